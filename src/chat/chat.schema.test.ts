import { describe, expect, it } from 'vitest'
import { ChatMessageSchema } from './chat.schema'
import { forwardText } from './chat.server'

const valid = { phoneNumber: '+34611428730', message: 'Hola' }
const issue = (body: object) => ChatMessageSchema.safeParse({ ...valid, ...body }).error?.issues[0]?.message

describe('chat message schema', () => {
  it('trims the message and accepts a same-site path', () => {
    expect(ChatMessageSchema.parse({ ...valid, message: '  Hola  ', page: '/trips/3?x=1#top' })).toEqual({ ...valid, page: '/trips/3?x=1#top' })
  })
  it('takes only strict E.164 numbers', () => {
    for (const phoneNumber of ['+34 611 428 730', '34611428730', '+0611428730', '+3461', '+346114287301234567', '+34-611428730']) {
      expect(issue({ phoneNumber })).toBe('phone')
    }
  })
  it('refuses anything but a path on this site as the page', () => {
    for (const page of ['https://evil.example/', '//evil.example', '/\\evil.example', 'trips', '/a b', '/a\u0000']) expect(issue({ page })).toBe('invalid')
    expect(issue({ page: `/${'p'.repeat(300)}` })).toBe('tooLong')
  })
})

describe('forwarded text', () => {
  it('tells staff the language and page first', () => {
    expect(forwardText({ message: 'Hola', language: 'es', page: '/trips/3' })).toBe('[web chat · es · /trips/3] Hola')
    expect(forwardText({ message: 'Hi', language: 'en', page: null })).toBe('[web chat · en] Hi')
  })
})
