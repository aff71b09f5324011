import { mapSearchUrl } from '../lib/map-search'
import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { UniqueViolationError } from 'objection'
import { recordChange, type Actor } from '../audit/audit.server'
import type { ServiceContext } from '../config/app-context'
import { transactionThen } from '../db/after-commit'
import { TripDepartureModel } from '../departures/departures.model'
import { seatsLeftOf, takeSeats } from '../departures/seats.server'
import { isLanguage, type Language } from '../i18n/languages'
import { translate, translateList } from '../i18n/translatable'
import type { JobQueue } from '../jobs/job-queue'
import { ConflictError, ValidationError } from '../lib/errors'
import { localParts } from '../lib/island-time'
import { queueMail, type MailAttachment } from '../mail/mail.server'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import { notificationRecipients, queueForRecipients, type StaffRecipient } from '../settings/notifications.server'
import { getSiteSettings } from '../settings/settings.server'
import type { SiteSettings } from '../settings/settings.schema'
import { TripModel } from '../trips/trips.model'
import type { NotBookable } from '../departures/availability.server'
import { departurePlan } from './booking-departures.server'
import { priceParty, type PricingProblem } from './pricing'
import { customerTripMail, staffTripMail, type TripMailContext } from './trip-booking-mails'
import { bookingReadIn } from './participant-labels.server'
import { tripBookingDocuments } from './trip-documents.server'
import { duplicateDecision, earlierLiveBooking } from './trip-booking-duplicates.server'
import { guideLanguageFor } from './guide-language'
import { scheduleTripHoldExpiry, scheduleTripReminder } from './trip-booking-jobs.server'
import { moneyLeft } from './money-left'
import { TripBookingModel, type BookedParticipants, type TripBookingSource, type TripBookingStatus, type TripPaymentMethod, type TripPaymentStatus } from './trip-bookings.model'
import type { TripBookingInput } from './trip-bookings.schema'

// Creating and reading trip bookings (docs/decisions/042). A booking takes its seats with
// takeSeats in the transaction that stores it: a web booking never exceeds the departure's
// capacity, whatever the concurrency; staff on the phone may force it.

/** How long a visitor's checkout holds the seats. */
export const HOLD_MINUTES = 15

export const TRIP_BOOKING_AUDIT = 'trip-booking'

/** What creating or changing a trip booking needs besides the database. */
export interface TripBookingContext extends ServiceContext {
  jobs: JobQueue
  /** The visitor's (or staff's) language: the booking's language. */
  lng: Language
  /** The trips namespace in any language (e-mails in their reader's). */
  tFor: (lng: Language) => TFunction
}

export interface CreateOptions {
  actor?: Actor
  source: TripBookingSource
  /** Staff only: beyond the capacity (raises it visibly), and past the cut-off or a closed day. */
  force?: boolean
  idempotencyKey?: string
  /** Staff's user id, kept on the booking. */
  userId?: number | null
  /** The trip the form was on: a departure of another trip is refused. */
  tripId?: number
  /** The references of the bookings this visitor's browser made (its session): the only ones it may be sent on to or told of. */
  ownReferences?: readonly string[]
  now?: Date
}

/** A booking with the trip and departure it belongs to. */
export interface TripBookingRow extends TripBookingModel {
  trip: TripModel
  departure: TripDepartureModel
}

/** Too few seats left (sold out meanwhile, or the departure closed): says how many are left. */
export class SeatsUnavailableError extends ConflictError {
  constructor(
    readonly seatsLeft: number,
    readonly reason: 'full' | 'closed' | 'resource-full',
    readonly departureId: number,
  ) {
    super(`departure ${departureId}: ${reason}, ${seatsLeft} seats left`)
  }
}

/** A booking refused by its rules: one problem per form field, as codes with their values. */
export class TripBookingInvalidError extends ValidationError {
  constructor(readonly problems: Record<string, { code: string; params?: Record<string, string | number> }>) {
    super(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.code])))
  }
}

const PROBLEM_FIELD: Record<PricingProblem['code'], string> = { unknownCategory: 'counts', count: 'counts', empty: 'counts', needsAdult: 'counts', laps: 'counts', tooMany: 'counts' }
const NOT_BOOKABLE_CODE: Record<NotBookable, string> = { 'not-found': 'departure', 'other-trip': 'departure', closed: 'closed', 'past-cutoff': 'cutoff', 'not-on-sale': 'notBookable' }

