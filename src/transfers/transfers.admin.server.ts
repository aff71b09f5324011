import { bookingDocumentPath } from './booking-token'
import type { QueryBuilder } from 'objection'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { ServiceContext } from '../config/app-context'
import { ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import { formatDateTime, formatPrice, formatShortPickup } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import { moneyActions } from '../payments/money-by-hand'
import { refundableToCard } from '../payments/payments.server'
import { TRANSFER_SUBJECT } from './transfer-payments.server'
import type { Language } from '../i18n/languages'
import { DriverModel, FleetVehicleModel } from '../fleet/fleet.model'
import { NotFoundError } from '../lib/errors'
import { BOOKING_STATUSES, legMovesAvailable, staffBookingMoves } from './booking-status'
import { UNDO_WINDOW_MINUTES } from './booking-changes.server'
import { bookingRules } from './booking-rules.server'
import { loadBooking, viewOf } from './booking-store.server'
import { toBookingView, type BookingWithLegs } from './booking-view'
import { loadTransfers } from './transfers.server'
import { transferHistoryRows, type HistoryRow } from './transfer-history.admin.server'
import { isLocalDate } from '../lib/island-time'
import { placeLabel } from './places'
import { searchBookings } from './booking-search.server'
import { childSeatSummary, hasReceipt, luggageSummary, passengerSummary, paymentSentence, priceLabels, priceLines, type PriceLine } from './summary'
import { TransferBookingModel, type BookingStatus, type LegStatus, type PaymentStatus } from './transfers.model'
import { languageNamedHref } from '../i18n/links'

// Staff side of transfer bookings: the list (every leg found on its own day), the detail with each
// leg's job, the payment, the history, and what can be done next.

const PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'paid', 'refunded', 'partially_refunded'] as const satisfies readonly PaymentStatus[]

const optionalDate = z
  .string()
  .refine((v) => isLocalDate(v))
  .optional()
  .catch(undefined)

/** The list's address: ?page/?pageSize/?sort/?q plus ?status, ?payment and the island dates ?from/?to any leg falls on. */
export const TransferListQuerySchema = ListQuerySchema.extend({
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  payment: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
})
export type TransferListQuery = z.infer<typeof TransferListQuerySchema>

export interface TransferAdminRow {
  id: number
  reference: string
  status: BookingStatus
  paymentStatus: PaymentStatus
  customerName: string
  customerEmail: string
  customerPhone: string
  route: string
  /** The pick-ups shown, one per leg ("Ida dom, 29 nov, 18:00"): those within the date filter, else every leg's. */
  pickups: string[]
  vehicle: string
  passengers: number
  price: string
  warnings: number
  /** A request's answer as promised to the customer ("sáb, 28 nov, 13:00"), and whether that time has passed. */
  answer: { by: string; overdue: boolean } | null
}

type BookingQuery = QueryBuilder<TransferBookingModel, TransferBookingModel[]>

/** The list's filters (status, payment, days any leg falls on) on a query of bookings. */
export function filterBookings(builder: BookingQuery, query: Pick<TransferListQuery, 'status' | 'payment' | 'from' | 'to'>): BookingQuery {
  if (query.status) builder.where('status', query.status)
  if (query.payment) builder.where('payment_status', query.payment)
  if (query.from || query.to) {
    builder.whereExists(
      TransferBookingModel.relatedQuery('legs').modify((q) => {
        if (query.from) q.where('service_date', '>=', query.from)
        if (query.to) q.where('service_date', '<=', query.to)
      }),
    )
  }
  return builder
}

/** Whether a leg's island day is within the list's date filter (the legs shown, the legs exported). */
export const legWithinDays = (query: Pick<TransferListQuery, 'from' | 'to'>, date: string): boolean => (!query.from || date >= query.from) && (!query.to || date <= query.to)

