import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'
import { renderMail } from '../mail/mail-layout'
import { notificationRecipients, queueForRecipients } from '../settings/notifications.server'
import { getSiteSettings } from '../settings/settings.server'
import { ContactMessageModel, type MessageKind } from './contact.model'
import type { ContactForm } from './contact.schema'
import { countRows } from '../db/count'

export interface SubmitContext {
  lng: Language
  /** The interface strings in a language: each staff recipient reads the notification in their own (/admin/business). */
  tFor: (lng: Language) => TFunction
  sourcePage: string
}

// Trip enquiries have their own form and inbox since issue 15 (src/trip-bookings/trip-enquiries*.ts); the
// enquiries stored here before stay readable under their kind.
type Incoming = { kind: 'contact'; form: ContactForm }

/** The notification of one message to staff, in their language `lng`. */
function staffMail(incoming: Incoming, ctx: SubmitContext, lng: Language, businessName: string) {
  const t = ctx.tFor(lng)
  const details: Array<[string, string]> = [
    [t('mail.staff.name'), incoming.form.name],
    [t('mail.staff.email'), incoming.form.email],
    ...(incoming.form.phone ? [[t('mail.staff.phone'), incoming.form.phone] as [string, string]] : []),
    [t('mail.staff.language'), ctx.lng],
    [t('mail.staff.page'), ctx.sourcePage],
    [t('mail.staff.message'), incoming.form.message || '—'],
  ]
  const subject = t('mail.staff.contactSubject', { name: incoming.form.name })
  return renderMail({ subject, heading: subject, paragraphs: [t('mail.staff.replyHint')], details, footer: businessName }, lng)
}

/**
 * Stores a visitor's message first, then (in the same transaction) queues its notification to
 * each staff recipient of customers' messages, in the recipient's language, so a message exists
 * whenever its e-mails do and is never lost to a mail problem.
 */
export async function submitMessage(incoming: Incoming, ctx: SubmitContext): Promise<{ id: number }> {
  const [site, recipients] = await Promise.all([getSiteSettings(), notificationRecipients('messages')])
  return ContactMessageModel.transaction(async (trx) => {
    const row = await ContactMessageModel.query(trx).insert({
      kind: incoming.kind as MessageKind,
      tripId: null,
      name: incoming.form.name,
      email: incoming.form.email,
      phone: incoming.form.phone ?? null,
      travelDate: null,
      people: null,
      message: incoming.form.message ?? '',
      language: ctx.lng,
      consentAt: new Date(),
      status: 'new',
      sourcePage: ctx.sourcePage.slice(0, 300),
    })
    await queueForRecipients(recipients, (lng) => ({ kind: incoming.kind, replyTo: incoming.form.email, ...staffMail(incoming, ctx, lng, site.businessName) }), trx)
    return { id: row.id }
  })
}

export async function countNewContactMessages(): Promise<number> {
  return countRows(ContactMessageModel.query().where('status', 'new'))
}
