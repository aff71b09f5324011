import { z } from 'zod'
import { changeBookingStatus, type ChangeContext } from './booking-changes.server'
import { StatusMoveError } from './booking-status'
import { TransferListQuerySchema } from './transfers.admin.server'
import { TransferBookingModel, type BookingStatus } from './transfers.model'
import { IdNumberSchema } from '../lib/params'

// Staff confirm many bookings on request at once (the list's ticked rows).

/** The ticked rows: one `ids` field is a string, several an array. */
export const BulkConfirmSchema = z.object({
  ids: z.preprocess((v) => (Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v]), z.array(IdNumberSchema).min(1).max(500)),
})

export interface BulkConfirmOutcome {
  confirmed: string[]
  /** Not on request (any more): their reference and status now. */
  skipped: Array<{ reference: string; status: BookingStatus }>
  /** On request but their (first) pick-up time has passed: a confirmation would promise a ride already due. */
  past: string[]
}

/**
 * Each booking on its own transaction (changeBookingStatus: places taken even beyond capacity,
 * reminders, the customer's e-mail after the undo window): one that moved on meanwhile is skipped,
 * the others are still confirmed. A booking whose pick-up has passed is never confirmed in bulk
 * (the edit form refuses a past pick-up too). Unknown ids are ignored.
 */
export async function confirmBookings(ctx: ChangeContext, ids: number[], now: Date = new Date()): Promise<BulkConfirmOutcome> {
  const rows = await TransferBookingModel.query()
    .whereIn('id', [...new Set(ids)])
    .select('id', 'reference', 'status', TransferBookingModel.relatedQuery('legs').min('pickup_at').as('firstPickupAt'))
    .orderBy('id')
  const outcome: BulkConfirmOutcome = { confirmed: [], skipped: [], past: [] }
  for (const row of rows) {
    if (row.status !== 'on_request') {
      outcome.skipped.push({ reference: row.reference, status: row.status })
      continue
    }
    const firstPickupAt = (row as TransferBookingModel & { firstPickupAt?: Date | string | null }).firstPickupAt
    if (firstPickupAt && new Date(firstPickupAt).getTime() <= now.getTime()) {
      outcome.past.push(row.reference)
      continue
    }
    try {
      await changeBookingStatus(ctx, row.id, 'confirmed')
      outcome.confirmed.push(row.reference)
    } catch (error) {
      // Confirmed or cancelled by someone else since the list was shown.
      if (!(error instanceof StatusMoveError)) throw error
      const current = await TransferBookingModel.query().findById(row.id)
      outcome.skipped.push({ reference: row.reference, status: current?.status ?? row.status })
    }
  }
  return outcome
}

/** The list's own parameters a filtered list posts along (`list`, its query string), at most this long. */
const LIST_MAX = 1000

/**
 * Where the staff member goes back to: the same list (filters, search, sort, page), rebuilt from
 * the parameters the list itself accepts, each validated — never an address taken as sent.
 */
export function listAddress(list: unknown, outcome: Record<string, string>): string {
  const sent = typeof list === 'string' && list.length <= LIST_MAX ? Object.fromEntries(new URLSearchParams(list.replace(/^\?/, ''))) : {}
  const query = TransferListQuerySchema.parse(sent)
  const params = new URLSearchParams()
  for (const key of ['status', 'payment', 'from', 'to', 'q', 'sort'] as const) if (query[key]) params.set(key, query[key])
  if (query.page > 1) params.set('page', String(query.page))
  if (query.pageSize !== 25) params.set('pageSize', String(query.pageSize))
  for (const [key, value] of Object.entries(outcome)) params.set(key, value)
  return `/admin/transfers?${params}`
}