// ── The view ─────────────────────────────────────────────────────────────────────────────────

export interface TripBookingView {
  id: number
  reference: string
  status: TripBookingStatus
  tripId: number
  tripName: string
  departureId: number
  /** YYYY-MM-DD, island date. */
  date: string
  /** HH:MM, island time. */
  time: string
  startsAt: string
  endsAt: string
  meetingPoint: string
  /** A map search for the meeting point. */
  mapUrl: string
  whatToBring: string[]
  participants: BookedParticipants[]
  seats: number
  currency: string
  totalCents: number
  onlineDueCents: number
  paidCents: number
  refundedCents: number
  /** Left to pay on the day (what was not paid online). */
  /** Left to pay on the day, and online from the booking's page (trip-booking-summary.ts). */
  dueOnDayCents: number
  payOnlineCents: number
  paymentMethod: TripPaymentMethod
  paymentStatus: TripPaymentStatus
  holdExpiresAt: string | null
  customer: { name: string; email: string; phone: string; country: string | null }
  language: Language
  guideLanguage: string | null
  notes: string
  source: TripBookingSource
  /** Cancelled free of charge until then; null: not refundable. */
  freeCancellationUntil: string | null
  freeCancellationHours: number | null
  createdAt: string
  confirmedAt: string | null
  cancelledAt: string | null
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)
/** The language a booking was made in (its e-mails' language). */
export const tripBookingLanguage = (row: { language: string }): Language => (isLanguage(row.language) ? row.language : 'es')

/** What pages and e-mails show of a booking, in `lng` (the trip's name, meeting point, what to bring). */
export function tripBookingView(booking: TripBookingRow, lng: Language): TripBookingView {
  const { trip, departure } = booking
  const startsAt = new Date(departure.startsAt)
  const meetingPoint = translate(trip, 'meetingPoint', lng)
  const freeHours = trip.freeCancellationHours
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    tripId: trip.id,
    tripName: translate(trip, 'name', lng),
    departureId: departure.id,
    date: String(departure.localDate).slice(0, 10),
    time: departure.localTime,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + trip.durationMinutes * 60_000).toISOString(),
    meetingPoint,
    mapUrl: mapSearchUrl(meetingPoint || translate(trip, 'location', lng)),
    whatToBring: translateList(trip, 'whatToBring', lng),
    participants: booking.participants,
    seats: booking.seats,
    currency: booking.currency,
    totalCents: booking.totalCents,
    onlineDueCents: booking.onlineDueCents,
    paidCents: booking.paidCents,
    refundedCents: booking.refundedCents,
    ...moneyLeft(booking),
    paymentMethod: booking.paymentMethod,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: iso(booking.holdExpiresAt),
    customer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone, country: booking.customerCountry },
    language: tripBookingLanguage(booking),
    guideLanguage: booking.guideLanguage,
    notes: booking.notes,
    source: booking.source,
    freeCancellationUntil: freeHours === null ? null : new Date(startsAt.getTime() - freeHours * 3_600_000).toISOString(),
    freeCancellationHours: freeHours,
    createdAt: new Date(booking.createdAt).toISOString(),
    confirmedAt: iso(booking.confirmedAt),
    cancelledAt: iso(booking.cancelledAt),
  }
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

export type TripBookingKey = { id: number } | { reference: string } | { idempotencyKey: string }

/** A booking with its trip and departure; `lock` takes the booking row for update. */
export async function loadTripBooking(key: TripBookingKey, trx?: Knex.Transaction, { lock = false }: { lock?: boolean } = {}): Promise<TripBookingRow | undefined> {
  const query = TripBookingModel.query(trx).findOne(key)
  const row = await (lock ? query.forUpdate() : query)
  if (!row) return undefined
  const trip = await TripModel.query(trx).findById(row.tripId).throwIfNotFound()
  const departure = await TripDepartureModel.query(trx).findById(row.departureId).throwIfNotFound()
  return Object.assign(row, { trip, departure }) as TripBookingRow
}

