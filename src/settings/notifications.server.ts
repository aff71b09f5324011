import type { Knex } from 'knex'
import type { Language } from '../i18n/languages'
import { queueMail, type QueuedMail } from '../mail/mail.server'
import { NOTIFICATIONS_KEY, StoredNotificationsSchema, type NotificationRecipient, type NotificationTopic } from './business.schema'
import { SettingModel } from './settings.model'
import { getSiteSettings } from './settings.server'

/** Who receives the staff e-mails, set on /admin/business (docs/decisions/038). */

export interface StaffRecipient {
  email: string
  language: Language
}

/**
 * The stored recipients; while none were ever saved (a database from before the screen, or an
 * import without them), the business e-mail in Spanish for everything: what was sent until then.
 */
export async function storedRecipients(): Promise<NotificationRecipient[]> {
  const row = await SettingModel.query().findById(NOTIFICATIONS_KEY)
  const { recipients } = StoredNotificationsSchema.parse(row?.value ?? {})
  if (recipients.length) return recipients
  const site = await getSiteSettings()
  return [{ email: site.email, language: 'es', topics: ['bookings', 'messages'] }]
}

/**
 * The addresses that receive this topic's staff e-mails, each with its own language: `bookings`
 * (new and changed bookings) or `messages` (contact form, trip enquiries, chat messages). Read it
 * before opening the transaction that queues the e-mails.
 */
export async function notificationRecipients(topic: NotificationTopic): Promise<StaffRecipient[]> {
  return (await storedRecipients()).filter((r) => r.topics.includes(topic)).map(({ email, language }) => ({ email, language }))
}

/** Queues one e-mail per recipient, each written in the recipient's language (inside the caller's transaction when given). */
export async function queueForRecipients(recipients: StaffRecipient[], compose: (lng: Language) => Omit<QueuedMail, 'to' | 'language'> | Promise<Omit<QueuedMail, 'to' | 'language'>>, trx?: Knex.Transaction): Promise<void> {
  for (const recipient of recipients) await queueMail({ ...(await compose(recipient.language)), to: recipient.email, language: recipient.language }, trx)
}
