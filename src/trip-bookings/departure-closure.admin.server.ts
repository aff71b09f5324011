import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { z } from 'zod'
import { CLOSURE_CAUSES, closureReasonText } from '../departures/closure-causes'
import { recordChange, type Actor } from '../audit/audit.server'
import { AuditEntryModel } from '../audit/audit.model'
import type { AppContext } from '../config/app-context'
import { TripDepartureModel } from '../departures/departures.model'
import { formatIslandDate } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import { isLanguage, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { FIELD } from '../lib/forms'
import { NotFoundError, RefusedError } from '../lib/errors'
import { renderMail } from '../mail/mail-layout'
import { OutboxMessageModel } from '../mail/mail.model'
import { queueMail, type QueuedMail } from '../mail/mail.server'
import { closeOpenCheckouts } from '../payments/payments.server'
import { getSiteSettings } from '../settings/settings.server'
import type { SiteSettings } from '../settings/settings.schema'
import { TripModel } from '../trips/trips.model'
import { TripBookingModel } from './trip-bookings.model'
import { tripBookingPath } from './trip-booking-token'
import { expireTripBooking } from './trip-payments.server'

// A departure closed by the office (weather, docs/decisions/042): in one transaction the departure
// stops selling, checkouts in progress end and give their seats back, and every booked customer is
// sent — in the language they booked in — a one-click choice of another date or a full refund
// (the manage page honours both whatever the cancellation policy). While nobody has taken either
// choice, the office can open the departure again: closure e-mails not yet sent are taken back,
// and those who read one are told the trip goes ahead after all.

export const DEPARTURE_SUBJECT = 'trip-departure'
export const TRIP_BOOKING_SUBJECT = 'trip-booking'

/**
 * The closure form: a cause from the list (each customer reads it in their language), or the
 * office's own words for another one, and a box ticked to say "yes, tell them all". Answers the
 * reason as stored: the cause's code, or the words.
 */
export const DepartureClosureSchema = z
  .object({
    cause: z.enum([...CLOSURE_CAUSES, 'other'], { error: 'required' }).optional(),
    reason: FIELD.optionalText(300),
    confirm: z.literal('on', { error: 'required' }),
  })
  .superRefine((form, ctx) => {
    if ((form.cause ?? 'other') === 'other' && !form.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' })
  })
  .transform((form) => ({ reason: form.cause && form.cause !== 'other' ? form.cause : form.reason! }))

export interface ClosureContext extends Pick<AppContext, 'knex' | 'secrets' | 'publicUrl' | 'env'> {
  /** The trips namespace in a customer's language. */
  tFor: (lng: Language) => TFunction
  actor: Actor
}

export interface ClosureOutcome {
  /** Customers e-mailed the choice (one per confirmed booking). */
  notified: number
  /** Checkouts in progress that ended, their seats given back. */
  expired: number
}

/** The confirmed bookings told of a closure and what they had been refunded then (a re-opening checks nothing moved since). */
type Notified = Array<[bookingId: number, refundedCents: number]>

function closureMail(b: TripBookingModel, trip: TripModel, departure: TripDepartureModel, reason: string, ctx: ClosureContext, site: SiteSettings): QueuedMail {
  const lng: Language = isLanguage(b.language) ? b.language : 'es'
  const t = ctx.tFor(lng)
  const k = (key: string, options?: Record<string, unknown>) => t(`trips:closure.${key}`, options)
  const name = translate(trip, 'name', lng) || trip.name
  const date = formatIslandDate(departure.localDate, lng)
  const vars = { trip: name, date, time: departure.localTime, reference: b.reference, name: b.customerName, reason: closureReasonText(reason, t) }
  // The links open the booking in the e-mail's language, whatever the browser last chose.
  const manage = `${ctx.publicUrl}${tripBookingPath(ctx.secrets, b.reference)}&lng=${lng}`
  const content = renderMail(
    {
      subject: k('subject', vars),
      heading: k('heading', vars),
      paragraphs: [k('text', vars), k('reason', vars), k('choice', vars), k('help', { phone: formatPhone(site.phone) })],
      details: [
        [k('reference'), b.reference],
        [k('trip'), name],
        [k('when'), `${date} · ${departure.localTime}`],
        [k('participants'), b.participants.filter((p) => p.count > 0).map((p) => `${p.count} × ${p.label}`).join(' · ')],
      ],
      button: { label: k('chooseDate'), url: `${manage}&choice=date` },
      moreButtons: [{ label: k('chooseRefund'), url: `${manage}&choice=refund` }],
      footer: `${site.businessName} · ${formatPhone(site.phone)} · ${site.email}`,
    },
    lng,
  )
  return { kind: 'trip-closure', to: b.customerEmail, language: lng, replyTo: site.email, ...content }
}

async function lockedDeparture(trx: Knex.Transaction, id: number): Promise<TripDepartureModel> {
  const departure = await TripDepartureModel.query(trx).findById(id).forUpdate()
  if (!departure) throw new NotFoundError('Departure not found')
  return departure
}

/** Closes a departure for the weather (or any reason staff give) and tells its customers. */
export async function closeDeparture(ctx: ClosureContext, id: number, { reason }: z.infer<typeof DepartureClosureSchema>): Promise<ClosureOutcome> {
  // Read before the transaction: the embedded database has one session (ADR 018).
  const known = await TripDepartureModel.query().findById(id)
  if (!known) throw new NotFoundError('Departure not found')
  const [trip, site] = await Promise.all([TripModel.query().findById(known.tripId), getSiteSettings()])
  if (!trip) throw new NotFoundError('Trip not found')
  // Checkouts in progress end first (network calls, before the transaction): nobody pays for a
  // closed departure. One paid meanwhile is settled by the webhook, which refunds it (closed).
  const holding = await TripBookingModel.query().where({ departureId: id, status: 'pending_payment' }).select('id')
  for (const b of holding) await closeOpenCheckouts(ctx, { type: 'trip', id: b.id }).catch(() => undefined)
  const { expired, notified } = await ctx.knex.transaction(async (trx) => {
    const departure = await lockedDeparture(trx, id)
    if (departure.status === 'closed') throw new RefusedError(409, 'admin:departureClosure.alreadyClosed')
    // Telling customers that a trip they have already been on "will not take place" would be false.
    if (departure.startsAt.getTime() <= Date.now()) throw new RefusedError(409, 'admin:departureClosure.alreadyStarted')
    const closedAt = new Date()
    await TripDepartureModel.query(trx).findById(id).patch({ status: 'closed', closedReason: reason, closedAt, version: departure.version + 1 })
    const bookings = await TripBookingModel.query(trx).where({ departureId: id }).whereIn('status', ['pending_payment', 'confirmed']).orderBy('id').forUpdate()
    const pending = bookings.filter((b) => b.status === 'pending_payment')
    const confirmed = bookings.filter((b) => b.status === 'confirmed')
    for (const b of pending) {
      await expireTripBooking(trx, Object.assign(b, { trip, departure }), ctx.actor, reason)
    }
    for (const b of confirmed) {
      const auditId = await recordChange(trx, { subject: { type: TRIP_BOOKING_SUBJECT, id: b.id }, actor: ctx.actor, action: 'departureClosed', note: reason })
      await queueMail(closureMail(b, trip, departure, reason, ctx, site), trx, { auditId })
    }
    const told: Notified = confirmed.map((b) => [b.id, b.refundedCents])
    await recordChange(trx, {
      subject: { type: DEPARTURE_SUBJECT, id },
      actor: ctx.actor,
      action: 'closed',
      changes: { status: ['open', 'closed'], closedReason: [departure.closedReason, reason], notifiedBookings: [null, told], expiredBookings: [null, pending.map((b) => b.id)] },
      note: reason,
    })
    return { expired: pending, notified: confirmed.length }
  })
  return { expired: expired.length, notified }
}

/**
 * Whether the departure could open again: nobody told of its closure has since been refunded,
 * cancelled or moved to another date. Answers the reference of the first booking that has.
 */
async function movedSinceClosure(db: Knex | Knex.Transaction, id: number): Promise<{ blocked: string | null; closedBy: string | null; told: Notified }> {
  const entry = await AuditEntryModel.query(db).where({ subjectType: DEPARTURE_SUBJECT, subjectId: id, action: 'closed' }).orderBy('id', 'desc').first()
  const told = (entry?.changes.notifiedBookings?.[1] ?? []) as Notified
  const closedBy = entry?.actorName ?? null
  if (!told.length) return { blocked: null, closedBy, told }
  const rows = await TripBookingModel.query(db).whereIn('id', told.map(([bookingId]) => bookingId))
  for (const [bookingId, refunded] of told) {
    const b = rows.find((row) => row.id === bookingId)
    if (!b || b.departureId !== id || b.status !== 'confirmed' || b.refundedCents !== refunded) return { blocked: b?.reference ?? String(bookingId), closedBy, told }
  }
  return { blocked: null, closedBy, told }
}

/** For the departure page: who closed it and whether it can be opened again. */
export async function closureState(id: number): Promise<{ reopenable: boolean; blockedBy: string | null; closedBy: string | null }> {
  const { blocked, closedBy } = await movedSinceClosure(TripDepartureModel.knex(), id)
  return { reopenable: blocked === null, blockedBy: blocked, closedBy }
}

/** What opening a departure again did to the customers told of its closure. */
export interface ReopenOutcome {
  /** Closure e-mails still waiting in the outbox, taken back: those customers never hear of it. */
  withdrawn: number
  /** Customers who had read the closure: e-mailed that the trip goes ahead after all. */
  told: number
}

/** "Good news: the trip goes ahead", in the customer's language: their booking stands; the earlier choice is off, a call sorts out who cannot come. */
function reopenedMail(b: TripBookingModel, trip: TripModel, departure: TripDepartureModel, ctx: ClosureContext, site: SiteSettings): QueuedMail {
  const lng: Language = isLanguage(b.language) ? b.language : 'es'
  const k = (key: string, options?: Record<string, unknown>) => ctx.tFor(lng)(`trips:reopened.${key}`, options)
  const vars = { trip: translate(trip, 'name', lng) || trip.name, date: formatIslandDate(departure.localDate, lng), time: departure.localTime, reference: b.reference, name: b.customerName, phone: formatPhone(site.phone) }
  const content = renderMail(
    {
      subject: k('subject', vars),
      heading: k('heading', vars),
      paragraphs: [k('text', vars), k('choiceOff', vars), k('help', vars)],
      details: [],
      button: { label: k('viewBooking'), url: `${ctx.publicUrl}${tripBookingPath(ctx.secrets, b.reference)}&lng=${lng}` },
      footer: `${site.businessName} · ${formatPhone(site.phone)} · ${site.email}`,
    },
    lng,
  )
  return { kind: 'trip-reopened', to: b.customerEmail, language: lng, replyTo: site.email, ...content }
}

/**
 * Opens a closed departure again (the weather turned), refused once a customer took a refund or
 * another date. Each customer told of the closure hears the truth: a closure e-mail still in the
 * outbox is taken back; one already sent is followed by "it goes ahead after all".
 */
export async function reopenDeparture(ctx: ClosureContext, id: number): Promise<ReopenOutcome> {
  // Read before the transaction: the embedded database has one session (ADR 018).
  const known = await TripDepartureModel.query().findById(id)
  if (!known) throw new NotFoundError('Departure not found')
  const [trip, site] = await Promise.all([TripModel.query().findById(known.tripId), getSiteSettings()])
  if (!trip) throw new NotFoundError('Trip not found')
  return ctx.knex.transaction(async (trx) => {
    const departure = await lockedDeparture(trx, id)
    if (departure.status !== 'closed') throw new RefusedError(409, 'admin:departureClosure.notClosed')
    const { blocked, told } = await movedSinceClosure(trx, id)
    if (blocked) throw new RefusedError(409, 'admin:departureClosure.reopenRefused', { reference: blocked })
    await TripDepartureModel.query(trx).findById(id).patch({ status: 'open', closedReason: null, closedAt: null, version: departure.version + 1 })
    await recordChange(trx, { subject: { type: DEPARTURE_SUBJECT, id }, actor: ctx.actor, action: 'reopened', changes: { status: ['closed', 'open'], closedReason: [departure.closedReason, null] } })
    const outcome: ReopenOutcome = { withdrawn: 0, told: 0 }
    const bookings = told.length ? await TripBookingModel.query(trx).whereIn('id', told.map(([bookingId]) => bookingId)).orderBy('id') : []
    for (const b of bookings) {
      const closure = await AuditEntryModel.query(trx).where({ subjectType: TRIP_BOOKING_SUBJECT, subjectId: b.id, action: 'departureClosed' }).orderBy('id', 'desc').first()
      const withdrawn = closure ? await OutboxMessageModel.query(trx).where({ auditId: closure.id, status: 'pending' }).patch({ status: 'withdrawn' }) : 0
      const auditId = await recordChange(trx, { subject: { type: TRIP_BOOKING_SUBJECT, id: b.id }, actor: ctx.actor, action: 'departureReopened', changes: { closureMail: [null, withdrawn ? 'withdrawn' : 'followed'] } })
      if (withdrawn) outcome.withdrawn += 1
      else {
        await queueMail(reopenedMail(b, trip, departure, ctx, site), trx, { auditId })
        outcome.told += 1
      }
    }
    return outcome
  })
}
