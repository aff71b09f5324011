import { versionField } from '../content-kit/edit-version'
import { UniqueViolationError } from 'objection'
import { z } from 'zod'
import { centsField, integerField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError, RefusedError } from '../lib/errors'
import { MAX_PRICE_CENTS } from './transfer-prices.admin.server'
import { TERMINALS, type PlaceCode } from './quote'
import { TransferRouteFareModel } from './pricing.model'
import { TransferTownModel, TransferVehicleModel } from './transfers.model'
import { pricesChanged } from './transfers.server'
import { formatAmount } from '../i18n/format'

// /admin/transfers/routes: explicit fares between two places (the airport, a port or a town),
// for rides the airport fare table prices badly (docs/decisions/037). A fare serves both
// directions, so each pair is stored once, its places in code order.

/** Built per request: the places and vehicle classes that exist now. */
export async function routeFareFormSchema() {
  const [towns, vehicles] = await Promise.all([TransferTownModel.query().select('slug'), TransferVehicleModel.query().select('code')])
  const places = [...TERMINALS, ...towns.map((t) => t.slug)]
  const place = z.string({ error: 'required' }).refine((v) => places.includes(v), { error: 'required' })
  return z.object({
    fromPlace: place,
    toPlace: place,
    vehicleCode: z.string({ error: 'required' }).refine((v) => vehicles.some((x) => x.code === v), { error: 'required' }),
    passengersMin: integerField({ min: 1, max: 60 }),
    passengersMax: integerField({ min: 1, max: 60 }),
    price: centsField({ min: 1, max: MAX_PRICE_CENTS }),
  })
}
export type RouteFareForm = z.infer<Awaited<ReturnType<typeof routeFareFormSchema>>>

export interface RouteFareRow {
  id: number
  fromPlace: PlaceCode
  toPlace: PlaceCode
  vehicleCode: string
  passengersMin: number
  passengersMax: number
  priceCents: number
  currency: string
}

/** The towns (by slug) and vehicle classes (by code) a route fare may name, with their names in a language. */
export async function routeFareChoices(lng: Language): Promise<{ towns: Array<{ value: string; label: string }>; vehicles: Array<{ value: string; label: string }> }> {
  const [towns, vehicles] = await Promise.all([
    TransferTownModel.query().orderBy('name'),
    TransferVehicleModel.query().orderBy([{ column: 'sortOrder' }, { column: 'code' }]),
  ])
  return { towns: towns.map((t) => ({ value: t.slug, label: t.name })), vehicles: vehicles.map((v) => ({ value: v.code, label: translate(v, 'name', lng) })) }
}

export async function listRouteFaresForAdmin(query: ListQuery) {
  return pageOf(TransferRouteFareModel.query(), query, {
    sortable: { route: 'transfer_route_fares.from_place', vehicle: 'transfer_route_fares.vehicle_code', passengers: 'transfer_route_fares.passengers_min', price: 'transfer_route_fares.price_cents' },
    defaultSort: 'route',
    search: (b, term) => void b.where((w) => w.whereILike('transfer_route_fares.from_place', likeTerm(term)).orWhereILike('transfer_route_fares.to_place', likeTerm(term))),
    map: ({ id, fromPlace, toPlace, vehicleCode, passengersMin, passengersMax, priceCents, currency }): RouteFareRow => ({ id, fromPlace, toPlace, vehicleCode, passengersMin, passengersMax, priceCents, currency }),
  })
}

export async function routeFareFormValues(id: number, lng: Language): Promise<Record<string, string>> {
  const row = await TransferRouteFareModel.query().findById(id)
  if (!row) throw new NotFoundError('Route fare not found')
  return { fromPlace: row.fromPlace, toPlace: row.toPlace, vehicleCode: row.vehicleCode, passengersMin: String(row.passengersMin), passengersMax: String(row.passengersMax), price: formatAmount(row.priceCents, lng), ...versionField(row.updatedAt) }
}

const refused = (key: string, field: string, params: Record<string, string | number> = {}) => new RefusedError(400, `admin:transferPricing.routes.${key}`, params, field)

/** Two different places; a band within the vehicle's seats that no other fare of the pair and vehicle covers. */
async function checkedSave(form: RouteFareForm, id: number | undefined, write: (columns: Partial<TransferRouteFareModel>) => PromiseLike<unknown>): Promise<void> {
  if (form.fromPlace === form.toPlace) throw refused('samePlace', 'toPlace')
  if (form.passengersMax < form.passengersMin) throw refused('bandOrder', 'passengersMax')
  const vehicle = await TransferVehicleModel.query().findById(form.vehicleCode)
  if (vehicle && form.passengersMax > vehicle.maxPassengers) throw refused('seats', 'passengersMax', { seats: vehicle.maxPassengers })
  const [fromPlace, toPlace] = [form.fromPlace, form.toPlace].sort() as [string, string]
  const clash = await TransferRouteFareModel.query()
    .where({ fromPlace, toPlace, vehicleCode: form.vehicleCode })
    .where('passengersMin', '<=', form.passengersMax)
    .where('passengersMax', '>=', form.passengersMin)
    .modify((q) => (id ? q.whereNot('id', id) : q))
    .first()
  if (clash) throw refused('bandOverlap', 'passengersMin', { min: clash.passengersMin, max: clash.passengersMax })
  try {
    await write({ fromPlace, toPlace, vehicleCode: form.vehicleCode, passengersMin: form.passengersMin, passengersMax: form.passengersMax, priceCents: form.price })
  } catch (error) {
    // The same band saved by someone else meanwhile.
    if (error instanceof UniqueViolationError) throw refused('bandOverlap', 'passengersMin', { min: form.passengersMin, max: form.passengersMax })
    throw error
  }
  pricesChanged()
}

export function createRouteFare(form: RouteFareForm): Promise<void> {
  return checkedSave(form, undefined, (columns) => TransferRouteFareModel.query().insert({ ...columns, currency: 'EUR' }))
}

export async function updateRouteFare(id: number, form: RouteFareForm): Promise<void> {
  if (!(await TransferRouteFareModel.query().findById(id))) throw new NotFoundError('Route fare not found')
  return checkedSave(form, id, (columns) => TransferRouteFareModel.query().findById(id).patch({ ...columns}))
}

export async function deleteRouteFares(ids: number[]): Promise<number> {
  const deleted = await TransferRouteFareModel.query().delete().whereIn('id', ids)
  pricesChanged()
  return deleted
}
