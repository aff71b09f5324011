import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('passwords', () => {
  it('are hashed with argon2id and verified', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true)
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false)
  })
  it('never match a user without a password or a malformed hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false)
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
  })
})
