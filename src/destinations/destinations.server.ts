import type { Language } from '../i18n/languages'
import { translate, translateList } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { DestinationModel } from './destinations.model'
import type { Destination, DestinationDetail, DestinationsQuery } from './destinations.schema'
import { NotFoundError } from '../lib/errors'

/** SPEC §2: the towns with their own airport-transfer page (fixed routes of the transfers area). */
const TRANSFER_TOWN_PAGES = new Set(['ciutadella', 'fornells', 'cala-galdana', 'son-bou'])

const ORDER = [{ column: 'sortOrder' }, { column: 'id' }] as const

export function toDestination(d: DestinationModel, lng: Language): Destination {
  return {
    id: d.id,
    slug: d.slug,
    name: translate(d, 'name', lng),
    description: translate(d, 'description', lng),
    image: imageUrl(d.image),
    zone: d.zone,
    latitude: d.latitude,
    longitude: d.longitude,
    tags: translateList(d, 'tags', lng),
    isPopular: d.isPopular,
  }
}

export async function listPopularDestinations(lng: Language, limit = 8): Promise<Destination[]> {
  const rows = await DestinationModel.query().where('isPopular', true).orderBy([...ORDER]).limit(limit)
  return rows.map((d) => toDestination(d, lng))
}

export async function listDestinations(lng: Language, { zone }: DestinationsQuery = {}): Promise<Destination[]> {
  const query = DestinationModel.query().orderBy([...ORDER])
  if (zone) query.where('zone', zone)
  const rows = await query
  return rows.map((d) => toDestination(d, lng))
}

/** A destination's page data in one language; NotFoundError when there is no such destination. */
export async function findDestination(lng: Language, id: number): Promise<DestinationDetail> {
  const row = await DestinationModel.query().findById(id)
  if (!row) throw new NotFoundError(`No destination ${id}`)
  return {
    ...toDestination(row, lng),
    gallery: [...new Set([row.image, ...(row.gallery ?? [])].filter(Boolean))].map(imageUrl),
    transferPage: TRANSFER_TOWN_PAGES.has(row.slug) ? `/airport-transfers/${row.slug}` : null,
  }
}
