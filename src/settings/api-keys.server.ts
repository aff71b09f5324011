import { sharedCache } from '../lib/change-feed'
import { SettingModel } from './settings.model'
import {
  API_KEYS_KEY,
  ApiKeysInputSchema,
  SECRET_API_KEYS,
  StoredApiKeysSchema,
  type ApiKeys,
  type ApiKeysInput,
  type MaskedApiKeys,
  type SecretApiKey,
  type StoredApiKeys,
} from './api-keys.schema'
import { SecretDecryptionError, type AppSecrets } from '../lib/secrets'
import { getEmailSettings } from './email-settings.server'

// A registered cache (the change feed clears it here and on every other instance when one saves).
// The decrypted copy is kept per secret: a box under another APP_SECRET never reads it.
let stored: StoredApiKeys | undefined
let decrypted: { secrets: AppSecrets; keys: ApiKeys } | undefined

export const clearApiKeysCache = sharedCache('api-keys', () => {
  stored = undefined
  decrypted = undefined
})

// The field name is authenticated with the ciphertext, so a value copied into another field fails.
const contextOf = (field: SecretApiKey) => `${API_KEYS_KEY}.${field}`

const isSecret = (field: string): field is SecretApiKey => (SECRET_API_KEYS as readonly string[]).includes(field)

async function readStored(): Promise<StoredApiKeys> {
  if (stored) return stored
  const row = await SettingModel.query().findById(API_KEYS_KEY)
  stored = StoredApiKeysSchema.parse(row?.value ?? {})
  return stored
}

/**
 * Every key, secrets decrypted. Throws SecretDecryptionError when a stored secret no longer
 * decrypts (APP_SECRET changed, or the row was altered): callers decide how to degrade.
 */
export async function getApiKeys(secrets: AppSecrets): Promise<ApiKeys> {
  if (decrypted?.secrets === secrets) return decrypted.keys
  const value = await readStored()
  const keys: ApiKeys = { ...value }
  for (const field of SECRET_API_KEYS) {
    const sealed = value[field]
    keys[field] = sealed === null ? null : secrets.box.decrypt(sealed, contextOf(field))
  }
  decrypted = { secrets, keys }
  return keys
}

export interface PublicPageKeys {
  ga4MeasurementId: string | null
  siteVerification: { google: string | null; bing: string | null }
  /** Both Stripe keys are saved: the site takes card payments online (what the footer's logos and the trip pages say). */
  onlinePayments: boolean
}

/** What any page may know: never a secret, and readable even when a secret is not. */
export async function getPublicPageKeys(): Promise<PublicPageKeys> {
  const keys = await readStored()
  return {
    ga4MeasurementId: keys.ga4MeasurementId,
    siteVerification: { google: keys.googleSiteVerification, bing: keys.bingSiteVerification },
    onlinePayments: keys.stripeSecretKey !== null && keys.stripeWebhookSecret !== null,
  }
}

/**
 * Merges a save into the stored keys: fields left out stay as they are, an empty or omitted
 * secret keeps the stored one, null removes a key. Returns what the admin screen shows next.
 */
export async function saveApiKeys(secrets: AppSecrets, input: ApiKeysInput): Promise<MaskedApiKeys> {
  const changes = ApiKeysInputSchema.parse(input)
  const sealer = secrets.box
  await SettingModel.transaction(async (trx) => {
    const row = await SettingModel.query(trx).findById(API_KEYS_KEY).forUpdate()
    const next: StoredApiKeys = StoredApiKeysSchema.parse(row?.value ?? {})
    for (const [field, value] of Object.entries(changes) as Array<[keyof StoredApiKeys, string | null | undefined]>) {
      if (value === undefined) continue
      next[field] = value !== null && isSecret(field) ? sealer.encrypt(value, contextOf(field)) : value
    }
    await SettingModel.query(trx).insert({ key: API_KEYS_KEY, value: next, isSecret: true }).onConflict('key').merge()
  })
  clearApiKeysCache()
  return maskedApiKeys(secrets)
}

/** Enough of a secret to recognise it, never enough to use it. */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••'
}

export async function maskedApiKeys(secrets: AppSecrets): Promise<MaskedApiKeys> {
  const value = await readStored()
  const masked: MaskedApiKeys = { ...value, unreadable: [] }
  for (const field of SECRET_API_KEYS) {
    const sealed = value[field]
    if (sealed === null) continue
    try {
      masked[field] = maskSecret(secrets.box.decrypt(sealed, contextOf(field)))
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error
      masked[field] = '••••'
      masked.unreadable.push(field)
    }
  }
  return masked
}

/**
 * The stored secrets this APP_SECRET cannot open (it changed, or a restore left its secrets.json
 * behind): online payment, WhatsApp or the mail server stop working until staff enter them again.
 * Start-up logs them, so the operator hears of it before a customer does.
 */
export async function unreadableStoredSecrets(secrets: AppSecrets): Promise<string[]> {
  const { unreadable } = await maskedApiKeys(secrets)
  const mail = await getEmailSettings(secrets)
  return mail.passwordUnreadable ? [...unreadable, 'smtpPassword'] : [...unreadable]
}
