import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { UniqueViolationError } from 'objection'
import { recordChange, type Actor } from '../audit/audit.server'
import type { ServiceContext } from '../config/app-context'
import { countRowsBy } from '../db/count'
import type { Language } from '../i18n/languages'
import type { JobQueue } from '../jobs/job-queue'
import { queueMail } from '../mail/mail.server'
import { verifyBookingToken } from './booking-token'
import { onlineAmountCents, type BookingRules } from './booking-rules'
import { bookingEnv, loadBooking, viewOf, viewsOf, type BookingEnv } from './booking-store.server'
import type { BookingView, StoredBreakdown } from './booking-view'
import { releaseSlot, stoppedDays, takeSlot } from './capacity.server'
import { localParts } from '../lib/island-time'
import { staffMails } from './mails'
import { customerBookingMail } from './voucher.server'
import { placeLabel } from './places'
import { isTerminal, quoteTransfer, type PlaceCode, type Quote } from './quote'
import { scheduleHoldExpiry, scheduleReminders } from './transfer-jobs.server'
import { TransferBookingModel, TransferLegModel, type BookingSource, type BookingStatus, type BookingWarning, type PaymentMethod, type PlaceKind } from './transfers.model'
import { passengersOf, quoteInputOf, type Parsed } from './quote.schema'
import { parseTransferRequest, type TransferRequestInput, type Travel } from './transfers.schema'
import { schemaContext, type LoadedTransfers } from './transfers.server'
import { transactionThen } from '../db/after-commit'

/** What creating or changing a booking needs besides the database: signing links, queueing jobs. */
export interface BookingContext extends ServiceContext {
  jobs: JobQueue
}

export interface SubmitContext extends BookingContext {
  lng: Language
  /** The visitor's language, namespace airport-transfers (their e-mail). */
  t: TFunction
  /** Spanish, namespace airport-transfers: the stored place names. */
  staffT: TFunction
  /** airport-transfers in any language: the business's notifications, each in its recipient's. */
  tFor: (lng: Language) => TFunction
  sourcePage: string
  /** From the form's hidden field or the API's Idempotency-Key header (the header wins). */
  idempotencyKey?: string
  source?: BookingSource
  actor?: Actor
  /** Whether online payment can be taken now (Stripe keys configured). */
  onlinePayments: boolean
  /** The bookings made in this browser: a second one of the same trip names them. */
  ownReferences?: readonly string[]
}

type Issues = Extract<Parsed<never>, { success: false }>['issues']
export type SubmitResult = { ok: true; booking: BookingView; replayed: boolean } | { ok: false; issues: Issues }

const issue = (path: string, message: string, params?: Record<string, unknown>): Issues[number] => ({ code: 'custom', path: [path], message, params, input: undefined }) as Issues[number]

export const kindOf = (place: string, address: string | undefined): PlaceKind => (isTerminal(place) ? place : address ? 'address' : 'town')

async function replay(ctx: ServiceContext, key: string | undefined, lng: Language): Promise<BookingView | null> {
  if (!key) return null
  const row = await loadBooking({ idempotencyKey: key })
  return row ? viewOf(ctx, row, lng) : null
}

/** The insert met a booking made with the same idempotency key. */
export function isDuplicateKey(error: unknown): boolean {
  return error instanceof UniqueViolationError ? error.columns.includes('idempotency_key') || /idempotency/.test(error.constraint ?? '') : (error as { code?: string })?.code === '23505'
}

/** A request's fields parsed against today's price table and settings (nothing stored). */
export async function parseTransferRequestBody(body: unknown): Promise<Parsed<TransferRequestInput>> {
  return parseTransferRequest(body, await schemaContext())
}

/**
 * How the customer pays, from the operator's mode, what they chose and whether online payment is
 * possible now. The site offers only what it can honour: without Stripe, the driver.
 */
export function paymentMethodFor(rules: Pick<BookingRules, 'paymentMode'>, chosen: PaymentMethod | undefined, onlinePayments: boolean): PaymentMethod | 'choose' {
  if (!onlinePayments || rules.paymentMode === 'driver') return 'driver'
  if (rules.paymentMode === 'online') return 'online'
  return chosen ?? 'choose'
}