/** A booking by its reference (any case), or undefined. */
export async function findTripBooking(reference: string, trx?: Knex.Transaction): Promise<TripBookingRow | undefined> {
  const ref = reference.trim().toUpperCase()
  if (!/^TR-\d{4}-\d{6,}$/.test(ref)) return undefined
  return loadTripBooking({ reference: ref }, trx)
}

// ── Creating ─────────────────────────────────────────────────────────────────────────────────

/** What a booking transaction reads besides its rows: loaded before it opens (ADR 018). */
export interface TripMailEnv {
  site: SiteSettings
  recipients: StaffRecipient[]
}

export async function tripMailEnv(): Promise<TripMailEnv> {
  return { site: await getSiteSettings(), recipients: await notificationRecipients('bookings') }
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof UniqueViolationError ? error.columns.includes('idempotency_key') || /idempotency/.test(error.constraint ?? '') : (error as { code?: string; constraint?: string })?.code === '23505' && /idempotency/.test((error as { constraint?: string }).constraint ?? '')
}

/** How this booking is paid: what the visitor chose among what the trip and the site can honour. */
export function paymentMethodFor(trip: Pick<TripModel, 'onlinePayment' | 'payOnDayAllowed'>, chosen: TripPaymentMethod | undefined, { onlinePayments, source }: { onlinePayments: boolean; source: TripBookingSource }): TripPaymentMethod | 'choose' | 'none' {
  const online = onlinePayments && trip.onlinePayment !== 'none'
  // Staff on the phone may always take it to be paid on the day (or online, when possible).
  const onDay = trip.payOnDayAllowed || source === 'phone'
  if (chosen === 'online') return online ? 'online' : onDay ? 'choose' : 'none'
  if (chosen === 'on_the_day') return onDay ? 'on_the_day' : online ? 'choose' : 'none'
  if (source === 'phone') return 'on_the_day'
  if (online && onDay) return 'choose'
  return online ? 'online' : onDay ? 'on_the_day' : 'none'
}

/** The payment methods the form offers for a trip now. */
export function paymentChoices(trip: Pick<TripModel, 'onlinePayment' | 'payOnDayAllowed'>, onlinePayments: boolean): TripPaymentMethod[] {
  return [...(onlinePayments && trip.onlinePayment !== 'none' ? (['online'] as const) : []), ...(trip.payOnDayAllowed ? (['on_the_day'] as const) : [])]
}

export interface CreatedTripBooking {
  booking: TripBookingView
  row: TripBookingRow
  /** The same idempotency key came again: this is the first booking, nothing new was stored. */
  replayed: boolean
  /** This visitor's unpaid booking of the same departure and party: nothing new was stored, it is the one to pay. */
  resumed?: boolean
}

async function replay(key: string | undefined, lng: Language): Promise<CreatedTripBooking | null> {
  if (!key) return null
  const row = await loadTripBooking({ idempotencyKey: key })
  return row ? { booking: tripBookingView(row, lng), row, replayed: true } : null
}

/**
 * Prices and stores a booking in one transaction: the departure's seats taken (held while the
 * visitor pays online: `pending_payment` until `hold_expires_at`; else `confirmed`), the reference
 * TR-YYYY-NNNNNN, the audit row, the hold-expiry job or the reminder and confirmation e-mail.
 * Throws TripBookingInvalidError (400, per field) or SeatsUnavailableError (409, with the seats
 * left). The same idempotency key twice gives back the first booking. A web booking of a departure
 * the same e-mail already holds live is not made silently (trip-booking-duplicates.server.ts): the
 * visitor's own unpaid one of the same party comes back (`resumed`), else DuplicateTripBookingError
 * (409) until the visitor confirms a second booking.
 */
