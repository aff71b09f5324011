import type { TFunction } from 'i18next'
import { z } from 'zod'
import { recordChange, type Actor } from '../audit/audit.server'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import { countRows } from '../db/count'
import { formatDate, formatDateTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError, RefusedError } from '../lib/errors'
import { renderMail } from '../mail/mail-layout'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import { TripModel } from '../trips/trips.model'
import { TripEnquiryModel, type TripEnquiryStatus } from './trip-bookings.model'
import { ENQUIRY_STATUSES } from './trip-enquiries.schema'
import { customerLanguage, enquirySubject, partyText } from './trip-enquiries.server'

// The staff inbox of enquiries for trips sold on request: list (new first), open, answer (e-mailed
// in the customer's language), close; turning one into a booking is the phone-booking screen's
// (/admin/trip-bookings/new?enquiry={id}), which marks it booked.

export const TripEnquiryListQuerySchema = ListQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
})

/** The customer's acknowledgement says "usually within 24 hours" (trips:enquiry.mail.ackText): a new enquiry older than that is late. */
const ENQUIRY_REPLY_HOURS = 24
const lateBefore = (now: Date) => new Date(now.getTime() - ENQUIRY_REPLY_HOURS * 3_600_000)

export interface TripEnquiryAdminRow {
  id: number
  reference: string
  status: TripEnquiryStatus
  /** Still new, and waiting longer than the customer was told. */
  late: boolean
  trip: string
  travelDate: string
  party: string
  name: string
  email: string
  received: string
}

async function tripNamesIn(ids: number[], lng: Language): Promise<Map<number, string>> {
  const trips = ids.length ? await TripModel.query().select('id', 'name', 'translations').whereIn('id', [...new Set(ids)]) : []
  return new Map(trips.map((t) => [t.id, translate(t, 'name', lng)]))
}

/** New enquiries first (then the newest), searchable by reference, name, e-mail and phone. */
export async function listTripEnquiriesForAdmin(lng: Language, t: TFunction, input: Record<string, unknown>): Promise<ListPage<TripEnquiryAdminRow> & { status: string }> {
  const query = TripEnquiryListQuerySchema.parse(input)
  const builder = TripEnquiryModel.query().select('trip_enquiries.*', TripEnquiryModel.raw("(case when status = 'new' then 0 else 1 end) as unanswered"))
  if (query.status) builder.where('status', query.status)
  // The default order puts what waits for an answer on top, newest first.
  if (!query.sort) builder.orderBy('unanswered', 'asc')
  const page = await pageOf(builder, query, {
    sortable: { received: 'trip_enquiries.created_at', travelDate: 'travel_date', reference: 'reference', name: 'name', status: 'status' },
    defaultSort: '-received',
    search: (b, term) =>
      void b.where((w) => w.whereILike('reference', likeTerm(term)).orWhereILike('name', likeTerm(term)).orWhereILike('email', likeTerm(term)).orWhereILike('phone', likeTerm(term))),
    map: (e) => e,
  })
  const names = await tripNamesIn(page.rows.map((e) => e.tripId), lng)
  const late = lateBefore(new Date())
  return {
    ...page,
    rows: page.rows.map((e) => ({
      id: e.id,
      reference: e.reference,
      status: e.status,
      late: e.status === 'new' && new Date(e.createdAt) < late,
      trip: names.get(e.tripId) ?? '',
      travelDate: formatDate(e.travelDate, lng),
      party: partyText(t, e.participants - e.children, e.children),
      name: e.name,
      email: e.email,
      received: formatDateTime(e.createdAt, lng),
    })),
    status: query.status ?? '',
  }
}

/** Enquiries nobody has answered yet, and how many of them wait longer than the customer was told (the dashboard). */
export async function tripEnquiriesToAnswer(now = new Date()): Promise<{ waiting: number; late: number }> {
  const [waiting, late] = await Promise.all([countRows(TripEnquiryModel.query().where('status', 'new')), countRows(TripEnquiryModel.query().where('status', 'new').where('created_at', '<', lateBefore(now)))])
  return { waiting, late }
}

