import { z } from 'zod'
import { integerField, slugField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { codedStore } from '../content-kit/content-store'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError, RefusedError } from '../lib/errors'
import { TRANSFER_ZONE_CONTENT } from './pricing.content'
import { TransferZoneModel } from './pricing.model'
import { TransferTownModel } from './transfers.model'
import { pricesChanged } from './transfers.server'

// /admin/transfers/zones: the island's zones, which group the towns (docs/decisions/037).

const TEXTS = TRANSFER_ZONE_CONTENT.texts

/** The edit form shows the code read-only; it is the address that names the item. */
export const ZoneFormSchema = z.object({
  code: slugField(40),
  sortOrder: integerField({ min: 0, max: 9999 }),
  ...translatableShape(TEXTS),
})
export type ZoneForm = z.infer<typeof ZoneFormSchema>

export interface ZoneRow {
  id: string
  code: string
  name: string
  sortOrder: number
  towns: number
}

export async function listZonesForAdmin(lng: Language, query: ListQuery) {
  const builder = TransferZoneModel.query().select('transfer_zones.*', TransferZoneModel.raw('(select count(*) from transfer_towns where transfer_towns.zone = transfer_zones.code) as town_count'))
  return pageOf(builder, query, {
    sortable: { code: 'transfer_zones.code', name: 'transfer_zones.name', sortOrder: 'transfer_zones.sort_order', towns: 'townCount' },
    defaultSort: 'sortOrder',
    tiebreaker: 'transfer_zones.code',
    search: (b, term) => void b.where((w) => w.whereILike('transfer_zones.code', likeTerm(term)).orWhereRaw('transfer_zones.translations::text ilike ?', [likeTerm(term)])),
    map: (row): ZoneRow => ({ id: row.code, code: row.code, name: translate(row, 'name', lng), sortOrder: row.sortOrder, towns: Number((row as TransferZoneModel & { townCount: string }).townCount) }),
  })
}

/** The zones to choose from (the town form), in their order. */
export async function zoneChoices(lng: Language): Promise<Array<{ value: string; label: string }>> {
  const rows = await TransferZoneModel.query().orderBy([{ column: 'sortOrder' }, { column: 'code' }])
  return rows.map((z) => ({ value: z.code, label: translate(z, 'name', lng) }))
}

export async function zoneFormValues(code: string): Promise<Record<string, string>> {
  const row = await TransferZoneModel.query().findById(code)
  if (!row) throw new NotFoundError('Zone not found')
  return { code: row.code, sortOrder: String(row.sortOrder), ...toForm(row, TEXTS) }
}

function toColumns(form: ZoneForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return { sortOrder: form.sortOrder, ...plain, translations }
}

const store = codedStore(TransferZoneModel, 'Zone not found')

export async function createZone(form: ZoneForm): Promise<void> {
  await store.create(form.code, toColumns(form))
  pricesChanged()
}

export async function updateZone(code: string, form: ZoneForm): Promise<void> {
  await store.update(code, toColumns(form))
  pricesChanged()
}

/** A zone that still has towns stays (409, naming it): its towns move to another zone first. */
export async function deleteZones(codes: string[]): Promise<number> {
  for (const code of codes) {
    const towns = await TransferTownModel.query().where('zone', code).resultSize()
    if (towns) throw new RefusedError(409, 'admin:transferPricing.zones.inUse', { zone: code, count: towns })
  }
  const deleted = await store.remove(codes)
  pricesChanged()
  return deleted
}