export async function createTripBooking(ctx: TripBookingContext, input: TripBookingInput, options: CreateOptions): Promise<CreatedTripBooking> {
  const { source, force = false } = options
  const now = options.now ?? new Date()
  const idempotencyKey = options.idempotencyKey ?? input.idempotencyKey
  const first = await replay(idempotencyKey, ctx.lng)
  if (first) return first

  const plan = await departurePlan(input.departureId, ctx.lng, { tripId: options.tripId, now })
  if (!plan || plan.problem === 'not-found' || plan.problem === 'other-trip') throw new TripBookingInvalidError({ departureId: { code: 'departure' } })
  const { trip, departure, categories } = plan
  const staff = source === 'phone'
  const refusal = plan.problem
  // Staff on the phone may sell past the cut-off and a trip not sold online; a closed departure only by force.
  if (refusal && !(staff && (force || refusal === 'past-cutoff' || refusal === 'not-on-sale'))) {
    if (refusal === 'closed') throw new SeatsUnavailableError(0, 'closed', departure.id)
    throw new TripBookingInvalidError({ departureId: { code: NOT_BOOKABLE_CODE[refusal] } })
  }
  if (input.guideLanguage && departure.guideLanguages.length && !departure.guideLanguages.includes(input.guideLanguage)) throw new TripBookingInvalidError({ guideLanguage: { code: 'guideLanguage' } })
  const method = paymentMethodFor(trip, input.payment, { onlinePayments: await onlinePaymentsAvailable(ctx.secrets), source })
  if (method === 'none') throw new TripBookingInvalidError({ payment: { code: 'notBookable' } })
  if (method === 'choose') throw new TripBookingInvalidError({ payment: { code: 'payment' } })
  const priced = priceParty(categories, input.counts, {
    onlinePayment: method === 'online' ? trip.onlinePayment : 'none',
    depositPercent: trip.depositPercent,
    maxSeats: force ? undefined : departure.capacity,
  })
  if (!priced.ok) throw new TripBookingInvalidError({ [PROBLEM_FIELD[priced.problem.code]]: { code: priced.problem.code, params: priced.problem.params } })
  // The same e-mail on the same departure, on the web and on the phone (the form sent again after
  // Back). Asked before the seats (the first booking may have taken the last ones) and again under the departure's lock.
  const duplicates = { ownReferences: options.ownReferences ?? [], confirmed: Boolean(input.confirmDuplicate), idempotencyKey, staff }
  const sameVisitor = async (trx?: Knex.Transaction): Promise<CreatedTripBooking | null> => {
    const decision = duplicateDecision(await earlierLiveBooking(trx, departure.id, input.email, now), { participants: priced.participants, method }, duplicates)
    if (!decision) return null
    const replayed = 'replay' in decision
    const row = await loadTripBooking({ id: replayed ? decision.replay.id : decision.resume.id }, trx)
    return row ? { booking: tripBookingView(row, ctx.lng), row, replayed, ...(replayed ? {} : { resumed: true }) } : null
  }
  const earlier = await sameVisitor()
  if (earlier) return earlier
  // Read before the transaction: a party larger than what is left is refused without one (the
  // conditional update below stays the authority; this only spares the database under a rush).
  if (!(staff && force) && priced.seats > plan.seatsLeft) throw new SeatsUnavailableError(plan.seatsLeft, 'full', departure.id)
  const env = await tripMailEnv()
  const status: TripBookingStatus = method === 'online' && !staff ? 'pending_payment' : 'confirmed'
  const actor: Actor = options.actor ?? { type: 'customer', name: input.name }

  try {
    return await transactionThen(TripBookingModel.knex(), async (trx) => {
      // Two posts of one e-mail at once: the second waits here for the first and then finds it.
      await trx('trip_departures').where({ id: departure.id }).forUpdate().first('id')
      const sameKey = idempotencyKey ? await loadTripBooking({ idempotencyKey }, trx) : undefined
      if (sameKey) return { booking: tripBookingView(sameKey, ctx.lng), row: sameKey, replayed: true }
      const meanwhile = await sameVisitor(trx)
      if (meanwhile) return meanwhile
      const refused = await takeSeats(trx, departure.id, priced.seats, { force: staff && force })
      if (refused) {
        const left = (await seatsLeftOf(trx, [departure.id])).get(departure.id) ?? 0
        throw new SeatsUnavailableError(refused === 'closed' ? 0 : left, refused, departure.id)
      }
      if (staff && force && priced.seats > plan.seatsLeft) {
        // Beyond the capacity: takeSeats raised it; the departure's history says so.
        const raised = await trx('trip_departures').where({ id: departure.id }).first('capacity')
        if (raised && raised.capacity !== departure.capacity) await recordChange(trx, { subject: { type: 'trip-departure', id: departure.id }, actor, action: 'capacity', changes: { capacity: [departure.capacity, raised.capacity] }, note: 'phone booking beyond capacity' })
      }
      const { rows } = await trx.raw<{ rows: Array<{ n: number }> }>("select nextval('trip_booking_number_seq') as n")
      const reference = `TR-${localParts(now).year}-${String(rows[0]!.n).padStart(6, '0')}`
      const holdExpiresAt = status === 'pending_payment' ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null
      const inserted = await TripBookingModel.query(trx).insertAndFetch({
        reference,
        tripId: trip.id,
        departureId: departure.id,
        status,
        participants: priced.participants,
        seats: priced.seats,
        totalCents: priced.totalCents,
        currency: trip.currency || 'EUR',
        paymentMethod: method,
        paymentStatus: 'unpaid',
        onlineDueCents: priced.onlineDueCents,
        paidCents: 0,
        refundedCents: 0,
        holdExpiresAt,
        confirmedAt: status === 'confirmed' ? now : null,
        customerName: input.name,
        customerEmail: input.email,
        customerPhone: input.phone,
        customerCountry: input.country ?? null,
        language: ctx.lng,
        guideLanguage: guideLanguageFor(departure.guideLanguages, input.guideLanguage, ctx.lng),
        notes: input.notes ?? '',
        source,
        createdByUserId: options.userId ?? null,
        idempotencyKey: idempotencyKey ?? null,
      })
      const row = Object.assign(inserted, { trip, departure: { ...departure, seatsTaken: departure.seatsTaken + priced.seats } }) as TripBookingRow
      const auditId = await recordChange(trx, {
        subject: { type: TRIP_BOOKING_AUDIT, id: row.id },
        actor,
        action: 'created',
        changes: { status: [null, status], seats: [null, priced.seats], paymentMethod: [null, method], totalCents: [null, priced.totalCents] },
        note: staff && force && priced.seats > plan.seatsLeft ? 'beyond capacity' : null,
      })
      if (status === 'pending_payment') await scheduleTripHoldExpiry(ctx.jobs, trx, row.id, holdExpiresAt!)
      else await confirmedEffects(trx, ctx, row, env, { auditId, kind: 'confirmed', now })
      return { booking: tripBookingView(row, ctx.lng), row, replayed: false }
    })
  } catch (error) {
    // Two submits with one key at the same moment: the second finds the first.
    const again = isDuplicateKey(error) ? await replay(idempotencyKey, ctx.lng) : null
    if (again) return again
    throw error
  }
}

