import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import { formatDate, formatLanguageName } from '../i18n/format'
import { isLanguage, type Language } from '../i18n/languages'
import { localParts } from '../lib/island-time'
import { renderMail } from '../mail/mail-layout'
import { queueMail } from '../mail/mail.server'
import { notificationRecipients, queueForRecipients } from '../settings/notifications.server'
import { getSiteSettings } from '../settings/settings.server'
import { TripEnquiryModel } from './trip-bookings.model'
import type { TripEnquiryForm } from './trip-enquiries.schema'

// Enquiries for trips sold on request (docs/decisions/042, 043): stored with a reference
// EN-YYYY-NNNNNN, acknowledged to the visitor in their language, notified to the staff who
// receive customers' messages, each in their own language, all in one transaction.

export interface EnquiredTrip {
  id: number
  /** The trip's name in every language: each e-mail names it in its reader's. */
  names: Record<Language, string>
}

export interface EnquiryContext {
  lng: Language
  tFor: (lng: Language) => TFunction
  publicUrl: string
}

export const enquirySubject = (id: number) => ({ type: 'trip-enquiry', id })

/** "2 adults, 1 child" in the reader's language. */
export function partyText(t: TFunction, adults: number, children: number): string {
  const a = t('trips:enquiry.partyAdults', { count: adults })
  return children ? `${a}, ${t('trips:enquiry.partyChildren', { count: children })}` : a
}

export function customerLanguage(language: string): Language {
  return isLanguage(language) ? language : 'es'
}

async function nextReference(trx: Knex.Transaction, now: Date): Promise<string> {
  const { rows } = await trx.raw<{ rows: Array<{ n: number | string }> }>("select nextval('trip_enquiry_number_seq') as n")
  return `EN-${localParts(now).year}-${String(rows[0]!.n).padStart(6, '0')}`
}

/** The visitor's acknowledgement: the reference, what they asked, and that staff will answer. */
function acknowledgement(t: TFunction, lng: Language, row: TripEnquiryModel, trip: string, party: string, businessName: string) {
  const subject = t('trips:enquiry.mail.ackSubject', { reference: row.reference, trip })
  return renderMail(
    {
      subject,
      heading: t('trips:enquiry.mail.ackHeading', { name: row.name }),
      paragraphs: [t('trips:enquiry.mail.ackText')],
      details: [
        [t('trips:enquiry.reference'), row.reference],
        [t('trips:enquiry.trip'), trip],
        [t('trips:enquiry.date'), formatDate(row.travelDate, lng)],
        [t('trips:enquiry.party'), party],
        ...(row.message ? ([[t('trips:enquiry.message'), row.message]] as Array<[string, string]>) : []),
      ],
      footer: businessName,
    },
    lng,
  )
}

function staffNotification(t: TFunction, lng: Language, row: TripEnquiryModel, trip: string, party: string, ctx: EnquiryContext, businessName: string) {
  const subject = t('admin:tripEnquiries.mail.subject', { reference: row.reference, name: row.name, trip })
  return renderMail(
    {
      subject,
      heading: subject,
      paragraphs: [t('admin:tripEnquiries.mail.text')],
      details: [
        [t('admin:tripEnquiries.reference'), row.reference],
        [t('mail.staff.trip'), trip],
        [t('mail.staff.date'), formatDate(row.travelDate, lng)],
        [t('mail.staff.people'), party],
        [t('mail.staff.name'), row.name],
        [t('mail.staff.email'), row.email],
        ...(row.phone ? ([[t('mail.staff.phone'), row.phone]] as Array<[string, string]>) : []),
        [t('mail.staff.language'), formatLanguageName(row.language, lng)],
        [t('mail.staff.message'), row.message || '—'],
      ],
      button: { label: t('admin:tripEnquiries.mail.open'), url: `${ctx.publicUrl}/admin/trip-enquiries/${row.id}` },
      footer: businessName,
    },
    lng,
  )
}

/**
 * Stores an enquiry and queues its e-mails in one transaction: the visitor's acknowledgement (in
 * their language) and one notification per staff recipient of customers' messages. The settings
 * are read before the transaction opens (the embedded database has one session, ADR 018).
 */
export async function submitTripEnquiry(trip: EnquiredTrip, form: TripEnquiryForm, ctx: EnquiryContext): Promise<{ id: number; reference: string }> {
  const [site, recipients] = await Promise.all([getSiteSettings(), notificationRecipients('messages')])
  const now = new Date()
  return TripEnquiryModel.transaction(async (trx) => {
    const row = await TripEnquiryModel.query(trx).insertAndFetch({
      reference: await nextReference(trx, now),
      tripId: trip.id,
      travelDate: form.date,
      participants: form.adults + form.children,
      children: form.children,
      name: form.name,
      email: form.email,
      phone: form.phone ?? '',
      message: form.message ?? '',
      language: ctx.lng,
      status: 'new',
      consentAt: now,
    })
    const actor: Actor = { type: 'customer', name: form.name }
    await recordChange(trx, { subject: enquirySubject(row.id), actor, action: 'created', changes: { status: [null, 'new'] }, note: row.reference })
    const t = ctx.tFor(ctx.lng)
    await queueMail(
      { kind: 'trip-enquiry', to: row.email, language: ctx.lng, ...acknowledgement(t, ctx.lng, row, trip.names[ctx.lng], partyText(t, form.adults, form.children), site.businessName) },
      trx,
    )
    await queueForRecipients(
      recipients,
      (lng) => {
        const staffT = ctx.tFor(lng)
        return { kind: 'trip-enquiry', replyTo: row.email, ...staffNotification(staffT, lng, row, trip.names[lng], partyText(staffT, form.adults, form.children), ctx, site.businessName) }
      },
      trx,
    )
    return { id: row.id, reference: row.reference }
  })
}

/** The reference shown on the trip page after the redirect, when it is an enquiry about that trip. */
export async function enquiryReferenceOf(tripId: number, reference: string | undefined): Promise<string | null> {
  if (!reference) return null
  const row = await TripEnquiryModel.query().select('reference').where({ tripId, reference }).first()
  return row?.reference ?? null
}
