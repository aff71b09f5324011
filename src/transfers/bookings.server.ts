import type { TFunction } from 'i18next'
import { UniqueViolationError } from 'objection'
import type { ServiceContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import { verifyBookingToken } from './booking-token'
import { toBookingView, type BookingView, type StoredBreakdown } from './booking-view'
import { localParts } from './local-time'
import { cancellationMails, requestMails } from './mails'
import { placeLabel } from './places'
import { isTerminal, quoteTransfer } from './quote'
import { TransferRequestModel, type PlaceKind } from './transfers.model'
import { parseTransferRequest, passengersOf, type Parsed, type TransferRequestInput } from './transfers.schema'
import { loadTransfers, schemaContext } from './transfers.server'
import { countRowsBy } from '../db/count'

export interface SubmitContext extends ServiceContext {
  lng: Language
  /** The visitor's language, namespace airport-transfers (their confirmation e-mail). */
  t: TFunction
  /** Spanish, namespace airport-transfers: the business notification and the stored place names. */
  staffT: TFunction
  sourcePage: string
  /** From the form's hidden field or the API's Idempotency-Key header (the header wins). */
  idempotencyKey?: string
}

type Issues = Extract<Parsed<never>, { success: false }>['issues']
export type SubmitResult = { ok: true; booking: BookingView; replayed: boolean } | { ok: false; issues: Issues }

const kindOf = (place: string, address: string | undefined): PlaceKind => (isTerminal(place) ? place : address ? 'address' : 'town')

async function replay(ctx: ServiceContext, key: string | undefined, lng: Language): Promise<BookingView | null> {
  if (!key) return null
  const row = await TransferRequestModel.query().findOne({ idempotencyKey: key })
  return row ? toBookingView(ctx, row, await loadTransfers(), lng) : null
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof UniqueViolationError ? error.columns.includes('idempotency_key') || /idempotency/.test(error.constraint ?? '') : (error as { code?: string })?.code === '23505'
}

/**
 * Validates, prices and stores a transfer request, then queues the two e-mails in the same
 * transaction: the request exists whenever its e-mails do, and a mail problem never loses it.
 * The same idempotency key twice gives back the first request (no second row, no second e-mail).
 */
/** What is wrong with a request's fields, if anything, without storing it (the form's first answer). */
/** A request's fields parsed against today's price table and settings (nothing stored). */
export async function parseTransferRequestBody(body: unknown): Promise<Parsed<TransferRequestInput>> {
  return parseTransferRequest(body, await schemaContext())
}

export async function submitTransferRequest(body: unknown, ctx: SubmitContext): Promise<SubmitResult> {
  const bodyKey = (body as { idempotencyKey?: unknown })?.idempotencyKey
  const parsed = parseTransferRequest({ ...(body as object), idempotencyKey: ctx.idempotencyKey ?? bodyKey }, await schemaContext())
  if (!parsed.success) return { ok: false, issues: parsed.issues }
  const input = parsed.data
  const existing = await replay(ctx, input.idempotencyKey, ctx.lng)
  if (existing) return { ok: true, booking: existing, replayed: true }

  const loaded = await loadTransfers()
  const quoted = quoteTransfer(
    { from: input.from, to: input.to, vehicle: input.vehicle, passengers: passengersOf(input), isReturn: input.tripType === 'return', time: input.time, returnTime: input.returnTime },
    loaded.table,
    loaded.pricing,
  )
  if (!quoted.ok) return { ok: false, issues: [{ code: 'custom', path: ['vehicle'], message: 'noPrice', input: undefined }] }
  const quote = quoted.quote
  const site = await getSiteSettings()
  try {
    const booking = await TransferRequestModel.transaction(async (trx) => {
      const { rows } = await trx.raw<{ rows: Array<{ n: number }> }>("select nextval('transfer_request_number_seq') as n")
      const reference = `MT-${localParts(new Date()).year}-${String(rows[0]!.n).padStart(6, '0')}`
      const breakdown: StoredBreakdown = { quote, route: { from: input.from, fromAddress: input.fromAddress ?? null, to: input.to, toAddress: input.toAddress ?? null } }
      const town = loaded.towns.find((t) => t.slug === quote.pricedTown)
      const storedPlace = (code: string, address: string | undefined) => placeLabel(ctx.staffT, { code, town: loaded.towns.find((t) => t.slug === code)?.name ?? null, address: address ?? null })
      const row = await TransferRequestModel.query(trx).insertAndFetch(toRow(input, ctx, { reference, quote, breakdown, townId: town?.id ?? null, storedPlace }))
      const view = toBookingView(ctx, row, loaded, ctx.lng)
      for (const mail of requestMails(view, ctx.t, ctx.staffT, { site, publicUrl: ctx.publicUrl })) await queueMail(mail, trx)
      return view
    })
    return { ok: true, booking, replayed: false }
  } catch (error) {
    // Two submits with one key at the same moment: the second finds the first.
    const first = isDuplicateKey(error) ? await replay(ctx, input.idempotencyKey, ctx.lng) : null
    if (first) return { ok: true, booking: first, replayed: true }
    throw error
  }
}

function toRow(
  input: TransferRequestInput,
  ctx: SubmitContext,
  extra: { reference: string; quote: StoredBreakdown['quote']; breakdown: StoredBreakdown; townId: number | null; storedPlace: (code: string, address: string | undefined) => string },
): Partial<TransferRequestModel> {
  return {
    reference: extra.reference,
    idempotencyKey: input.idempotencyKey ?? null,
    status: 'new',
    isReturn: input.tripType === 'return',
    fromKind: kindOf(input.from, input.fromAddress),
    fromPlace: extra.storedPlace(input.from, input.fromAddress).slice(0, 200),
    toKind: kindOf(input.to, input.toAddress),
    toPlace: extra.storedPlace(input.to, input.toAddress).slice(0, 200),
    townId: extra.townId,
    pickupAt: input.pickupAt,
    flightNumber: input.flightNumber ?? null,
    returnAt: input.returnAt,
    returnFlightNumber: input.returnFlightNumber ?? null,
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    suitcases: input.suitcases,
    sportsEquipment: input.sportsEquipment,
    childSeats: input.childSeats,
    vehicleCode: input.vehicle,
    customerName: input.name,
    customerEmail: input.email,
    customerPhone: input.phone,
    notes: input.notes ?? '',
    language: ctx.lng,
    priceCents: extra.quote.totalCents,
    currency: extra.quote.currency,
    priceBreakdown: { ...extra.breakdown },
    termsAcceptedAt: new Date(),
    sourcePage: ctx.sourcePage.slice(0, 300),
  }
}

/** A booking for the holder of its signed link (confirmation page, booking page). */
export async function findBooking(ctx: ServiceContext, reference: string, token: string, lng: Language): Promise<BookingView | null> {
  if (!/^MT-\d{4}-\d{6,}$/.test(reference) || !verifyBookingToken(ctx.secrets, reference, token)) return null
  const row = await TransferRequestModel.query().findOne({ reference })
  return row ? toBookingView(ctx, row, await loadTransfers(), lng) : null
}

/** Reference + booking e-mail, as typed on the booking page: the reference when both match. */
export async function lookupBooking(reference: string, email: string): Promise<string | null> {
  const row = await TransferRequestModel.query().where({ reference: reference.trim().toUpperCase() }).whereRaw('lower(customer_email) = ?', [email.trim().toLowerCase()]).first()
  return row?.reference ?? null
}

export type CancelOutcome = 'cancelled' | 'requested' | 'closed'

/**
 * The customer's cancel button. More than freeCancellationHours before the pick-up the booking
 * is cancelled at once; closer to it, the request is recorded and staff decide (a driver may
 * already be on the way). Either way the note is stored and the business is e-mailed once.
 */
export async function cancelBooking(reference: string, token: string, note: string | undefined, ctx: Omit<SubmitContext, 'sourcePage' | 'idempotencyKey'>): Promise<CancelOutcome | null> {
  if (!verifyBookingToken(ctx.secrets, reference, token)) return null
  const loaded = await loadTransfers()
  const site = await getSiteSettings()
  return TransferRequestModel.transaction(async (trx) => {
    const row = await TransferRequestModel.query(trx).findOne({ reference }).forUpdate()
    if (!row) return null
    const mode = toBookingView(ctx, row, loaded, ctx.lng).cancellation
    if (!mode) return row.cancellationRequestedAt && row.status !== 'cancelled' ? 'requested' : 'closed'
    const outcome = mode === 'direct' ? 'cancelled' : 'requested'
    const updated = await row.$query(trx).patchAndFetch({ status: outcome === 'cancelled' ? 'cancelled' : row.status, cancellationRequestedAt: new Date(), cancellationNote: note ?? null })
    const view = toBookingView(ctx, updated, loaded, ctx.lng)
    for (const mail of cancellationMails(view, outcome, note ?? null, ctx.t, ctx.staffT, { site, publicUrl: ctx.publicUrl, lng: ctx.lng })) await queueMail(mail, trx)
    return outcome
  })
}

export interface TransferRequestRow {
  id: number
  reference: string
  status: string
  customerName: string
  pickupAt: Date
  priceCents: number
  currency: string
  createdAt: Date
}

/** The newest requests first (admin dashboard). */
export async function latestTransferRequests(limit = 5): Promise<TransferRequestRow[]> {
  const rows = await TransferRequestModel.query()
    .select('id', 'reference', 'status', 'customerName', 'pickupAt', 'priceCents', 'currency', 'createdAt')
    .orderBy('createdAt', 'desc')
    .limit(limit)
  return rows.map((r) => ({ id: r.id, reference: r.reference, status: r.status, customerName: r.customerName, pickupAt: r.pickupAt, priceCents: r.priceCents, currency: r.currency, createdAt: r.createdAt }))
}

export async function countTransferRequestsByStatus(): Promise<Record<string, number>> {
  return countRowsBy(TransferRequestModel.query(), 'status')
}
