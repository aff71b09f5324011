import { transactionThen } from '../db/after-commit'
import type { Knex } from 'knex'
import type { z } from 'zod'
import type { AuditChanges } from '../audit/audit.model'
import { recordChange } from '../audit/audit.server'
import { isLanguage, type Language } from '../i18n/languages'
import { ConflictError, NotFoundError } from '../lib/errors'
import { queueMail } from '../mail/mail.server'
import type { ChangeContext } from './booking-changes.server'
import { BookingEditFieldsSchema, parseStaffRequest, staffRequestContext, type BookingEditFields } from './booking-edit.schema'
import { onlineAmountCents } from './booking-rules'
import { bookingEnv, loadBooking, viewsOf, type BookingEnv } from './booking-store.server'
import { firstPickup, type StoredBreakdown } from './booking-view'
import { bookingColumns, legColumns, plannedLegs, quoteOf, type PlannedLeg } from './bookings.server'
import { releaseSlot, stoppedDays, takeSlot } from './capacity.server'
import { localParts } from '../lib/island-time'
import type { Quote } from './quote'
import { paymentStatusOf } from './transfer-payments.server'
import { scheduleReminders } from './transfer-jobs.server'
import { TransferBookingModel, TransferLegModel, type BookingWarning, type TransferLegModel as Leg } from './transfers.model'
import type { TransferRequestInput } from './transfers.schema'
import { customerBookingMail } from './voucher.server'
import { formatAmount } from '../i18n/format'

// Staff change a booking after it was made (docs/decisions/041): every field the customer gave,
// the price recalculated or set by hand, the return leg added or removed — one transaction that
// refuses a lost update, moves the legs' places, plans the reminders again, writes one history
// entry with every change and queues the customer's "your booking was changed" e-mail.

type Issues = z.core.$ZodIssue[]
export type EditResult = { ok: true; outcome: EditOutcome } | { ok: false; requestIssues: Issues; staffIssues: Issues }

export interface EditOutcome {
  priceFromCents: number
  priceToCents: number
  /** Legs whose pick-up moved lost their driver and vehicle (the board assigns them again). */
  unassigned: boolean
  mailQueued: boolean
  changed: boolean
}

/** The form showed an older version of the booking: someone else saved meanwhile. */
export class StaleBookingError extends ConflictError {
  constructor() {
    super('the booking was changed meanwhile')
  }
}

/** A cancelled or expired booking is history: it is not edited. */
export class BookingClosedError extends ConflictError {
  constructor() {
    super('the booking is closed')
  }
}

const staffIssue = (path: string, message: string): z.core.$ZodIssue => ({ code: 'custom', path: [path], message, input: undefined }) as z.core.$ZodIssue
const langOf = (value: string): Language => (isLanguage(value) ? value : 'es')
const dateKey = (direction: string) => (direction === 'outbound' ? 'date' : 'returnDate')

/** What staff typed as stored legs: the pick-up points they gave (the from-address otherwise). */
export function staffLegs(input: TransferRequestInput, fields: { pickupPoint?: string; returnPickupPoint?: string }): PlannedLeg[] {
  return plannedLegs(input).map((leg) => ({ ...leg, pickupPoint: (leg.direction === 'outbound' ? fields.pickupPoint : fields.returnPickupPoint) ?? leg.address.from }))
}

/** The price staff chose: the fares' (null when the fares have none) or their own. */
export function chosenPrice(fields: { priceMode: 'quote' | 'override'; price?: number }, quote: Quote | null): number | null {
  return fields.priceMode === 'override' ? (fields.price ?? null) : (quote?.totalCents ?? null)
}

/**
 * Warnings for legs staff place where a visitor could not: closer than the lead time, on a day
 * without sales (full slots are found when their places are taken).
 */
export async function staffWarnings(legs: Array<Pick<PlannedLeg, 'pickupAt'>>, env: BookingEnv, now = new Date()): Promise<BookingWarning[]> {
  const warnings: BookingWarning[] = []
  const hours = env.loaded.pricing.minNoticeHours
  if (legs.some((l) => l.pickupAt.getTime() < now.getTime() + hours * 3_600_000)) warnings.push({ code: 'minNotice', hours })
  if ((await stoppedDays(legs.map((l) => localParts(l.pickupAt).date))).length) warnings.push({ code: 'salesStopped' })
  return warnings
}

/** Adds warnings not yet on the booking (one of each kind). */
const withWarnings = (existing: BookingWarning[], added: BookingWarning[]) => [...existing, ...added.filter((w) => !existing.some((e) => e.code === w.code))]

/** A leg as the history shows it: the pick-up on the island's clock, the flight with its time. */
function legFacts(leg: Pick<Leg, 'pickupAt' | 'pickupPoint' | 'travelNumber' | 'travelTime' | 'fromPlace' | 'toPlace' | 'passengers' | 'luggage' | 'driverId' | 'status'>) {
  const local = localParts(new Date(leg.pickupAt))
  return {
    pickup: `${local.date} ${local.time}`,
    fromPlace: leg.fromPlace,
    toPlace: leg.toPlace,
    pickupPoint: leg.pickupPoint,
    travel: [leg.travelNumber, leg.travelTime].filter(Boolean).join(' '),
    passengers: leg.passengers,
    luggage: leg.luggage,
    driver: leg.driverId,
    leg: leg.status,
  }
}

