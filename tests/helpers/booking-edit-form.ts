import type request from 'supertest'
import { expect } from 'vitest'

/** The edit form as the page fills it in (what the customer gave), with changes. */
export async function editForm(agent: request.Agent, id: number, over: Record<string, string>) {
  const page = await agent.get(`/admin/transfers/${id}/edit`)
  expect(page.status).toBe(200)
  const fields: Record<string, string> = {}
  for (const m of page.text.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
    const tag = m[0]
    const type = /type="([^"]+)"/.exec(tag)?.[1]
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? ''
    if (type === 'radio' || type === 'checkbox') {
      if (/checked=""/.test(tag)) fields[m[1]!] = type === 'checkbox' ? 'on' : value
    } else fields[m[1]!] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
  }
  for (const m of page.text.matchAll(/<select[^>]*name="([^"]+)"[\s\S]*?<\/select>/g)) fields[m[1]!] = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[0])?.[1] ?? ''
  for (const m of page.text.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields[m[1]!] = m[2]!
  return { ...fields, ...over }
}