export interface TripEnquiryAdminDetail {
  id: number
  reference: string
  status: TripEnquiryStatus
  trip: { id: number; name: string } | null
  travelDate: string
  /** YYYY-MM-DD, for the booking screen's link. */
  travelDay: string
  participants: number
  children: number
  party: string
  name: string
  email: string
  phone: string
  message: string
  language: string
  answer: string | null
  answeredAt: string | null
  bookingId: number | null
  received: string
}

export async function tripEnquiryForAdmin(id: number, lng: Language, t: TFunction): Promise<TripEnquiryAdminDetail> {
  const e = await TripEnquiryModel.query().findById(id)
  if (!e) throw new NotFoundError('No such enquiry')
  const name = (await tripNamesIn([e.tripId], lng)).get(e.tripId)
  return {
    id: e.id,
    reference: e.reference,
    status: e.status,
    trip: name === undefined ? null : { id: e.tripId, name },
    travelDate: formatDate(e.travelDate, lng),
    travelDay: e.travelDate,
    participants: e.participants,
    children: e.children,
    party: partyText(t, e.participants - e.children, e.children),
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message,
    language: e.language,
    answer: e.answer,
    answeredAt: e.answeredAt ? formatDateTime(e.answeredAt, lng) : null,
    bookingId: e.bookingId,
    received: formatDateTime(e.createdAt, lng),
  }
}

export interface StaffChange {
  actor: Actor
  /** The interface strings in a language (the customer's, for their e-mail). */
  tFor: (lng: Language) => TFunction
}

/** An enquiry already booked or closed takes no answer and cannot be closed again. */
async function openEnquiry(trx: Parameters<typeof recordChange>[0], id: number): Promise<TripEnquiryModel> {
  const row = await TripEnquiryModel.query(trx).findById(id).forUpdate()
  if (!row) throw new NotFoundError('No such enquiry')
  if (row.status === 'booked' || row.status === 'closed') throw new RefusedError(409, 'admin:tripEnquiries.notOpen', { status: row.status })
  return row
}

/**
 * Staff's answer: stored, the enquiry marked answered, an audit row, and the answer e-mailed to
 * the customer in the language they wrote in, all in one transaction.
 */
export async function answerTripEnquiry(ctx: StaffChange, id: number, answer: string): Promise<void> {
  const site = await getSiteSettings()
  const existing = await TripEnquiryModel.query().findById(id)
  if (!existing) throw new NotFoundError('No such enquiry')
  const lng = customerLanguage(existing.language)
  const tripName = (await tripNamesIn([existing.tripId], lng)).get(existing.tripId) ?? ''
  const t = ctx.tFor(lng)
  await TripEnquiryModel.transaction(async (trx) => {
    const row = await openEnquiry(trx, id)
    const now = new Date()
    await TripEnquiryModel.query(trx).findById(id).patch({ status: 'answered', answer, answeredAt: now, answeredByUserId: ctx.actor.userId ?? null })
    await recordChange(trx, { subject: enquirySubject(id), actor: ctx.actor, action: 'answered', changes: { status: [row.status, 'answered'], answer: [row.answer, answer] }, note: row.reference })
    const subject = t('trips:enquiry.mail.answerSubject', { reference: row.reference, trip: tripName })
    const mail = renderMail(
      {
        subject,
        heading: t('trips:enquiry.mail.answerHeading', { name: row.name }),
        paragraphs: answer.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
        details: [
          [t('trips:enquiry.reference'), row.reference],
          [t('trips:enquiry.trip'), tripName],
          [t('trips:enquiry.date'), formatDate(row.travelDate, lng)],
          [t('trips:enquiry.party'), partyText(t, row.participants - row.children, row.children)],
        ],
        footer: site.businessName,
      },
      lng,
    )
    await queueMail({ kind: 'trip-enquiry-answer', to: row.email, replyTo: site.email, language: lng, ...mail }, trx)
  })
}

/** Closed: nothing more to do (the customer booked elsewhere, or did not answer). */
export async function closeTripEnquiry(ctx: Pick<StaffChange, 'actor'>, id: number): Promise<void> {
  await TripEnquiryModel.transaction(async (trx) => {
    const row = await openEnquiry(trx, id)
    await TripEnquiryModel.query(trx).findById(id).patch({ status: 'closed' })
    await recordChange(trx, { subject: enquirySubject(id), actor: ctx.actor, action: 'status', changes: { status: [row.status, 'closed'] }, note: row.reference })
  })
}