const BOOKING_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'language', 'isReturn', 'fromPlace', 'toPlace', 'adults', 'children', 'infants', 'suitcases', 'extras', 'vehicleCode', 'notes', 'priceCents', 'priceOverrideReason'] as const

/** [before, after] of each field that differs; `prefix` names a leg ("return.pickup"). */
function differences(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): AuditChanges {
  const out: AuditChanges = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key] ?? null
    const b = after[key] ?? null
    if (JSON.stringify(a) !== JSON.stringify(b)) out[`${prefix}${key}`] = [a, b]
  }
  return out
}

const pick = (row: object, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, (row as Record<string, unknown>)[f]]))

/** Takes a place for a moved or added leg: beyond a full slot too (staff decided), with a warning. */
async function placeFor(trx: Knex.Transaction, pickupAt: Date, env: BookingEnv, warnings: BookingWarning[]): Promise<Date> {
  const free = await takeSlot(trx, pickupAt, env.rules)
  if (free) return free
  if (!warnings.some((w) => w.code === 'capacity')) warnings.push({ code: 'capacity' })
  return (await takeSlot(trx, pickupAt, env.rules, { force: true }))!
}

/**
 * The edit form's save. Validated like the public form (flight shape, ferry services, pick-up not
 * before the arrival) but staff may go under the lead time, over a slot's capacity and onto a day
 * without sales — each a warning on the booking.
 */
export async function editBooking(ctx: ChangeContext, id: number, body: Record<string, unknown>): Promise<EditResult> {
  const env = await bookingEnv()
  const current = await loadBooking({ id })
  if (!current) throw new NotFoundError('Transfer booking not found')
  const parsed = parseStaffRequest<BookingEditFields>(body, BookingEditFieldsSchema, staffRequestContext(env.loaded, current.legs.length ? firstPickup(current.legs) : undefined))
  if (!parsed.success) return { ok: false, requestIssues: parsed.requestIssues, staffIssues: parsed.staffIssues }
  const { input, fields } = parsed
  const quote = quoteOf(input, env.loaded)
  const priceCents = chosenPrice(fields, quote)
  if (!quote || priceCents === null) return { ok: false, requestIssues: [], staffIssues: [staffIssue(fields.priceMode === 'override' ? 'price' : 'vehicle', 'noPrice')] }
  const legs = staffLegs(input, fields)
  const moved = legs.filter((leg) => {
    const old = current.legs.find((l) => l.direction === leg.direction && l.status !== 'cancelled')
    return !old || new Date(old.pickupAt).getTime() !== leg.pickupAt.getTime()
  })
  const warnings = await staffWarnings(moved, env)
  const started = current.legs.find((old) => {
    if (old.status === 'scheduled' || old.status === 'cancelled') return false
    const leg = legs.find((l) => l.direction === old.direction)
    return !leg || new Date(old.pickupAt).getTime() !== leg.pickupAt.getTime() || leg.from !== old.fromCode || leg.to !== old.toCode
  })
  if (started) return { ok: false, requestIssues: [], staffIssues: [staffIssue(dateKey(started.direction), 'legStarted')] }

  const staffT = ctx.tFor('es')
  return transactionThen(TransferBookingModel.knex(), async (trx) => {
    const row = await loadBooking({ id }, trx, { lock: true })
    if (!row) throw new NotFoundError('Transfer booking not found')
    if (row.version !== fields.version) throw new StaleBookingError()
    if (row.status === 'cancelled' || row.status === 'expired') throw new BookingClosedError()
    const before = { ...pick(row, BOOKING_FIELDS) }
    const priceFromCents = row.priceCents
    const override = fields.priceMode === 'override'
    const columns = { ...bookingColumns(input, quote, env.loaded, staffT), priceCents, priceOverrideReason: override ? fields.priceOverrideReason! : null, language: fields.language }
    // Places are held by bookings that are confirmed or waiting for their payment.
    const holdsPlaces = row.status === 'confirmed' || row.status === 'pending_payment'
    let unassigned = false
    const changes: AuditChanges = {}
    for (const leg of legs) {
      const cols = legColumns(leg, input, quote, env.loaded, staffT)
      const old = row.legs.find((l) => l.direction === leg.direction && l.status !== 'cancelled')
      if (!old) {
        const added = await TransferLegModel.query(trx).insertAndFetch({ ...cols, bookingId: row.id, slotStart: holdsPlaces ? await placeFor(trx, leg.pickupAt, env, warnings) : null })
        Object.assign(changes, differences({ leg: null }, { ...legFacts(added), driver: null }, `${leg.direction}.`))
        continue
      }
      const factsBefore = legFacts(old)
      const timeMoved = new Date(old.pickupAt).getTime() !== leg.pickupAt.getTime()
      const patch: Partial<TransferLegModel> = { ...cols }
      if (timeMoved) {
        if (old.slotStart) await releaseSlot(trx, old.slotStart)
        patch.slotStart = holdsPlaces ? await placeFor(trx, leg.pickupAt, env, warnings) : null
        patch.reminderSentAt = null
        // The driver planned for the old time may not be free at the new one: the board assigns again.
        if (old.driverId || old.vehicleId) {
          Object.assign(patch, { driverId: null, vehicleId: null })
          unassigned = true
        }
      }
      const legChanges = differences(factsBefore, legFacts({ ...old, ...patch } as Leg), `${leg.direction}.`)
      if (!Object.keys(legChanges).length && !timeMoved) continue
      await old.$query(trx).patch({ ...patch, version: old.version + 1 })
      Object.assign(changes, legChanges)
    }
    for (const old of row.legs) {
      if (old.status === 'cancelled' || legs.some((l) => l.direction === old.direction)) continue
      // The return leg removed: cancelled (kept for the history), its place given back.
      if (old.slotStart) await releaseSlot(trx, old.slotStart)
      await old.$query(trx).patch({ status: 'cancelled', slotStart: null, statusChangedAt: new Date(), version: old.version + 1 })
      changes[`${old.direction}.leg`] = [old.status, 'cancelled']
    }
    Object.assign(changes, differences(before, pick(columns, BOOKING_FIELDS)))
    const changed = Object.keys(changes).length > 0
    const outcome: EditOutcome = { priceFromCents, priceToCents: priceCents, unassigned, mailQueued: false, changed }
    if (!changed) return { ok: true as const, outcome }

    const breakdown = columns.priceBreakdown as unknown as StoredBreakdown
    await row.$query(trx).patch({
      ...columns,
      priceBreakdown: { ...breakdown },
      paymentStatus: row.paidCents > 0 ? paymentStatusOf({ priceCents, paidCents: row.paidCents, refundedCents: row.refundedCents }) : row.paymentStatus,
      ...(row.status === 'pending_payment' ? { onlineDueCents: onlineAmountCents(priceCents, env.rules) } : {}),
      warnings: withWarnings(row.warnings ?? [], warnings),
      version: row.version + 1,
    })
    const auditId = await recordChange(trx, { subject: { type: 'transfer-booking', id: row.id }, actor: ctx.actor, action: 'edited', changes, note: override ? fields.priceOverrideReason! : null })
    const updated = (await loadBooking({ id }, trx))!
    if (updated.status === 'confirmed') await scheduleReminders(ctx.jobs, trx, updated.legs, env.rules)
    if (fields.notify) {
      const lng = langOf(updated.language)
      const viewIn = await viewsOf(ctx, updated, { trx, env })
      await queueMail(await customerBookingMail(viewIn(lng), 'changed', ctx.tFor(lng), { site: env.site, publicUrl: ctx.publicUrl }), trx, { auditId })
      outcome.mailQueued = true
    }
    return { ok: true as const, outcome }
  })
}

