import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'
import { renderMail } from '../mail/mail-layout'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import { ContactMessageModel, type MessageKind } from './contact.model'
import type { ContactForm, TripEnquiry } from './contact.schema'
import { countRows } from '../db/count'

export interface SubmitContext {
  lng: Language
  /** The business's language for its own notification (staff read Spanish). */
  staffT: TFunction
  sourcePage: string
}

type Incoming = { kind: 'contact'; form: ContactForm } | { kind: 'trip-enquiry'; form: TripEnquiry; trip: { id: number; name: string } }

/**
 * Stores a visitor's message first, then (in the same transaction) queues the notification
 * to the business, so a message exists whenever its e-mail does and is never lost to a mail
 * problem.
 */
export async function submitMessage(incoming: Incoming, ctx: SubmitContext): Promise<{ id: number }> {
  const site = await getSiteSettings()
  return ContactMessageModel.transaction(async (trx) => {
    const isEnquiry = incoming.kind === 'trip-enquiry'
    const row = await ContactMessageModel.query(trx).insert({
      kind: incoming.kind as MessageKind,
      tripId: isEnquiry ? incoming.trip.id : null,
      name: incoming.form.name,
      email: incoming.form.email,
      phone: incoming.kind === 'contact' ? (incoming.form.phone ?? null) : null,
      travelDate: isEnquiry ? incoming.form.date : null,
      people: isEnquiry ? incoming.form.people : null,
      message: incoming.form.message ?? '',
      language: ctx.lng,
      consentAt: new Date(),
      status: 'new',
      sourcePage: ctx.sourcePage.slice(0, 300),
    })
    const t = ctx.staffT
    const details: Array<[string, string]> = [
      [t('mail.staff.name'), incoming.form.name],
      [t('mail.staff.email'), incoming.form.email],
      ...(incoming.kind === 'contact' && incoming.form.phone ? [[t('mail.staff.phone'), incoming.form.phone] as [string, string]] : []),
      ...(isEnquiry
        ? ([
            [t('mail.staff.trip'), `${incoming.trip.name} (#${incoming.trip.id})`],
            [t('mail.staff.date'), incoming.form.date],
            [t('mail.staff.people'), String(incoming.form.people)],
          ] as Array<[string, string]>)
        : []),
      [t('mail.staff.language'), ctx.lng],
      [t('mail.staff.page'), ctx.sourcePage],
      [t('mail.staff.message'), incoming.form.message || '—'],
    ]
    const subjectKey = isEnquiry ? 'mail.staff.enquirySubject' : 'mail.staff.contactSubject'
    const mail = renderMail(
      {
        subject: t(subjectKey, { name: incoming.form.name, trip: isEnquiry ? incoming.trip.name : '' }),
        heading: t(subjectKey, { name: incoming.form.name, trip: isEnquiry ? incoming.trip.name : '' }),
        paragraphs: [t('mail.staff.replyHint')],
        details,
        footer: site.businessName,
      },
      'es',
    )
    await queueMail({ kind: incoming.kind, to: site.email, replyTo: incoming.form.email, language: 'es', ...mail }, trx)
    return { id: row.id }
  })
}

export async function countNewContactMessages(): Promise<number> {
  return countRows(ContactMessageModel.query().where('status', 'new'))
}
