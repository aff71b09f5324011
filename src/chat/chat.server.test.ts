import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/test-app'
import { NotFoundError } from '../lib/errors'
import { countUnreadChatMessages, listChatMessages, markChatMessageRead } from './chat.server'

let t: TestApp
let ids: number[]
beforeAll(async () => {
  t = await startTestApp({ seed: false })
  const base = Date.parse('2026-07-01T10:00:00Z')
  const inserted = await t.knex('chat_messages').insert(
    Array.from({ length: 5 }, (_, i) => ({ message: `m${i}`, phoneNumber: '+34611428730', language: 'es', forwardStatus: 'sent', createdAt: new Date(base + i * 60_000) })),
    ['id'],
  )
  ids = inserted.map((r: { id: number }) => r.id)
})
afterAll(async () => {
  await t?.close()
})

describe('chat inbox', () => {
  it('lists newest first, a page at a time', async () => {
    const first = await listChatMessages({ page: 1, pageSize: 2 })
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3, pageSize: 2 })
    expect(first.messages.map((m) => m.message)).toEqual(['m4', 'm3'])
    expect(first.messages[0]).toMatchObject({ language: 'es', page: null, forwardStatus: 'sent', readAt: null, createdAt: '2026-07-01T10:04:00.000Z' })
    expect((await listChatMessages({ page: 3, pageSize: 2 })).messages.map((m) => m.message)).toEqual(['m0'])
  })

  it('marks messages read once, counts and filters the unread ones', async () => {
    expect(await countUnreadChatMessages()).toBe(5)
    await markChatMessageRead(ids[4]!)
    const firstRead = (await listChatMessages()).messages[0]!.readAt
    expect(firstRead).not.toBeNull()
    await markChatMessageRead(ids[4]!)
    expect((await listChatMessages()).messages[0]!.readAt).toBe(firstRead)
    expect(await countUnreadChatMessages()).toBe(4)
    const unread = await listChatMessages({ unreadOnly: true })
    expect(unread.total).toBe(4)
    expect(unread.messages.map((m) => m.message)).toEqual(['m3', 'm2', 'm1', 'm0'])
  })

  it('reports an unknown message', async () => {
    await expect(markChatMessageRead(999_999)).rejects.toBeInstanceOf(NotFoundError)
  })
})
