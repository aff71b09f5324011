import { z } from 'zod'

/** The settings row holding third-party credentials and ids (admin screen /admin/api-keys). */
export const API_KEYS_KEY = 'api-keys'

/**
 * Fields that are secrets: encrypted at rest, shown masked, and kept when a save leaves them
 * empty (the admin screen never receives them back to resubmit). A new key is added to
 * ApiKeysSchema and, when secret, here.
 */
export const SECRET_API_KEYS = ['whatsappAccessToken', 'stripeSecretKey', 'stripeWebhookSecret'] as const
export type SecretApiKey = (typeof SECRET_API_KEYS)[number]

/** What search engines hand out to prove a site is yours: letters, digits, - and _ only. */
export const VERIFICATION_TOKEN = /^[A-Za-z0-9_-]{8,128}$/

/** A Stripe secret key (sk_live_…, sk_test_…) or restricted key (rk_live_…, rk_test_…): never a publishable pk_ key. */
export const STRIPE_SECRET_KEY = /^(sk|rk)_(live|test)_[A-Za-z0-9]{16,247}$/
/** The signing secret of a Stripe webhook endpoint (whsec_…). */
export const STRIPE_WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{16,250}$/

// Messages are forms.errors.<code>, as everywhere else.
const FIELDS = {
  whatsappAccessToken: z.string().trim().max(2048, { error: 'tooLong' }).regex(/^\S+$/, { error: 'invalid' }),
  whatsappPhoneNumberId: z.string().trim().regex(/^\d{5,30}$/, { error: 'invalid' }),
  // The page renderer writes it into a script: only the documented shape may ever get there.
  ga4MeasurementId: z.string().trim().toUpperCase().regex(/^G-[A-Z0-9]{4,20}$/, { error: 'invalid' }),
  // Search Console and Bing Webmaster Tools tokens go into every public page head (a meta tag).
  googleSiteVerification: z.string().trim().regex(VERIFICATION_TOKEN, { error: 'verificationToken' }),
  bingSiteVerification: z.string().trim().regex(VERIFICATION_TOKEN, { error: 'verificationToken' }),
  stripeSecretKey: z.string().trim().regex(STRIPE_SECRET_KEY, { error: 'stripeSecretKey' }),
  stripeWebhookSecret: z.string().trim().regex(STRIPE_WEBHOOK_SECRET, { error: 'stripeWebhookSecret' }),
}

/** The keys as the application uses them, secrets decrypted; null means not configured. */
export const ApiKeysSchema = z.object({
  whatsappAccessToken: FIELDS.whatsappAccessToken.nullable(),
  whatsappPhoneNumberId: FIELDS.whatsappPhoneNumberId.nullable(),
  ga4MeasurementId: FIELDS.ga4MeasurementId.nullable(),
  googleSiteVerification: FIELDS.googleSiteVerification.nullable(),
  bingSiteVerification: FIELDS.bingSiteVerification.nullable(),
  stripeSecretKey: FIELDS.stripeSecretKey.nullable(),
  stripeWebhookSecret: FIELDS.stripeWebhookSecret.nullable(),
})
export type ApiKeys = z.infer<typeof ApiKeysSchema>
export type ApiKeyName = keyof ApiKeys

/**
 * The row as stored: secrets are sealed strings (src/settings/secrets.ts). Read leniently, so a
 * field added later, or a value edited by hand into a wrong shape, reads as "not configured".
 */
export const StoredApiKeysSchema = z.object({
  whatsappAccessToken: z.string().nullable().catch(null),
  whatsappPhoneNumberId: FIELDS.whatsappPhoneNumberId.nullable().catch(null),
  ga4MeasurementId: FIELDS.ga4MeasurementId.nullable().catch(null),
  googleSiteVerification: FIELDS.googleSiteVerification.nullable().catch(null),
  bingSiteVerification: FIELDS.bingSiteVerification.nullable().catch(null),
  stripeSecretKey: z.string().nullable().catch(null),
  stripeWebhookSecret: z.string().nullable().catch(null),
})
export type StoredApiKeys = z.infer<typeof StoredApiKeysSchema>

const blank = (v: unknown) => typeof v === 'string' && v.trim() === ''
/** Omitted or empty: keep the stored secret; null: remove it. */
const secretInput = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.nullable().optional()).optional()
/** Omitted: keep; empty or null: clear. */
const plainInput = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? null : v), schema.nullable()).optional()

/** A save from the admin screen: only the fields it sends change. */
export const ApiKeysInputSchema = z.object({
  whatsappAccessToken: secretInput(FIELDS.whatsappAccessToken),
  whatsappPhoneNumberId: plainInput(FIELDS.whatsappPhoneNumberId),
  ga4MeasurementId: plainInput(FIELDS.ga4MeasurementId),
  googleSiteVerification: plainInput(FIELDS.googleSiteVerification),
  bingSiteVerification: plainInput(FIELDS.bingSiteVerification),
  stripeSecretKey: secretInput(FIELDS.stripeSecretKey),
  stripeWebhookSecret: secretInput(FIELDS.stripeWebhookSecret),
})
export type ApiKeysInput = { [K in ApiKeyName]?: string | null }

/** For the admin screen: secrets as `••••1234`; `unreadable` lists secrets that no longer decrypt (APP_SECRET changed: enter them again). */
export type MaskedApiKeys = { [K in ApiKeyName]: string | null } & { unreadable: SecretApiKey[] }
