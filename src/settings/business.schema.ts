import type { TFunction } from 'i18next'
import { z } from 'zod'
import { LANGUAGES, type Language } from '../i18n/languages'
import { FIELD, fieldErrors } from '../lib/forms'
import { phoneField } from '../lib/phone'
import type { SiteSettings } from './settings.schema'

/**
 * The business contact settings screen (/admin/business, docs/decisions/038): the site settings
 * (row 'site') and who receives the staff notifications (row 'notifications').
 */

/** The settings row of the notification recipients. */
export const NOTIFICATIONS_KEY = 'notifications'

/** What a recipient receives: new and changed bookings; customers' messages (contact form, trip enquiries, chat). */
export const NOTIFICATION_TOPICS = ['bookings', 'messages'] as const
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

export const NotificationRecipientSchema = z.object({
  email: z.string().email(),
  language: z.enum(LANGUAGES),
  topics: z.array(z.enum(NOTIFICATION_TOPICS)).min(1),
})
export type NotificationRecipient = z.infer<typeof NotificationRecipientSchema>

/** As stored; read leniently (an entry edited by hand into a wrong shape is left out, not a crash). */
export const StoredNotificationsSchema = z.object({
  recipients: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => NotificationRecipientSchema.safeParse(item).data ?? [])),
})

/** Rows the form offers: the stored recipients and a few empty ones (without JavaScript there is no "add" button). */
export const MAX_RECIPIENTS = 20
export const EMPTY_RECIPIENT_ROWS = 2

/** Form field names of recipient `i`'s e-mail, language and topic checkboxes. */
export const recipientField = (i: number, part: 'email' | 'language' | NotificationTopic | 'topics') => `recipient_${i}_${part}`

const OPENING_HOURS_FIELDS = Object.fromEntries(LANGUAGES.map((lng) => [`openingHours_${lng}`, FIELD.requiredText(500, { multiline: true })])) as Record<`openingHours_${Language}`, ReturnType<typeof FIELD.requiredText>>

/** A web address for a social profile (http or https only: it becomes a link), or empty. */
const socialLink = () =>
  FIELD.optionalText(300)
    .transform((v) => v ?? '')
    .refine((v) => v === '' || (/^https?:\/\/[^\s"<>]+$/i.test(v) && URL.canParse(v)), { error: 'url' })

/** A coordinate as people type it: "39.8883" or "39,8883", within its range. */
const coordinate = (limit: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .transform((v) => Number(v.replace(',', '.')))
    .pipe(z.number({ error: 'number' }).min(-limit, { error: 'min' }).max(limit, { error: 'max' }))

/** The site settings part of the form (messages are forms.errors.<code>). */
export const SiteSettingsFormSchema = z.object({
  businessName: FIELD.requiredText(120),
  legalName: FIELD.requiredText(200),
  taxId: FIELD.requiredText(30),
  phone: phoneField(),
  whatsapp: phoneField(),
  email: FIELD.email(),
  street: FIELD.requiredText(200),
  postalCode: FIELD.requiredText(20),
  locality: FIELD.requiredText(100),
  region: FIELD.optionalText(100).transform((v) => v ?? ''),
  country: z.string({ error: 'required' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'invalid' }),
  latitude: coordinate(90),
  longitude: coordinate(180),
  ...OPENING_HOURS_FIELDS,
  facebook: socialLink(),
  instagram: socialLink(),
})

export interface BusinessSettings {
  site: SiteSettings
  recipients: NotificationRecipient[]
}

export type BusinessFormResult = { ok: true; data: BusinessSettings } | { ok: false; errors: Record<string, string> }

/** The recipient rows of a form body: indexes 0…MAX_RECIPIENTS-1; a row without an e-mail is an empty row. */
function recipientsOf(body: Record<string, unknown>, t: TFunction, errors: Record<string, string>): NotificationRecipient[] {
  const recipients: NotificationRecipient[] = []
  const seen = new Set<string>()
  for (let i = 0; i < MAX_RECIPIENTS; i++) {
    const raw = body[recipientField(i, 'email')]
    const email = typeof raw === 'string' ? raw.trim() : ''
    if (!email) continue
    const parsed = FIELD.email().safeParse(email)
    if (!parsed.success) {
      errors[recipientField(i, 'email')] = fieldErrors(parsed.error, t)._!
      continue
    }
    const address = parsed.data.toLowerCase()
    if (seen.has(address)) {
      errors[recipientField(i, 'email')] = t('admin:businessAdmin.errors.duplicate')
      continue
    }
    seen.add(address)
    const language = body[recipientField(i, 'language')]
    if (!LANGUAGES.includes(language as Language)) {
      errors[recipientField(i, 'language')] = t('forms.errors.invalid')
      continue
    }
    const topics = NOTIFICATION_TOPICS.filter((topic) => body[recipientField(i, topic)] === 'on')
    if (!topics.length) {
      errors[recipientField(i, 'topics')] = t('admin:businessAdmin.errors.noTopic')
      continue
    }
    recipients.push({ email: parsed.data, language: language as Language, topics })
  }
  return recipients
}

/**
 * The whole form: one translated message per field, or the settings to store. Phones become
 * E.164; every topic needs at least one recipient (otherwise its e-mails would go nowhere).
 */
export function parseBusinessForm(body: unknown, t: TFunction): BusinessFormResult {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const parsed = SiteSettingsFormSchema.safeParse(fields)
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error, t)
  const recipients = recipientsOf(fields, t, errors)
  if (!Object.keys(errors).some((key) => key.startsWith('recipient_'))) {
    const uncovered = NOTIFICATION_TOPICS.filter((topic) => !recipients.some((r) => r.topics.includes(topic)))
    if (uncovered.length) errors.recipients = t('admin:businessAdmin.errors.uncovered', { topics: uncovered.map((topic) => t(`admin:businessAdmin.topics.${topic}`)).join(', ') })
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors }
  const f = parsed.data
  const site: SiteSettings = {
    businessName: f.businessName,
    legalName: f.legalName,
    taxId: f.taxId,
    phone: f.phone,
    whatsapp: f.whatsapp,
    email: f.email,
    address: { street: f.street, postalCode: f.postalCode, locality: f.locality, region: f.region, country: f.country },
    latitude: f.latitude,
    longitude: f.longitude,
    openingHours: { es: f.openingHours_es, en: f.openingHours_en, de: f.openingHours_de, ca: f.openingHours_ca },
    social: { facebook: f.facebook, instagram: f.instagram },
  }
  return { ok: true, data: { site, recipients } }
}

/** The form's values from the stored settings (what the screen shows before a save). */
export function businessFormValues({ site, recipients }: BusinessSettings): Record<string, string> {
  const values: Record<string, string> = {
    businessName: site.businessName,
    legalName: site.legalName,
    taxId: site.taxId,
    phone: site.phone,
    whatsapp: site.whatsapp,
    email: site.email,
    street: site.address.street,
    postalCode: site.address.postalCode,
    locality: site.address.locality,
    region: site.address.region,
    country: site.address.country,
    latitude: String(site.latitude),
    longitude: String(site.longitude),
    facebook: site.social.facebook,
    instagram: site.social.instagram,
  }
  for (const lng of LANGUAGES) values[`openingHours_${lng}`] = site.openingHours[lng]
  recipients.forEach((r, i) => {
    values[recipientField(i, 'email')] = r.email
    values[recipientField(i, 'language')] = r.language
    for (const topic of r.topics) values[recipientField(i, topic)] = 'on'
  })
  return values
}