/** The edit form's first values: the booking as the customer gave it (the public form's field names). */
export function editFormValues(row: Awaited<ReturnType<typeof loadBooking>> & object, lng: Language): Record<string, string> {
  const route = (row.priceBreakdown as unknown as StoredBreakdown).route
  const live = row.legs.filter((l) => l.status !== 'cancelled')
  const outbound = live.find((l) => l.direction === 'outbound')
  const back = live.find((l) => l.direction === 'return')
  const legValues = (leg: Leg | undefined, prefix: '' | 'return') => {
    if (!leg) return {}
    const local = localParts(new Date(leg.pickupAt))
    const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name)
    return {
      [key('date')]: local.date,
      [key('time')]: local.time,
      [key('flightNumber')]: leg.travelNumber ?? '',
      [key('travelTime')]: leg.travelTime ?? '',
      [key('pickupPoint')]: leg.pickupPoint,
    }
  }
  return {
    tripType: back ? 'return' : 'one-way',
    from: route.from,
    fromAddress: route.fromAddress ?? '',
    to: route.to,
    toAddress: route.toAddress ?? '',
    ...legValues(outbound, ''),
    ...legValues(back, 'return'),
    adults: String(row.adults),
    children: String(row.children),
    infants: String(row.infants),
    suitcases: String(row.suitcases),
    vehicle: row.vehicleCode,
    ...Object.fromEntries(Object.entries(row.extras ?? {}).map(([code, n]) => [`extra_${code}`, String(n)])),
    name: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone,
    language: row.language,
    notes: row.notes,
    priceMode: row.priceOverrideReason ? 'override' : 'quote',
    price: row.priceOverrideReason ? formatAmount(row.priceCents, lng) : '',
    priceOverrideReason: row.priceOverrideReason ?? '',
    version: String(row.version),
    notify: 'on',
  }
}
