import { z } from 'zod'
import { checkboxField, decimalField, imageChoiceField, integerField, slugField } from '../content-kit/content-form-fields'
import { contentStore } from '../content-kit/content-store'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageChoices, thumbnailUrl } from '../images/library-paths'
import { galleryLines } from '../lib/image-url'
import { NotFoundError } from '../lib/errors'
import { DESTINATION_CONTENT } from './destinations.content'
import { DestinationModel } from './destinations.model'
import { ZONES, type Zone } from './destinations.schema'

const TEXTS = DESTINATION_CONTENT.texts

/** The destination form, checked against the images that exist now. */
export function destinationFormSchema(images: Set<string>) {
  return z.object({
    slug: slugField(120),
    zone: z.enum(ZONES, { error: 'required' }),
    latitude: decimalField({ min: -90, max: 90, digits: 6 }),
    longitude: decimalField({ min: -180, max: 180, digits: 6 }),
    sortOrder: integerField({ min: 0, max: 9999 }),
    isPopular: checkboxField(),
    image: imageChoiceField(images),
    gallery: z
      .string()
      .max(20_000, { error: 'tooLong' })
      .optional()
      .default('')
      .transform(galleryLines)
      .refine((paths) => paths.every((p) => images.has(p)), { error: 'invalid' })
      .refine((paths) => paths.length <= 30, { error: 'tooLong' }),
    ...translatableShape(TEXTS),
  })
}
export type DestinationForm = z.infer<ReturnType<typeof destinationFormSchema>>

/** The library images, plus (when editing) the destination's own images even if not in the library. */
export async function destinationImageRefs(id?: number): Promise<Set<string>> {
  const row = id ? await DestinationModel.query().findById(id) : undefined
  return new Set(await imageChoices(row ? [row.image, ...(row.gallery ?? [])] : []))
}

export async function destinationFormChoices(id?: number) {
  const row = id ? await DestinationModel.query().findById(id) : undefined
  return { images: await imageChoices([row?.image]), zones: [...ZONES] }
}

function toColumns(form: DestinationForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return {
    slug: form.slug,
    ...plain,
    zone: form.zone,
    latitude: form.latitude,
    longitude: form.longitude,
    sortOrder: form.sortOrder,
    isPopular: form.isPopular,
    image: form.image,
    gallery: form.gallery,
    translations,
  }
}

const store = contentStore(DestinationModel, 'Destination not found')

export function createDestination(form: DestinationForm): Promise<number> {
  return store.create(toColumns(form))
}

export function updateDestination(id: number, form: DestinationForm): Promise<void> {
  return store.update(id, toColumns(form))
}

/** A destination trips still go to is not deleted: staff move those trips first (the page would lose its place). */
export function deleteDestinations(ids: number[], lng: Language): Promise<number> {
  return store.removeUnreferenced(ids, { table: 'trips', column: 'destination_id', refusal: 'admin:destinationsAdmin.inUse' }, lng)
}

const decimalText = (n: number) => String(Number(n))

export async function destinationFormValues(id: number): Promise<Record<string, string>> {
  const row = await DestinationModel.query().findById(id)
  if (!row) throw new NotFoundError('Destination not found')
  return {
    slug: row.slug,
    zone: row.zone,
    latitude: decimalText(row.latitude),
    longitude: decimalText(row.longitude),
    sortOrder: String(row.sortOrder),
    isPopular: row.isPopular ? 'on' : '',
    image: row.image,
    gallery: (row.gallery ?? []).join('\n'),
    ...toForm(row, TEXTS),
  }
}

export interface DestinationAdminRow {
  id: number
  image: string
  name: string
  zone: Zone
  trips: number
  popular: boolean
}

/** The admin list: search (name in any language, slug), sort, filter by zone. */
export async function listDestinationsForAdmin(lng: Language, query: ListQuery, filter: { zone?: Zone } = {}) {
  const builder = DestinationModel.query().select('destinations.*', DestinationModel.raw('(select count(*) from trips where trips.destination_id = destinations.id) as trip_count'))
  if (filter.zone) builder.where('destinations.zone', filter.zone)
  return pageOf(builder, query, {
    sortable: { name: 'destinations.name', zone: 'destinations.zone', trips: 'tripCount', sortOrder: 'destinations.sort_order' },
    defaultSort: 'sortOrder',
    search: (b, term) =>
      void b.where((w) => w.whereILike('destinations.name', likeTerm(term)).orWhereILike('destinations.slug', likeTerm(term)).orWhereRaw("(destinations.translations -> 'name')::text ilike ?", [likeTerm(term)])),
    map: (row): DestinationAdminRow => ({
      id: row.id,
      image: row.image ? thumbnailUrl(row.image) : '',
      name: translate(row, 'name', lng),
      zone: row.zone,
      trips: Number((row as DestinationModel & { tripCount: string }).tripCount),
      popular: row.isPopular,
    }),
  })
}
