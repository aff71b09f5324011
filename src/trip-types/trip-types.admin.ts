import { z } from 'zod'
import { contentChanged } from '../admin/content-changed'
import { likeTerm, pageOf, type ListQuery } from '../admin/list-query'
import { fromForm, toForm, translatableShape } from '../admin/translatable-form'
import { translationStamps } from '../admin/translation-stamps'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { ConflictError, NotFoundError } from '../server/errors'
import { TripTypeModel } from './trip-types.model'

const TRANSLATED = ['name']

export const TripTypeFormSchema = z.object({
  slug: z.string().trim().min(1, { error: 'required' }).max(80, { error: 'tooLong' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug' }),
  sortOrder: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(0, { error: 'min' }).max(9999, { error: 'max' }),
  ...translatableShape({ name: { max: 120 } }),
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
    map: (row): TripTypeRow => ({ id: row.id, name: translate(row, 'name', lng), slug: row.slug, sortOrder: row.sortOrder, trips: Number((row as unknown as { tripCount: string }).tripCount) }),
  })
}

export async function tripTypeFormValues(id: number): Promise<Record<string, string>> {
  const row = await TripTypeModel.query().findById(id)
  if (!row) throw new NotFoundError('Trip type not found')
  return { slug: row.slug, sortOrder: String(row.sortOrder), ...toForm(row as never, TRANSLATED) }
}

function toColumns(form: TripTypeForm) {
  const { plain, translations } = fromForm(form, TRANSLATED)
  return { slug: form.slug, sortOrder: form.sortOrder, name: plain.name!, translations }
}

async function assertSlugFree(slug: string, exceptId?: number) {
  const clash = await TripTypeModel.query().where('slug', slug).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q)).first()
  if (clash) throw new ConflictError('slug')
}

export async function createTripType(form: TripTypeForm): Promise<number> {
  await assertSlugFree(form.slug)
  const columns = toColumns(form)
  const row = await TripTypeModel.query().insert({ ...columns, translationsUpdatedAt: translationStamps(undefined, columns.translations) })
  contentChanged()
  return row.id
}

export async function updateTripType(id: number, form: TripTypeForm): Promise<void> {
  await assertSlugFree(form.slug, id)
  const before = await TripTypeModel.query().findById(id)
  if (!before) throw new NotFoundError('Trip type not found')
  const columns = toColumns(form)
  await TripTypeModel.query().findById(id).patch({ ...columns, translationsUpdatedAt: translationStamps(before, columns.translations) })
  contentChanged()
}

/** Trips keep existing without a type (the column is set to null by the database). */
export async function deleteTripTypes(ids: number[]): Promise<number> {
  const deleted = await TripTypeModel.query().delete().whereIn('id', ids)
  if (deleted) contentChanged()
  return deleted
}
