import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { ServiceContext } from '../config/app-context'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import { isLanguage, type Language } from '../i18n/languages'
import { queueMail } from '../mail/mail.server'
import { ConflictError, NotFoundError } from '../lib/errors'
import { getSiteSettings } from '../settings/settings.server'
import { formatDateTime, formatPrice } from '../i18n/format'
import { toBookingView } from './booking-view'
import { isLocalDate, islandTimeToInstant } from './local-time'
import { statusChangeMail } from './mails'
import { placeLabel } from './places'
import { luggageSummary, passengerSummary, priceLabels, priceLines, type PriceLine } from './summary'
import { TransferRequestModel, type TransferStatus } from './transfers.model'
import { loadTransfers } from './transfers.server'

// Staff side of transfer requests: the list with filters, the detail, the internal notes and the
// status lifecycle new → confirmed → completed, with cancelled reachable from new and confirmed.

export const TRANSFER_STATUSES = ['new', 'confirmed', 'completed', 'cancelled'] as const satisfies readonly TransferStatus[]

/** The statuses each status may move to; anything else is refused with 409. */
export const TRANSFER_TRANSITIONS: Record<TransferStatus, TransferStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
}

const optionalDate = z
  .string()
  .refine((v) => isLocalDate(v))
  .optional()
  .catch(undefined)

/** The list's address: the common ?page/?pageSize/?sort/?q plus ?status and the pick-up date range ?from/?to (island dates). */
export const TransferListQuerySchema = ListQuerySchema.extend({
  status: z.enum(TRANSFER_STATUSES).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
})
export type TransferListQuery = z.infer<typeof TransferListQuerySchema>

export interface TransferAdminRow {
  id: number
  reference: string
  status: TransferStatus
  customerName: string
  customerEmail: string
  route: string
  pickupAt: string
  pickup: string
  vehicle: string
  passengers: number
  price: string
  createdAt: string
}

/** "2026-03-31" → "2026-04-01" (calendar arithmetic, no time zone involved). */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10)
}

/** The list, in the staff member's language (place names as the detail page and the e-mails give them). */
export async function listTransferRequestsForAdmin(ctx: ServiceContext, lng: Language, input: TransferListQuery | Record<string, unknown>, t: TFunction): Promise<ListPage<TransferAdminRow> & { status: string; from: string; to: string }> {
  const query = TransferListQuerySchema.parse(input)
  const builder = TransferRequestModel.query()
  if (query.status) builder.where('status', query.status)
  const start = query.from ? islandTimeToInstant(query.from, '00:00') : null
  // The whole "to" day is included: up to the next island midnight.
  const end = query.to ? islandTimeToInstant(nextDate(query.to), '00:00') : null
  if (start) builder.where('pickup_at', '>=', start)
  if (end) builder.where('pickup_at', '<', end)
  const loaded = await loadTransfers()
  const page = await pageOf(builder, query, {
    sortable: { reference: 'reference', status: 'status', customerName: 'customer_name', pickupAt: 'pickup_at', price: 'price_cents', createdAt: 'created_at' },
    defaultSort: '-createdAt',
    search: (b, term) =>
      void b.where((w) => w.whereILike('reference', likeTerm(term)).orWhereILike('customer_name', likeTerm(term)).orWhereILike('customer_email', likeTerm(term))),
    map: (r): TransferAdminRow => {
      const b = toBookingView(ctx, r, loaded, lng)
      return {
        id: r.id,
        reference: r.reference,
        status: r.status,
        customerName: r.customerName,
        customerEmail: r.customerEmail,
        route: `${placeLabel(t, b.from)} → ${placeLabel(t, b.to)}${r.isReturn ? ' ⇄' : ''}`,
        pickupAt: new Date(r.pickupAt).toISOString(),
        pickup: formatDateTime(r.pickupAt, lng),
        vehicle: b.vehicle.name,
        passengers: r.adults + r.children + r.infants,
        price: formatPrice(r.priceCents, r.currency, lng),
        createdAt: new Date(r.createdAt).toISOString(),
      }
    },
  })
  return { ...page, status: query.status ?? '', from: query.from ?? '', to: query.to ?? '' }
}

