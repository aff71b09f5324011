import { z } from 'zod'
import { checkboxField, decimalField, integerField, optionalDecimalField, slugField } from '../content-kit/content-form-fields'
import { contentStore } from '../content-kit/content-store'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { FIELD } from '../lib/forms'
import { NotFoundError, RefusedError } from '../lib/errors'
import { bookingsOfTown } from './pricing-usage.server'
import { TRANSFER_TOWN_CONTENT } from './pricing.content'
import { TransferRouteFareModel, TransferZoneModel } from './pricing.model'
import { TransferTownModel } from './transfers.model'
import { pricesChanged } from './transfers.server'

// /admin/transfers/towns: the places the request form offers besides the airport and the ports.
// A new town is quoted once it has fares (the price grid shows a row for it) or a route fare.

const TEXTS = TRANSFER_TOWN_CONTENT.texts

/** Built per request: the zone must be one that exists now. */
export async function townFormSchema() {
  const zones = (await TransferZoneModel.query().select('code')).map((z) => z.code)
  return z.object({
    name: FIELD.requiredText(120),
    slug: slugField(80),
    zone: z.string({ error: 'required' }).refine((v) => zones.includes(v), { error: 'required' }),
    distanceKm: decimalField({ min: 0, max: 300, digits: 1 }),
    driveMinutes: integerField({ min: 0, max: 600 }),
    latitude: optionalDecimalField({ min: -90, max: 90, digits: 6 }),
    longitude: optionalDecimalField({ min: -180, max: 180, digits: 6 }),
    hasPage: checkboxField(),
    sortOrder: integerField({ min: 0, max: 9999 }),
    ...translatableShape(TEXTS),
  })
}
export type TownForm = z.infer<Awaited<ReturnType<typeof townFormSchema>>>

export interface TownRow {
  id: number
  name: string
  slug: string
  zone: string
  distanceKm: number
  driveMinutes: number
  hasPage: boolean
  sortOrder: number
}

export async function listTownsForAdmin(lng: Language, query: ListQuery) {
  const zones = await TransferZoneModel.query()
  const zoneName = (code: string) => {
    const zone = zones.find((z) => z.code === code)
    return zone ? translate(zone, 'name', lng) : code
  }
  return pageOf(TransferTownModel.query(), query, {
    sortable: { name: 'transfer_towns.name', slug: 'transfer_towns.slug', zone: 'transfer_towns.zone', distanceKm: 'transfer_towns.distance_km', sortOrder: 'transfer_towns.sort_order' },
    defaultSort: 'sortOrder',
    search: (b, term) => void b.where((w) => w.whereILike('transfer_towns.name', likeTerm(term)).orWhereILike('transfer_towns.slug', likeTerm(term))),
    map: (row): TownRow => ({ id: row.id, name: row.name, slug: row.slug, zone: zoneName(row.zone), distanceKm: Number(row.distanceKm), driveMinutes: row.driveMinutes, hasPage: row.hasPage, sortOrder: row.sortOrder }),
  })
}

const decimal = (value: number | null) => (value === null || value === undefined ? '' : String(Number(value)))

export async function townFormValues(id: number): Promise<Record<string, string>> {
  const row = await TransferTownModel.query().findById(id)
  if (!row) throw new NotFoundError('Town not found')
  return {
    name: row.name,
    slug: row.slug,
    zone: row.zone,
    distanceKm: decimal(row.distanceKm),
    driveMinutes: String(row.driveMinutes),
    latitude: decimal(row.latitude),
    longitude: decimal(row.longitude),
    hasPage: row.hasPage ? 'on' : '',
    sortOrder: String(row.sortOrder),
    ...toForm(row, TEXTS),
  }
}

function toColumns(form: TownForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  const { name, slug, zone, distanceKm, driveMinutes, latitude, longitude, hasPage, sortOrder } = form
  return { name, slug, zone, distanceKm, driveMinutes, latitude, longitude, hasPage, sortOrder, ...plain, translations }
}

const store = contentStore(TransferTownModel, 'Town not found')

export async function createTown(form: TownForm): Promise<number> {
  const id = await store.create(toColumns(form))
  pricesChanged()
  return id
}

/** A new slug is carried into the route fares that name the town (keeping each pair's places in code order). */
export async function updateTown(id: number, form: TownForm): Promise<void> {
  await TransferTownModel.transaction(async (trx) => {
    const before = await TransferTownModel.query(trx).findById(id).forUpdate()
    if (!before) throw new NotFoundError('Town not found')
    await store.update(id, toColumns(form), trx)
    if (before.slug === form.slug) return
    const fares = await TransferRouteFareModel.query(trx).where('fromPlace', before.slug).orWhere('toPlace', before.slug)
    for (const fare of fares) {
      const [fromPlace, toPlace] = [fare.fromPlace, fare.toPlace].map((p) => (p === before.slug ? form.slug : p)).sort() as [string, string]
      await fare.$query(trx).patch({ fromPlace, toPlace })
    }
  })
  pricesChanged()
}

/** A town that bookings go to stays (409, naming it); otherwise its fares and route fares go with it. */
export async function deleteTowns(ids: number[]): Promise<number> {
  const deleted = await TransferTownModel.transaction(async (trx) => {
    const towns = await TransferTownModel.query(trx).findByIds(ids)
    for (const town of towns) {
      const count = await bookingsOfTown(town, trx)
      if (count) throw new RefusedError(409, 'admin:transferPricing.towns.inUse', { town: town.name, count })
    }
    const slugs = towns.map((t) => t.slug)
    await TransferRouteFareModel.query(trx).whereIn('fromPlace', slugs).orWhereIn('toPlace', slugs).delete()
    return store.remove(ids, trx)
  })
  pricesChanged()
  return deleted
}
