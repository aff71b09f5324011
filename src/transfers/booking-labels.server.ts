import { TransferBookingModel } from './transfers.model'

/** What a staff list names bookings by, by id: the reference, the customer and the currency. */
export async function transferBookingLabels(ids: readonly number[]): Promise<Map<number, { reference: string; customerName: string; currency: string }>> {
  if (!ids.length) return new Map()
  const rows = await TransferBookingModel.query().whereIn('id', ids).select('id', 'reference', 'customerName', 'currency')
  return new Map(rows.map((r) => [r.id, { reference: r.reference, customerName: r.customerName, currency: r.currency }]))
}