/** The list, in the staff member's language; a booking is found by any of its legs' days. */
export async function listTransferBookingsForAdmin(ctx: ServiceContext, lng: Language, input: TransferListQuery | Record<string, unknown>, t: TFunction): Promise<ListPage<TransferAdminRow> & { status: string; payment: string; from: string; to: string }> {
  const query = TransferListQuerySchema.parse(input)
  const builder = filterBookings(TransferBookingModel.query(), query)
  // The pick-up sorted by is the first one shown: within the days filtered, else the booking's first.
  const firstPickup = TransferBookingModel.relatedQuery('legs').modify((q) => {
    if (query.from) q.where('service_date', '>=', query.from)
    if (query.to) q.where('service_date', '<=', query.to)
  })
  builder.select('transfer_bookings.*', firstPickup.min('pickup_at').as('firstPickupAt')).withGraphFetched('legs')
  const [loaded, rules] = await Promise.all([loadTransfers(), bookingRules()])
  return { ...(await pageOf(builder, query, {
    sortable: { reference: 'reference', status: 'status', customerName: 'customer_name', pickupAt: 'first_pickup_at', price: 'price_cents', createdAt: 'created_at' },
    // A day looked at is read in its run order; the requests in the order their answers are due; else newest booking first.
    defaultSort: query.from || query.to ? 'pickupAt' : query.status === 'on_request' ? 'createdAt' : '-createdAt',
    search: searchBookings,
    map: (row): TransferAdminRow => {
      const b = toBookingView(ctx, row as BookingWithLegs, loaded, { lng, rules })
      const shown = b.legs.filter((l) => legWithinDays(query, l.pickupLocal.date))
      return {
        id: row.id,
        reference: b.reference,
        status: b.status,
        paymentStatus: b.payment.status,
        customerName: b.customer.name,
        customerEmail: b.customer.email,
        customerPhone: b.customer.phone,
        route: `${placeLabel(t, b.from)} → ${placeLabel(t, b.to)}${b.isReturn ? ' ⇄' : ''}`,
        pickups: shown.map((l) => `${t(`admin:transfersAdmin.direction.${l.direction}`)} ${formatShortPickup(l.pickupAt, lng)}`),
        vehicle: b.vehicle.name,
        passengers: b.adults + b.children + b.infants,
        price: formatPrice(b.payment.totalCents, b.payment.currency, lng),
        warnings: row.warnings?.length ?? 0,
        answer: b.answerBy ? { by: formatShortPickup(b.answerBy, lng), overdue: b.answerOverdue } : null,
      }
    },
  })), status: query.status ?? '', payment: query.payment ?? '', from: query.from ?? '', to: query.to ?? '' }
}

export interface LegAdminView {
  id: number
  direction: 'outbound' | 'return'
  route: string
  pickup: string
  serviceDate: string
  pickupPoint: string
  travel: string | null
  status: LegStatus
  next: LegStatus[]
  version: number
  driver: string | null
  vehicle: string | null
}

export interface TransferAdminDetail {
  id: number
  reference: string
  status: BookingStatus
  next: BookingStatus[]
  version: number
  language: string
  createdAt: string
  source: string
  legs: LegAdminView[]
  rows: Array<[string, string]>
  customer: { name: string; email: string; phone: string }
  notes: string
  price: PriceLine[]
  payment: {
    sentence: string
    status: PaymentStatus
    method: string
    rows: Array<[string, string]>
    /** Paid and not given back (the cancel form's "refund all"). */
    refundable: string | null
    /** What the office can do with money: refund to the card through Stripe, record money by hand each way. */
    actions: ReturnType<typeof moneyActions>
    /** After a price change: what is still to be paid, or what was paid online above the price. */
    balance: { kind: 'due' | 'over'; amount: string } | null
  }
  /** Still open to staff changes (not cancelled or expired). */
  editable: boolean
  /** The booking's e-mail can be sent again (confirmed, on request, waiting for payment). */
  resendable: boolean
  /** Waiting for its online payment: the customer's booking page, where they pay (to send them). */
  customerLink: string | null
  /** The customer's payment receipt, in their language, once money has changed hands. */
  receiptLink: string | null
  cancellation: { requestedAt: string; note: string | null } | null
  warnings: Array<{ code: string; reference?: string; hours?: number }>
  /** A request's answer as promised to the customer, and whether that time has passed. */
  answer: { by: string; overdue: boolean } | null
  internalNotes: string
  sourcePage: string | null
  history: HistoryRow[]
  /** How long a staff change may still be undone (its e-mails wait that long). */
  undoMinutes: number
}

/**
 * After a price change (a staff edit): paid online, but less than the price now — the rest is due
 * (the driver collects it); or more than the price — the difference can be refunded.
 */
function balanceOf(row: Pick<TransferBookingModel, 'status' | 'priceCents' | 'paidCents' | 'refundedCents'>, money: (cents: number) => string): TransferAdminDetail['payment']['balance'] {
  const kept = row.paidCents - row.refundedCents
  if (row.paidCents <= 0 || row.status === 'cancelled' || row.status === 'expired') return null
  if (kept > row.priceCents) return { kind: 'over', amount: money(kept - row.priceCents) }
  return null
}

