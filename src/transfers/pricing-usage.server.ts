import type { Transaction } from 'objection'
import { TransferBookingModel } from './transfers.model'

// What still refers to a town or a vehicle class, so staff cannot delete one that bookings name
// (docs/decisions/037). The one place that knows where bookings keep their places.

/** Bookings to or from a town: by its id, or by its slug at either end of the stored route. */
export function bookingsOfTown(town: { id: number; slug: string }, trx?: Transaction): Promise<number> {
  return TransferBookingModel.query(trx)
    .where((w) =>
      w
        .where('townId', town.id)
        .orWhereRaw("price_breakdown->'route'->>'from' = ?", [town.slug])
        .orWhereRaw("price_breakdown->'route'->>'to' = ?", [town.slug]),
    )
    .resultSize()
}

export function bookingsOfVehicle(code: string, trx?: Transaction): Promise<number> {
  return TransferBookingModel.query(trx).where('vehicleCode', code).resultSize()
}
