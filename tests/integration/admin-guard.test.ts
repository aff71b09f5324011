import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_NAVIGATION } from '../../src/admin/navigation'
import { isAdminOnly } from '../../src/auth/access'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let agents: Record<'user' | 'editor' | 'admin', Awaited<ReturnType<typeof loginAs>>['agent']>
beforeAll(async () => {
  t = await startTestApp()
  agents = { user: (await loginAs(t.app, 'user')).agent, editor: (await loginAs(t.app, 'editor')).agent, admin: (await loginAs(t.app, 'admin')).agent }
})
afterAll(async () => {
  await t?.close()
})

const PAGES = ADMIN_NAVIGATION.flatMap((group) => group.items.map((item) => item.href))
// Every list and read endpoint of the staff JSON API.
const API_READS = [
  '/api/admin/trips', '/api/admin/destinations', '/api/admin/trip-types', '/api/admin/blog/posts', '/api/admin/blog/categories', '/api/admin/testimonials',
  '/api/admin/hero-banners', '/api/admin/images', '/api/admin/seo', '/api/admin/transfers', '/api/admin/transfers/prices', '/api/admin/chat',
  '/api/admin/contact-messages', '/api/admin/subscribers', '/api/admin/subscribers.csv', '/api/admin/metrics', '/api/admin/export.json', '/api/admin/webp/candidates',
]
const ADMIN_ONLY_API = new Set(['/api/admin/transfers/prices', '/api/admin/subscribers', '/api/admin/subscribers.csv', '/api/admin/metrics', '/api/admin/export.json'])

describe('every admin screen is guarded (SPEC §2, §6)', () => {
  it.each(PAGES)('%s: anonymous → login, user → home, editor only where allowed, admin in', async (path) => {
    const anonymous = await request(t.app).get(path)
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toBe(`/auth/login?next=${encodeURIComponent(path)}`)
    const user = await agents.user.get(path)
    expect([user.status, user.headers.location]).toEqual([303, '/'])
    const editor = await agents.editor.get(path)
    if (isAdminOnly(path.slice('/admin'.length) || '/')) expect([editor.status, editor.headers.location]).toEqual([303, '/'])
    else expect(editor.status).toBe(200)
    const admin = await agents.admin.get(path)
    expect(admin.status).toBe(200)
    expect(admin.text).toContain('name="robots" content="noindex, nofollow"')
  })
})

describe('every staff API read is guarded', () => {
  it.each(API_READS)('%s: 401 anonymous, 403 for users (and editors where admin-only), 200 for admins', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(401)
    expect((await agents.user.get(path)).status).toBe(403)
    expect((await agents.editor.get(path)).status).toBe(ADMIN_ONLY_API.has(path) ? 403 : 200)
    expect((await agents.admin.get(path)).status).toBe(200)
  })
})