/** The detail page, in the staff member's language (t of any namespace: keys name theirs). */
export async function transferBookingDetail(ctx: ServiceContext, id: number, lng: Language, t: TFunction): Promise<TransferAdminDetail> {
  const row = await loadBooking({ id })
  if (!row) throw new NotFoundError('Transfer booking not found')
  const b = await viewOf(ctx, row, lng)
  const now = new Date()
  const d = (key: string) => t(`airport-transfers:details.${key}`)
  const money = (cents: number) => formatPrice(cents, b.payment.currency, lng)
  const vehicleIds = row.legs.map((l) => l.vehicleId).filter((v): v is number => v !== null)
  const vehicles = vehicleIds.length ? await FleetVehicleModel.query().whereIn('id', vehicleIds) : []
  const driverIds = row.legs.map((l) => l.driverId).filter((v): v is number => v !== null)
  const drivers = driverIds.length ? await DriverModel.query().whereIn('id', driverIds) : []
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    next: staffBookingMoves(row.status),
    version: row.version,
    language: row.language,
    createdAt: formatDateTime(row.createdAt, lng),
    source: row.source,
    legs: row.legs.map((leg) => {
      const view = b.legs.find((l) => l.id === leg.id)!
      const vehicle = vehicles.find((v) => v.id === leg.vehicleId)
      const driver = drivers.find((x) => x.id === leg.driverId)
      return {
        id: leg.id,
        direction: leg.direction,
        route: `${placeLabel(t, view.from)} → ${placeLabel(t, view.to)}`,
        pickup: formatDateTime(leg.pickupAt, lng),
        serviceDate: leg.serviceDate,
        pickupPoint: leg.pickupPoint,
        travel: view.travel ? (view.travel.time ? `${view.travel.number} (${view.travel.time})` : view.travel.number) : null,
        status: leg.status,
        next: row.status === 'confirmed' ? legMovesAvailable(leg.status, leg, now) : [],
        version: leg.version,
        driver: driver ? `${driver.name} · ${formatPhone(driver.phone)}` : null,
        vehicle: vehicle ? `${vehicle.name} · ${vehicle.plate}` : null,
      }
    }),
    rows: [
      [d('vehicle'), b.vehicle.name],
      [d('passengers'), passengerSummary(t, b)],
      [d('luggage'), luggageSummary(t, b)],
      ...(b.childSeats ? [[d('childSeats'), childSeatSummary(b)] as [string, string]] : []),
    ],
    customer: b.customer,
    notes: row.notes,
    price: priceLines(priceLabels(t, b.extraNames), b.price, lng, b.payment.totalCents),
    payment: {
      sentence: paymentSentence(t, b, lng, 'staff'),
      status: b.payment.status,
      method: b.payment.method,
      rows: [
        [t('admin:transfersAdmin.paymentMethod'), t(`admin:paymentMethod.${b.payment.method}`)],
        [t('admin:transfersAdmin.paymentStatus'), t(`admin:paymentStatus.${b.payment.status}`)],
        [t('admin:transfersAdmin.total'), money(b.payment.totalCents)],
        ...(b.payment.onlineDueCents ? [[t('admin:transfersAdmin.onlineDue'), money(b.payment.onlineDueCents)] as [string, string]] : []),
        [t('admin:transfersAdmin.paid'), money(b.payment.paidCents)],
        ...(b.payment.refundedCents ? [[t('admin:transfersAdmin.refunded'), money(b.payment.refundedCents)] as [string, string]] : []),
        [t('admin:transfersAdmin.dueToDriver'), money(b.status === 'confirmed' ? b.payment.dueToDriverCents : 0)],
      ],
      refundable: b.payment.paidCents > b.payment.refundedCents ? money(b.payment.paidCents - b.payment.refundedCents) : null,
      actions: moneyActions({ priceCents: row.priceCents, paidCents: row.paidCents, refundedCents: row.refundedCents, live: row.status === 'confirmed', toCardCents: await refundableToCard({ type: TRANSFER_SUBJECT, id: row.id }) }, b.payment.currency, lng),
      balance: balanceOf(row, money),
    },
    editable: row.status !== 'cancelled' && row.status !== 'expired',
    resendable: ['confirmed', 'on_request', 'pending_payment'].includes(row.status),
    customerLink: row.status === 'pending_payment' ? `${ctx.publicUrl}${languageNamedHref(b.bookingPath, b.language)}` : null,
    receiptLink: hasReceipt(b) ? `${bookingDocumentPath(ctx.secrets, b.reference, 'receipt.pdf')}&lng=${b.language}` : null,
    cancellation: row.cancellationRequestedAt ? { requestedAt: formatDateTime(row.cancellationRequestedAt, lng), note: row.cancellationNote } : null,
    // Computed, not stored: a request on request whose written answer would come too late for its pick-up (the customer was asked to call).
    warnings: [...(row.warnings ?? []), ...(b.answerTooLate ? [{ code: 'answer-too-late' }] : [])],
    answer: b.answerBy ? { by: formatDateTime(b.answerBy, lng), overdue: b.answerOverdue } : null,
    internalNotes: row.internalNotes,
    sourcePage: row.sourcePage,
    history: await transferHistoryRows(row, row.legs.map((l) => l.id), lng, t),
    undoMinutes: UNDO_WINDOW_MINUTES,
  }
}

export const InternalNotesSchema = z.object({ internalNotes: z.string().max(5000, { error: 'tooLong' }).default('') })

export const BookingStatusChangeSchema = z.object({
  status: z.enum(['confirmed', 'cancelled']),
  note: z.string().trim().max(1000, { error: 'tooLong' }).optional(),
  /** On a cancellation: give back everything paid online. */
  refund: z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()),
})

export const LegStatusChangeSchema = z.object({ status: z.enum(['on_the_way', 'picked_up', 'completed', 'no_show']), version: z.coerce.number().int().min(1).optional() })