interface ConfirmedEffectsOptions {
  auditId: number
  kind: 'confirmed' | 'paid'
  now?: Date
  /** The payment receipt, made after the commit that wrote the payment into the history (it reads it there). */
  receipt?: (b: TripBookingView, t: TFunction, ctx: TripMailContext) => Promise<MailAttachment>
}

/** What follows a confirmation, in its transaction: the reminder job, the customer's e-mail with the voucher, staff's notice. */
export async function confirmedEffects(trx: Knex.Transaction, ctx: Pick<TripBookingContext, 'jobs' | 'tFor' | 'publicUrl' | 'secrets'>, row: TripBookingRow, env: TripMailEnv, { auditId, kind, now = new Date(), receipt }: ConfirmedEffectsOptions): Promise<void> {
  await scheduleTripReminder(ctx.jobs, trx, row, now)
  const lng = tripBookingLanguage(row)
  const mailCtx = { site: env.site, publicUrl: ctx.publicUrl, secrets: ctx.secrets }
  const view = tripBookingView(row, lng)
  const t = ctx.tFor(lng)
  const documents = async () => [...(await tripBookingDocuments(view, t, mailCtx)), ...(receipt ? [await receipt(view, t, mailCtx)] : [])]
  await queueMail(customerTripMail(view, kind, t, mailCtx, { documents }), trx, { auditId })
  await queueForRecipients(env.recipients, async (staffLng) => staffTripMail(await bookingReadIn(tripBookingView(row, staffLng), staffLng, trx), kind === 'paid' ? 'paid' : 'new', ctx.tFor(staffLng), staffLng, mailCtx), trx)
}
