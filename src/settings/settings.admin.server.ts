import type { TFunction } from 'i18next'
import { z } from 'zod'
import { contentChanged } from '../content-kit/content-changed'
import type { Language } from '../i18n/languages'
import { renderMail } from '../mail/mail-layout'
import { OutboxMessageModel } from '../mail/mail.model'
import { queueMail } from '../mail/mail.server'
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, VERIFICATION_TOKEN, type SecretApiKey } from './api-keys.schema'
import { saveApiKeys, maskedApiKeys } from './api-keys.server'
import type { AppSecrets } from '../lib/secrets'
import { canSendMail, type MailSettingsContext } from './email-settings.server'
import { getSiteSettings } from './settings.server'

/** Admin screens over the settings rows: e-mail server (with a test message) and API keys. */

export const TEST_MAIL_KIND = 'smtp-test'

export type TestMailOutcome = { status: 'sent' | 'failed' | 'queued'; mailId: number } | { status: 'unconfigured' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Queues a test message to `to` through the outbox like every other e-mail, then waits briefly
 * for the worker's verdict: sent, refused (the error is kept on the outbox row) or still queued.
 * A failed test is not retried later.
 */
export async function sendTestEmail(ctx: MailSettingsContext, to: string, lng: Language, t: TFunction, { waitMs = 15_000 } = {}): Promise<TestMailOutcome> {
  if (!(await canSendMail(ctx))) return { status: 'unconfigured' }
  const site = await getSiteSettings()
  const a = (key: string) => t(`admin:emailAdmin.testMail.${key}`, { site: site.businessName, lng })
  const mail = renderMail({ subject: a('subject'), heading: a('heading'), paragraphs: [a('body')], footer: site.businessName }, lng)
  const mailId = await queueMail({ kind: TEST_MAIL_KIND, to, subject: mail.subject, html: mail.html, text: mail.text, language: lng })
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    await sleep(100)
    const row = await OutboxMessageModel.query().findById(mailId)
    if (!row) break
    if (row.status === 'sent') return { status: 'sent', mailId }
    if (row.status === 'failed' || (row.status === 'pending' && row.lastError)) {
      await OutboxMessageModel.query().findById(mailId).patch({ status: 'failed' })
      return { status: 'failed', mailId }
    }
  }
  return { status: 'queued', mailId }
}

/** The refusal of a test message (only of test messages: other mail is not shown here). */
export async function testMailError(mailId: number): Promise<string | null> {
  const row = await OutboxMessageModel.query().findById(mailId).where('kind', TEST_MAIL_KIND)
  return row?.lastError ?? null
}

// ── API keys ────────────────────────────────────────────────────────────────────────────────

/** A field that is empty or of this shape (for a secret, empty keeps the saved one: the screen never shows it again). */
const emptyOr = (shape: RegExp, error: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || shape.test(v), { error })
    .optional()
    .default('')
const optionalVerificationToken = emptyOr(VERIFICATION_TOKEN, 'verificationToken')
const clearBox = z.preprocess((v) => v === 'on' || v === true, z.boolean())

/** The form over ApiKeysInputSchema, with messages for staff (forms.errors.<code>). */
export const ApiKeysFormSchema = z.object({
  whatsappAccessToken: z.string().trim().max(2048, { error: 'tooLong' }).regex(/^\S*$/, { error: 'invalid' }).optional().default(''),
  clearWhatsappAccessToken: clearBox,
  whatsappPhoneNumberId: z.string().trim().regex(/^(\d{5,30})?$/, { error: 'phoneNumberId' }).optional().default(''),
  ga4MeasurementId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(G-[A-Z0-9]{4,20})?$/, { error: 'measurementId' })
    .optional()
    .default(''),
  googleSiteVerification: optionalVerificationToken,
  bingSiteVerification: optionalVerificationToken,
  stripeSecretKey: emptyOr(STRIPE_SECRET_KEY, 'stripeSecretKey'),
  clearStripeSecretKey: clearBox,
  stripeWebhookSecret: emptyOr(STRIPE_WEBHOOK_SECRET, 'stripeWebhookSecret'),
  clearStripeWebhookSecret: clearBox,
})
export type ApiKeysForm = z.infer<typeof ApiKeysFormSchema>

/** Saves the keys; the GA4 id and the verification tokens are in every page's head, so rendered pages are rebuilt. */
export async function saveApiKeysForm(secrets: AppSecrets, form: ApiKeysForm): Promise<void> {
  await saveApiKeys(secrets, {
    whatsappAccessToken: form.clearWhatsappAccessToken ? null : form.whatsappAccessToken,
    whatsappPhoneNumberId: form.whatsappPhoneNumberId,
    ga4MeasurementId: form.ga4MeasurementId,
    googleSiteVerification: form.googleSiteVerification,
    bingSiteVerification: form.bingSiteVerification,
    stripeSecretKey: form.clearStripeSecretKey ? null : form.stripeSecretKey,
    stripeWebhookSecret: form.clearStripeWebhookSecret ? null : form.stripeWebhookSecret,
  })
  contentChanged()
}

/** What the API keys screen shows: ids as they are, the secrets masked. */
export async function apiKeysView(secrets: AppSecrets) {
  const masked = await maskedApiKeys(secrets)
  const secret = (field: SecretApiKey) => ({ masked: masked[field], unreadable: masked.unreadable.includes(field) })
  return {
    values: {
      whatsappPhoneNumberId: masked.whatsappPhoneNumberId ?? '',
      ga4MeasurementId: masked.ga4MeasurementId ?? '',
      googleSiteVerification: masked.googleSiteVerification ?? '',
      bingSiteVerification: masked.bingSiteVerification ?? '',
    },
    whatsappAccessToken: secret('whatsappAccessToken'),
    stripeSecretKey: secret('stripeSecretKey'),
    stripeWebhookSecret: secret('stripeWebhookSecret'),
  }
}