export interface TransferAdminDetail {
  id: number
  reference: string
  status: TransferStatus
  next: TransferStatus[]
  language: string
  createdAt: string
  /** Label/value rows of everything the customer sent, in the staff member's language. */
  rows: Array<[string, string]>
  customer: { name: string; email: string; phone: string }
  notes: string
  price: PriceLine[]
  cancellation: { requestedAt: string; note: string | null } | null
  internalNotes: string
  sourcePage: string | null
}

/** The detail page, in the staff member's language (t of any namespace: keys name theirs). */
export async function transferRequestDetail(ctx: ServiceContext, id: number, lng: Language, t: TFunction): Promise<TransferAdminDetail> {
  const row = await TransferRequestModel.query().findById(id)
  if (!row) throw new NotFoundError('Transfer request not found')
  const b = toBookingView(ctx, row, await loadTransfers(), lng)
  const rows: Array<[string, string]> = [
    [t('airport-transfers:details.route'), `${placeLabel(t, b.from)} → ${placeLabel(t, b.to)}`],
    [t('airport-transfers:details.pickup'), formatDateTime(b.pickupAt, lng)],
  ]
  if (b.flightNumber) rows.push([t('airport-transfers:details.flight'), b.flightNumber])
  if (b.isReturn && b.returnAt) {
    rows.push([t('airport-transfers:details.returnRoute'), `${placeLabel(t, b.to)} → ${placeLabel(t, b.from)}`], [t('airport-transfers:details.returnPickup'), formatDateTime(b.returnAt, lng)])
    if (b.returnFlightNumber) rows.push([t('airport-transfers:details.returnFlight'), b.returnFlightNumber])
  }
  rows.push([t('airport-transfers:details.vehicle'), b.vehicle.name], [t('airport-transfers:details.passengers'), passengerSummary(t, b)], [t('airport-transfers:details.luggage'), luggageSummary(t, b)])
  rows.push([t('airport-transfers:details.childSeats'), String(b.childSeats)])
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    next: TRANSFER_TRANSITIONS[row.status],
    language: row.language,
    createdAt: formatDateTime(row.createdAt, lng),
    rows,
    customer: b.customer,
    notes: row.notes,
    price: priceLines(priceLabels(t), b.price, lng),
    cancellation: row.cancellationRequestedAt ? { requestedAt: formatDateTime(row.cancellationRequestedAt, lng), note: row.cancellationNote } : null,
    internalNotes: row.internalNotes,
    sourcePage: row.sourcePage,
  }
}

export const InternalNotesSchema = z.object({ internalNotes: z.string().max(5000, { error: 'tooLong' }).default('') })

export async function saveInternalNotes(id: number, internalNotes: string): Promise<void> {
  const updated = await TransferRequestModel.query().findById(id).patch({ internalNotes: internalNotes.trim() })
  if (!updated) throw new NotFoundError('Transfer request not found')
}

export const StatusChangeSchema = z.object({ status: z.enum(TRANSFER_STATUSES) })

/** Thrown for a status change the lifecycle does not allow (409). */
export class TransitionError extends ConflictError {
  constructor(
    readonly from: TransferStatus,
    readonly to: TransferStatus,
  ) {
    super(`A ${from} transfer request cannot become ${to}`)
  }
}

export interface StatusChangeContext extends ServiceContext {
  /** airport-transfers in a given language: the customer's e-mail is written in theirs. */
  tFor: (lng: Language) => TFunction
}

/**
 * Moves a request along its lifecycle and queues the customer's e-mail (in the language they
 * booked in) in the same transaction: the change exists exactly when its e-mail does.
 */
export async function changeTransferStatus(id: number, to: TransferStatus, ctx: StatusChangeContext): Promise<void> {
  const loaded = await loadTransfers()
  const site = await getSiteSettings()
  await TransferRequestModel.transaction(async (trx) => {
    const row = await TransferRequestModel.query(trx).findById(id).forUpdate()
    if (!row) throw new NotFoundError('Transfer request not found')
    if (!TRANSFER_TRANSITIONS[row.status].includes(to)) throw new TransitionError(row.status, to)
    const updated = await row.$query(trx).patchAndFetch({ status: to })
    const lng: Language = isLanguage(updated.language) ? updated.language : 'es'
    const view = toBookingView(ctx, updated, loaded, lng)
    await queueMail(statusChangeMail(view, to as 'confirmed' | 'completed' | 'cancelled', ctx.tFor(lng), { site, publicUrl: ctx.publicUrl }), trx)
  })
}