export interface PlannedLeg {
  direction: 'outbound' | 'return'
  pickupAt: Date
  from: PlaceCode
  to: PlaceCode
  address: { from: string | undefined; to: string | undefined }
  travel: Travel | undefined
  travelTime: string | undefined
  /** Where exactly the driver waits (staff may say); the from-address otherwise. */
  pickupPoint?: string
}

export function plannedLegs(input: TransferRequestInput): PlannedLeg[] {
  const legs: PlannedLeg[] = [{ direction: 'outbound', pickupAt: input.pickupAt, from: input.from, to: input.to, address: { from: input.fromAddress, to: input.toAddress }, travel: input.travel, travelTime: input.travelTime }]
  if (input.tripType === 'return' && input.returnAt) {
    legs.push({ direction: 'return', pickupAt: input.returnAt, from: input.to, to: input.from, address: { from: input.toAddress, to: input.fromAddress }, travel: input.returnTravel, travelTime: input.returnTravelTime })
  }
  return legs
}

/**
 * The reference of an earlier live booking of the same traveller (e-mail or phone), day and route,
 * if any: one of `own` (made in this browser) first.
 */
export async function earlierSameTrip(input: TransferRequestInput, legs: PlannedLeg[], own: readonly string[] = []): Promise<string | null> {
  const first = legs[0]!
  const rows = await TransferBookingModel.query()
    .distinct('transfer_bookings.reference')
    .join('transfer_legs', 'transfer_legs.booking_id', 'transfer_bookings.id')
    .whereNotIn('transfer_bookings.status', ['cancelled', 'expired'])
    .where((w) => w.whereRaw('lower(transfer_bookings.customer_email) = ?', [input.email.toLowerCase()]).orWhere('transfer_bookings.customer_phone', input.phone))
    .where('transfer_legs.service_date', localParts(first.pickupAt).date)
    .where('transfer_legs.from_code', first.from)
    .where('transfer_legs.to_code', first.to)
  const references = rows.map((r) => r.reference)
  return references.find((r) => own.includes(r)) ?? references[0] ?? null
}

/** The checks that need the database: stopped sales, a second booking of the same trip. */
async function bookingProblems(input: TransferRequestInput, legs: PlannedLeg[], own: readonly string[]): Promise<{ issues: Issues; warnings: BookingWarning[] }> {
  const issues: Issues = []
  const warnings: BookingWarning[] = []
  const days = legs.map((l) => localParts(l.pickupAt).date)
  const stopped = await stoppedDays(days)
  legs.forEach((leg, i) => {
    if (stopped.includes(days[i]!)) issues.push(issue(leg.direction === 'outbound' ? 'date' : 'returnDate', 'salesStopped'))
  })
  const earlier = await earlierSameTrip(input, legs, own)
  if (earlier) {
    if (input.confirmDuplicate) warnings.push({ code: 'duplicate', reference: earlier })
    // The visitor is told its reference only when their own browser made it: anyone who types a
    // stranger's e-mail or phone would otherwise get the key to that booking's page. Staff read it (warnings).
    else if (own.includes(earlier)) issues.push(issue('confirmDuplicate', 'duplicateOwn', { reference: earlier }))
    else issues.push(issue('confirmDuplicate', 'duplicate'))
  }
  return { issues, warnings }
}

export function quoteOf(input: TransferRequestInput, loaded: LoadedTransfers): Quote | null {
  const quoted = quoteTransfer(quoteInputOf(input), loaded.table, loaded.pricing)
  return quoted.ok ? quoted.quote : null
}

/**
 * Validates, prices and stores a booking with one job per leg, then queues its e-mails and jobs in
 * the same transaction. It is confirmed at once when the operator's rules allow (far enough ahead,
 * a place left in each leg's time slot) — paid to the driver, or held for its online payment until
 * the webhook confirms it; otherwise it is "on request". The same idempotency key twice gives back
 * the first booking (no second row, no second e-mail).
 */
