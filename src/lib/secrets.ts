import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Secrets kept in the database (API tokens) are encrypted with AES-256-GCM under a key derived
 * from APP_SECRET, so a database dump or backup alone does not reveal them. The stored string
 * names its format version, so the scheme can change later without guessing what old rows hold.
 */
const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
// A fixed label: the same APP_SECRET also signs links, and each use must get its own key.
const KEY_LABEL = 'menorca-tours settings secrets v1'

export class SecretDecryptionError extends Error {
  constructor(readonly reason: 'malformed' | 'unauthentic') {
    super(reason === 'malformed' ? 'The stored secret is not in a known format' : 'The stored secret was altered or encrypted under another APP_SECRET')
    this.name = 'SecretDecryptionError'
  }
}

export interface SecretBox {
  /** `context` is authenticated with the text: a ciphertext copied into another field will not decrypt. */
  encrypt(plaintext: string, context?: string): string
  decrypt(sealed: string, context?: string): string
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${VERSION}:`)
}

export function secretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, '', KEY_LABEL, 32))
  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':')
    },
    decrypt(sealed, context = '') {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split(':')
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) throw new SecretDecryptionError('malformed')
      const ivBytes = Buffer.from(iv, 'base64url')
      const tagBytes = Buffer.from(tag, 'base64url')
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretDecryptionError('malformed')
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES })
        decipher.setAAD(Buffer.from(context))
        decipher.setAuthTag(tagBytes)
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        throw new SecretDecryptionError('unauthentic')
      }
    },
  }
}

/**
 * What APP_SECRET gives the app, derived once at boot and handed to what needs it: the box for
 * stored secrets and signatures for links that must not be guessable (unsubscribe, bookings).
 */
export interface AppSecrets {
  readonly box: SecretBox
  /** A 32-character signature of `value` for `purpose`; each purpose signs differently. */
  sign(purpose: string, value: string): string
  /** Whether `signature` is `sign(purpose, value)`, compared in constant time. */
  verify(purpose: string, value: string, signature: string): boolean
}

export function appSecrets(appSecret: string): AppSecrets {
  const sign = (purpose: string, value: string) => createHmac('sha256', appSecret).update(`${purpose}:${value}`).digest('base64url').slice(0, 32)
  return {
    box: secretBox(appSecret),
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
