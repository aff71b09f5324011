import type { Language } from '../i18n/languages'
import { translate, translateList } from '../i18n/translatable'
import { imageUrl } from '../images/image-url'
import { DestinationModel } from './destinations.model'
import type { Destination } from './destinations.schema'

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
    rating: d.rating,
    reviewCount: d.reviewCount,
  }
}

export async function listPopularDestinations(lng: Language, limit = 8): Promise<Destination[]> {
  const rows = await DestinationModel.query()
    .where('isPopular', true)
    .orderBy([{ column: 'sortOrder' }, { column: 'rating', order: 'desc' }, { column: 'id' }])
    .limit(limit)
  return rows.map((d) => toDestination(d, lng))
}