export async function submitTransferRequest(body: unknown, ctx: SubmitContext): Promise<SubmitResult> {
  const bodyKey = (body as { idempotencyKey?: unknown })?.idempotencyKey
  const parsed = parseTransferRequest({ ...(body as object), idempotencyKey: ctx.idempotencyKey ?? bodyKey }, await schemaContext())
  if (!parsed.success) return { ok: false, issues: parsed.issues }
  const input = parsed.data
  const existing = await replay(ctx, input.idempotencyKey, ctx.lng)
  if (existing) return { ok: true, booking: existing, replayed: true }

  const env = await bookingEnv()
  const { loaded, rules } = env
  const quote = quoteOf(input, loaded)
  if (!quote) return { ok: false, issues: [issue('vehicle', 'noPrice')] }
  const method = paymentMethodFor(rules, input.payment, ctx.onlinePayments)
  if (method === 'choose') return { ok: false, issues: [issue('payment', 'paymentChoice')] }
  const legs = plannedLegs(input)
  const problems = await bookingProblems(input, legs, ctx.ownReferences ?? [])
  if (problems.issues.length) {
    // The first of two identical submits, stored while this one was checked, is "a second booking" to
    // the check above: it is this submit's answer.
    const meanwhile = await replay(ctx, input.idempotencyKey, ctx.lng)
    if (meanwhile) return { ok: true, booking: meanwhile, replayed: true }
    return { ok: false, issues: problems.issues }
  }

  try {
    const booking = await transactionThen(TransferBookingModel.knex(), (trx) => storeBooking(trx, ctx, { input, legs, quote, method, env, warnings: problems.warnings }))
    return { ok: true, booking, replayed: false }
  } catch (error) {
    // Two submits with one key at the same moment: the second finds the first.
    const first = isDuplicateKey(error) ? await replay(ctx, input.idempotencyKey, ctx.lng) : null
    if (first) return { ok: true, booking: first, replayed: true }
    throw error
  }
}

export interface StorePlan {
  input: TransferRequestInput
  legs: PlannedLeg[]
  quote: Quote
  method: PaymentMethod
  env: BookingEnv
  warnings: BookingWarning[]
  /** A price staff set by hand (the quote's otherwise), with its reason. */
  priceCents?: number
  priceOverrideReason?: string | null
  staff?: StaffBookingOptions
}

/** Takes a place in each leg's slot, all or none: answers the slots, or null when one is full. */
async function takeSlots(trx: Knex.Transaction, legs: PlannedLeg[], rules: BookingRules): Promise<Array<Date> | null> {
  const taken: Date[] = []
  for (const leg of legs) {
    const slot = await takeSlot(trx, leg.pickupAt, rules)
    if (!slot) {
      for (const t of taken) await releaseSlot(trx, t)
      return null
    }
    taken.push(slot)
  }
  return taken
}

/** Staff taking a booking (by phone): they decide the status; capacity and lead time only warn. */
export interface StaffBookingOptions {
  status: 'confirmed' | 'on_request'
  /** The customer's e-mail (received or confirmed); staff are not notified of their own booking. */
  sendMail: boolean
  userId: number | null
}

/** The places and party of a booking as stored (the columns an edit rewrites too). */
export function bookingColumns(input: TransferRequestInput, quote: Quote, loaded: LoadedTransfers, staffT: TFunction) {
  const breakdown: StoredBreakdown = { quote, route: { from: input.from, fromAddress: input.fromAddress ?? null, to: input.to, toAddress: input.toAddress ?? null } }
  const storedPlace = placeStorer(loaded, staffT)
  return {
    isReturn: input.tripType === 'return',
    fromKind: kindOf(input.from, input.fromAddress),
    fromPlace: storedPlace(input.from, input.fromAddress),
    toKind: kindOf(input.to, input.toAddress),
    toPlace: storedPlace(input.to, input.toAddress),
    townId: loaded.towns.find((t) => t.slug === quote.pricedTown)?.id ?? null,
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    suitcases: input.suitcases,
    sportsEquipment: input.sportsEquipment,
    childSeats: input.childSeats,
    extras: input.extras,
    vehicleCode: input.vehicle,
    customerName: input.name,
    customerEmail: input.email,
    customerPhone: input.phone,
    notes: input.notes ?? '',
    priceCents: quote.totalCents,
    currency: quote.currency,
    priceBreakdown: { ...breakdown } as Record<string, unknown>,
  }
}

