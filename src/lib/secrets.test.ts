import { describe, expect, it } from 'vitest'
import { createHmac } from 'node:crypto'
import { appSecrets, isSealed, SecretDecryptionError, secretBox } from './secrets'

const box = secretBox('a'.repeat(64))
const token = 'EAAGm0PX4ZCpsBAKZCZBsecret-token-1234'

function flip(sealed: string, part: number): string {
  const parts = sealed.split(':')
  const bytes = Buffer.from(parts[part]!, 'base64url')
  bytes[0] = bytes[0]! ^ 1
  parts[part] = bytes.toString('base64url')
  return parts.join(':')
}

describe('secret box', () => {
  it('decrypts what it encrypted, in a self-describing string without the plaintext', () => {
    const sealed = box.encrypt(token)
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/)
    expect(sealed).not.toContain(token)
    expect(isSealed(sealed)).toBe(true)
    expect(box.decrypt(sealed)).toBe(token)
    expect(box.decrypt(box.encrypt(''))).toBe('')
    expect(box.decrypt(box.encrypt('ñ€ · 🌊'))).toBe('ñ€ · 🌊')
  })

  it('uses a fresh IV each time', () => {
    const a = box.encrypt(token)
    const b = box.encrypt(token)
    expect(a).not.toBe(b)
    expect(a.split(':')[1]).not.toBe(b.split(':')[1])
  })

  it('detects a changed ciphertext, tag or IV', () => {
    const sealed = box.encrypt(token)
    for (const part of [1, 2, 3]) {
      expect(() => box.decrypt(flip(sealed, part))).toThrow(SecretDecryptionError)
    }
  })

  it('refuses another key', () => {
    const sealed = box.encrypt(token)
    const error = (() => {
      try {
        secretBox('b'.repeat(64)).decrypt(sealed)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(SecretDecryptionError)
    expect((error as SecretDecryptionError).reason).toBe('unauthentic')
  })

  it('binds the text to its context (a ciphertext moved to another field does not decrypt)', () => {
    const sealed = box.encrypt(token, 'api-keys.whatsappAccessToken')
    expect(box.decrypt(sealed, 'api-keys.whatsappAccessToken')).toBe(token)
    expect(() => box.decrypt(sealed, 'api-keys.other')).toThrow(SecretDecryptionError)
  })

  it('reports a string that is not a sealed secret as malformed', () => {
    for (const bad of ['plain-token', 'v2:a:b:c', 'v1:short:tag:ct', `${box.encrypt(token)}:extra`]) {
      expect(() => box.decrypt(bad)).toThrow(expect.objectContaining({ reason: 'malformed' }))
    }
    expect(isSealed('plain-token')).toBe(false)
  })
})

describe('link signatures', () => {
  const secrets = appSecrets('s'.repeat(64))

  it('signs as links already sent did (HMAC-SHA256 of "purpose:value", 32 characters), so old e-mails keep working', () => {
    const before = createHmac('sha256', 's'.repeat(64)).update('unsubscribe:42').digest('base64url').slice(0, 32)
    expect(secrets.sign('unsubscribe', '42')).toBe(before)
  })

  it('accepts its own signature only, for the same purpose and value', () => {
    const signature = secrets.sign('transfer-booking', 'MT-2026-000001')
    expect(secrets.verify('transfer-booking', 'MT-2026-000001', signature)).toBe(true)
    expect(secrets.verify('transfer-booking', 'MT-2026-000002', signature)).toBe(false)
    expect(secrets.verify('unsubscribe', 'MT-2026-000001', signature)).toBe(false)
    expect(secrets.verify('transfer-booking', 'MT-2026-000001', signature.slice(1))).toBe(false)
    expect(appSecrets('t'.repeat(64)).verify('transfer-booking', 'MT-2026-000001', signature)).toBe(false)
  })
})
