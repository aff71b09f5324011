import { z } from 'zod'
import { contentStore } from '../content-kit/content-store'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { TripTypeModel } from './trip-types.model'
import { TRIP_TYPE_CONTENT } from './trip-types.content'

const TEXTS = TRIP_TYPE_CONTENT.texts

export const TripTypeFormSchema = z.object({
  slug: z.string().trim().min(1, { error: 'required' }).max(80, { error: 'tooLong' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug' }),
  sortOrder: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(0, { error: 'min' }).max(9999, { error: 'max' }),
  ...translatableShape(TEXTS),
})
export type TripTypeForm = z.infer<typeof TripTypeFormSchema>

export interface TripTypeRow {
  id: number
  name: string
  slug: string
  sortOrder: number
  trips: number
}

/** The admin list: search by name (any language) or slug; sort by name, slug, order or use. */
export async function listTripTypesForAdmin(lng: Language, query: ListQuery) {
  const builder = TripTypeModel.query().select('trip_types.*', TripTypeModel.raw('(select count(*) from trips where trips.trip_type_id = trip_types.id) as trip_count'))
  return pageOf(builder, query, {
    sortable: { name: 'trip_types.name', slug: 'trip_types.slug', sortOrder: 'trip_types.sort_order', trips: 'tripCount' },
    defaultSort: 'sortOrder',
    search: (b, term) => void b.where((w) => w.whereILike('trip_types.name', likeTerm(term)).orWhereILike('trip_types.slug', likeTerm(term)).orWhereRaw('trip_types.translations::text ilike ?', [likeTerm(term)])),
    map: (row): TripTypeRow => ({ id: row.id, name: translate(row, 'name', lng), slug: row.slug, sortOrder: row.sortOrder, trips: Number((row as TripTypeModel & { tripCount: string }).tripCount) }),
  })
}

export async function tripTypeFormValues(id: number): Promise<Record<string, string>> {
  const row = await TripTypeModel.query().findById(id)
  if (!row) throw new NotFoundError('Trip type not found')
  return { slug: row.slug, sortOrder: String(row.sortOrder), ...toForm(row, TEXTS) }
}

function toColumns(form: TripTypeForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return { slug: form.slug, sortOrder: form.sortOrder, ...plain, translations }
}

const store = contentStore(TripTypeModel, 'Trip type not found')

export function createTripType(form: TripTypeForm): Promise<number> {
  return store.create(toColumns(form))
}

export function updateTripType(id: number, form: TripTypeForm): Promise<void> {
  return store.update(id, toColumns(form))
}

/** A type trips still have is not deleted: staff give those trips another type first (filters would lose them). */
export function deleteTripTypes(ids: number[], lng: Language): Promise<number> {
  return store.removeUnreferenced(ids, { table: 'trips', column: 'trip_type_id', refusal: 'admin:tripTypes.inUse' }, lng)
}