/** A place as stored: in Spanish (staffT), cut to the column's size. */
function placeStorer(loaded: LoadedTransfers, staffT: TFunction) {
  const townName = (code: string) => loaded.towns.find((t) => t.slug === code)?.name ?? null
  return (code: string, address: string | undefined) => placeLabel(staffT, { code, town: townName(code), address: address ?? null }).slice(0, 200)
}

/** One leg's columns as stored (without its booking, status, slot or driver). */
export function legColumns(leg: PlannedLeg, input: TransferRequestInput, quote: Quote, loaded: LoadedTransfers, staffT: TFunction) {
  const storedPlace = placeStorer(loaded, staffT)
  const pricedTown = loaded.towns.find((t) => t.slug === quote.pricedTown)
  return {
    direction: leg.direction,
    pickupAt: leg.pickupAt,
    serviceDate: localParts(leg.pickupAt).date,
    fromCode: leg.from,
    fromKind: kindOf(leg.from, leg.address.from),
    fromPlace: storedPlace(leg.from, leg.address.from),
    toCode: leg.to,
    toKind: kindOf(leg.to, leg.address.to),
    toPlace: storedPlace(leg.to, leg.address.to),
    pickupPoint: (leg.pickupPoint ?? leg.address.from ?? '').slice(0, 200),
    travelKind: leg.travel?.kind ?? null,
    travelNumber: leg.travel?.number ?? null,
    travelTime: leg.travelTime ?? null,
    passengers: passengersOf(input),
    luggage: input.suitcases + input.sportsEquipment,
    durationMinutes: loaded.towns.find((t) => t.slug === leg.from || t.slug === leg.to)?.driveMinutes ?? pricedTown?.driveMinutes ?? 30,
  }
}

/** Where the places come from: the visitor's rules, or staff deciding (places taken even beyond capacity). */
async function slotsFor(trx: Knex.Transaction, plan: StorePlan, now: Date): Promise<{ slots: Array<Date> | null; warnings: BookingWarning[] }> {
  const { legs, env, staff } = plan
  const { rules } = env
  if (staff) {
    if (staff.status === 'on_request') return { slots: null, warnings: [] }
    const slots: Date[] = []
    const warnings: BookingWarning[] = []
    for (const leg of legs) {
      const free = await takeSlot(trx, leg.pickupAt, rules)
      if (!free && !warnings.length) warnings.push({ code: 'capacity' })
      slots.push(free ?? (await takeSlot(trx, leg.pickupAt, rules, { force: true }))!)
    }
    return { slots, warnings }
  }
  const farEnough = legs.every((l) => l.pickupAt.getTime() >= now.getTime() + rules.instantMinNoticeHours * 3_600_000)
  return { slots: farEnough ? await takeSlots(trx, legs, rules) : null, warnings: [] }
}

