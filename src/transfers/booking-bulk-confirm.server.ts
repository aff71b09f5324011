import { z } from 'zod'
import { changeBookingStatus, type ChangeContext } from './booking-changes.server'
import { StatusMoveError } from './booking-status'
import { TransferBookingModel, type BookingStatus } from './transfers.model'

// Staff confirm many bookings on request at once (the list's ticked rows).

/** The ticked rows: one `ids` field is a string, several an array. */
export const BulkConfirmSchema = z.object({
  ids: z.preprocess((v) => (Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v]), z.array(z.coerce.number().int().min(1).max(2_147_483_647)).min(1).max(500)),
})

export interface BulkConfirmOutcome {
  confirmed: string[]
  /** Not on request (any more): their reference and status now. */
  skipped: Array<{ reference: string; status: BookingStatus }>
}

/**
 * Each booking on its own transaction (changeBookingStatus: places taken even beyond capacity,
 * reminders, the customer's e-mail after the undo window): one that moved on meanwhile is skipped,
 * the others are still confirmed. Unknown ids are ignored.
 */
export async function confirmBookings(ctx: ChangeContext, ids: number[]): Promise<BulkConfirmOutcome> {
  const rows = await TransferBookingModel.query().whereIn('id', [...new Set(ids)]).select('id', 'reference', 'status').orderBy('id')
  const outcome: BulkConfirmOutcome = { confirmed: [], skipped: [] }
  for (const row of rows) {
    if (row.status !== 'on_request') {
      outcome.skipped.push({ reference: row.reference, status: row.status })
      continue
    }
    try {
      await changeBookingStatus(ctx, row.id, 'confirmed')
      outcome.confirmed.push(row.reference)
    } catch (error) {
      // Confirmed or cancelled by someone else since the list was shown.
      if (!(error instanceof StatusMoveError)) throw error
      const now = await TransferBookingModel.query().findById(row.id)
      outcome.skipped.push({ reference: row.reference, status: now?.status ?? row.status })
    }
  }
  return outcome
}
