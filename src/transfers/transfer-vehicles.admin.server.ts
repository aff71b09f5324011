import { z } from 'zod'
import { integerField, slugField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { codedStore } from '../content-kit/content-store'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError, RefusedError } from '../lib/errors'
import { bookingsOfVehicle } from './pricing-usage.server'
import { TRANSFER_VEHICLE_CONTENT } from './pricing.content'
import { TransferVehicleModel } from './transfers.model'
import { pricesChanged } from './transfers.server'

// /admin/transfers/vehicles: the vehicle classes a visitor chooses from. A new class gets a
// column (1 to its seats) in the price grid, and is quoted once it has fares there.

const TEXTS = TRANSFER_VEHICLE_CONTENT.texts

/** The edit form shows the code read-only; it is the address that names the item. */
export const VehicleFormSchema = z.object({
  code: slugField(20),
  maxPassengers: integerField({ min: 1, max: 60 }),
  maxSuitcases: integerField({ min: 0, max: 100 }),
  sortOrder: integerField({ min: 0, max: 9999 }),
  ...translatableShape(TEXTS),
})
export type VehicleForm = z.infer<typeof VehicleFormSchema>

export interface VehicleRow {
  id: string
  code: string
  name: string
  maxPassengers: number
  maxSuitcases: number
  sortOrder: number
}

export async function listVehiclesForAdmin(lng: Language, query: ListQuery) {
  return pageOf(TransferVehicleModel.query(), query, {
    sortable: { code: 'transfer_vehicles.code', name: 'transfer_vehicles.name', maxPassengers: 'transfer_vehicles.max_passengers', maxSuitcases: 'transfer_vehicles.max_suitcases', sortOrder: 'transfer_vehicles.sort_order' },
    defaultSort: 'sortOrder',
    tiebreaker: 'transfer_vehicles.code',
    search: (b, term) => void b.where((w) => w.whereILike('transfer_vehicles.code', likeTerm(term)).orWhereRaw('transfer_vehicles.translations::text ilike ?', [likeTerm(term)])),
    map: (row): VehicleRow => ({ id: row.code, code: row.code, name: translate(row, 'name', lng), maxPassengers: row.maxPassengers, maxSuitcases: row.maxSuitcases, sortOrder: row.sortOrder }),
  })
}

export async function vehicleFormValues(code: string): Promise<Record<string, string>> {
  const row = await TransferVehicleModel.query().findById(code)
  if (!row) throw new NotFoundError('Vehicle class not found')
  return { code: row.code, maxPassengers: String(row.maxPassengers), maxSuitcases: String(row.maxSuitcases), sortOrder: String(row.sortOrder), ...toForm(row, TEXTS) }
}

function toColumns(form: VehicleForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return { maxPassengers: form.maxPassengers, maxSuitcases: form.maxSuitcases, sortOrder: form.sortOrder, ...plain, translations }
}

const store = codedStore(TransferVehicleModel, 'Vehicle class not found')

export async function createVehicle(form: VehicleForm): Promise<void> {
  await store.create(form.code, toColumns(form))
  pricesChanged()
}

export async function updateVehicle(code: string, form: VehicleForm): Promise<void> {
  await store.update(code, toColumns(form))
  pricesChanged()
}

/** A class that bookings use stays (409, naming it); otherwise its fares go with it. */
export async function deleteVehicles(codes: string[]): Promise<number> {
  const deleted = await TransferVehicleModel.transaction(async (trx) => {
    for (const vehicle of await TransferVehicleModel.query(trx).findByIds(codes)) {
      const count = await bookingsOfVehicle(vehicle.code, trx)
      if (count) throw new RefusedError(409, 'admin:transferPricing.vehicles.inUse', { vehicle: vehicle.code, count })
    }
    return store.remove(codes, trx)
  })
  pricesChanged()
  return deleted
}