export async function storeBooking(trx: Knex.Transaction, ctx: SubmitContext, plan: StorePlan): Promise<BookingView> {
  const { input, legs, quote, method, env, staff } = plan
  const { loaded, rules } = env
  const now = new Date()
  const { slots, warnings: slotWarnings } = await slotsFor(trx, plan, now)
  const status: BookingStatus = !slots ? 'on_request' : method === 'online' ? 'pending_payment' : 'confirmed'
  const { rows } = await trx.raw<{ rows: Array<{ n: number }> }>("select nextval('transfer_booking_number_seq') as n")
  const reference = `MT-${localParts(now).year}-${String(rows[0]!.n).padStart(6, '0')}`
  const holdExpiresAt = status === 'pending_payment' ? new Date(now.getTime() + rules.checkoutHoldMinutes * 60_000) : null
  const columns = bookingColumns(input, quote, loaded, ctx.staffT)
  const priceCents = plan.priceCents ?? columns.priceCents
  const booking = await TransferBookingModel.query(trx).insertAndFetch({
    ...columns,
    reference,
    idempotencyKey: input.idempotencyKey ?? null,
    status,
    language: ctx.lng,
    priceCents,
    priceOverrideReason: plan.priceOverrideReason ?? null,
    paymentMethod: method,
    paymentStatus: 'unpaid',
    onlineDueCents: method === 'online' ? onlineAmountCents(priceCents, rules) : 0,
    holdExpiresAt,
    confirmedAt: status === 'confirmed' ? now : null,
    termsAcceptedAt: now,
    sourcePage: ctx.sourcePage.slice(0, 300),
    source: ctx.source ?? 'web',
    createdByUserId: staff?.userId ?? null,
    warnings: [...plan.warnings, ...slotWarnings],
  })
  const legRows = await TransferLegModel.query(trx).insertAndFetch(legs.map((leg, i) => ({ ...legColumns(leg, input, quote, loaded, ctx.staffT), bookingId: booking.id, slotStart: slots?.[i] ?? null })))
  const row = Object.assign(booking, { legs: legRows })
  const actor = ctx.actor ?? { type: 'customer' as const, name: input.name }
  const auditId = await recordChange(trx, { subject: { type: 'transfer-booking', id: booking.id }, actor, action: 'created', changes: { status: [null, status], paymentMethod: [null, method], ...(plan.priceOverrideReason ? { priceCents: [columns.priceCents, priceCents] } : {}) }, note: plan.priceOverrideReason ?? null })
  const viewIn = await viewsOf(ctx, row, { trx, env })
  const view = viewIn(ctx.lng)
  if (status === 'pending_payment') await scheduleHoldExpiry(ctx.jobs, trx, booking.id, holdExpiresAt!)
  if (status === 'confirmed') await scheduleReminders(ctx.jobs, trx, legRows, rules)
  // A booking waiting for its payment is announced once it is paid (the webhook) — unless staff
  // took it by phone and send the customer its page now (to pay there).
  if (status !== 'pending_payment' || staff?.sendMail) {
    const mailCtx = { site: env.site, publicUrl: ctx.publicUrl }
    if (!staff || staff.sendMail) await queueMail(await customerBookingMail(view, status === 'confirmed' ? 'confirmed' : 'received', ctx.t, mailCtx), trx, { auditId })
    if (!staff) for (const mail of staffMails(viewIn, 'new', env.recipients, ctx.tFor, { ...mailCtx, adminPath: adminBookingPath(booking.id) })) await queueMail(mail, trx, { auditId })
  }
  return view
}

/** Where staff open a booking. */
export function adminBookingPath(id: number): string {
  return `/admin/transfers/${id}`
}

/** A booking for the holder of its signed link (confirmation page, booking page). */
export async function findBooking(ctx: ServiceContext, reference: string, token: string, lng: Language): Promise<BookingView | null> {
  if (!/^MT-\d{4}-\d{6,}$/.test(reference) || !verifyBookingToken(ctx.secrets, reference, token)) return null
  const row = await loadBooking({ reference })
  return row ? viewOf(ctx, row, lng) : null
}

/** Reference + booking e-mail, as typed on the booking page: the reference when both match. */
export async function lookupBooking(reference: string, email: string): Promise<string | null> {
  const row = await TransferBookingModel.query().where({ reference: reference.trim().toUpperCase() }).whereRaw('lower(customer_email) = ?', [email.trim().toLowerCase()]).first()
  return row?.reference ?? null
}

export interface TransferBookingRow {
  id: number
  reference: string
  status: BookingStatus
  customerName: string
  pickupAt: Date
  priceCents: number
  currency: string
  createdAt: Date
}

/** The newest bookings first (admin dashboard), each with its first pick-up. */
export async function latestTransferBookings(limit = 5): Promise<TransferBookingRow[]> {
  const rows = await TransferBookingModel.query()
    .select('id', 'reference', 'status', 'customerName', 'priceCents', 'currency', 'createdAt', TransferLegModel.query().min('pickup_at').whereColumn('transfer_legs.booking_id', 'transfer_bookings.id').as('pickupAt'))
    .orderBy('createdAt', 'desc')
    .limit(limit)
  return rows.map((r) => ({ id: r.id, reference: r.reference, status: r.status, customerName: r.customerName, pickupAt: new Date((r as unknown as { pickupAt: Date }).pickupAt), priceCents: r.priceCents, currency: r.currency, createdAt: r.createdAt }))
}

export async function countTransferBookingsByStatus(): Promise<Record<string, number>> {
  return countRowsBy(TransferBookingModel.query(), 'status')
}
