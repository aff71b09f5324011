import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../images/image-url'
import { TripModel } from './trips.model'
import type { TripSummary } from './trips.schema'

export function toTripSummary(t: TripModel, lng: Language): TripSummary {
  return {
    id: t.id,
    slug: t.slug,
    name: translate(t, 'name', lng),
    description: translate(t, 'description', lng),
    location: translate(t, 'location', lng),
    image: imageUrl(t.image),
    type: t.tripType ? translate(t.tripType, 'name', lng) : '',
    typeId: t.tripTypeId,
    destinationId: t.destinationId,
    durationCategory: t.durationCategory,
    duration: translate(t, 'duration', lng),
    price: t.priceCents / 100,
    priceCents: t.priceCents,
    currency: t.currency,
    rating: t.rating,
    reviewCount: t.reviewCount,
    isBestseller: t.isBestseller,
    isPopular: t.isPopular,
    showBookingOptions: t.showBookingOptions,
  }
}

export async function listPopularTrips(lng: Language, options: { typeId?: number; limit?: number } = {}): Promise<TripSummary[]> {
  const query = TripModel.query()
    .withGraphJoined('tripType')
    .where('trips.is_popular', true)
    .orderBy([{ column: 'trips.sort_order' }, { column: 'trips.rating', order: 'desc' }, { column: 'trips.id' }])
    .limit(options.limit ?? 12)
  if (options.typeId) query.where('trips.trip_type_id', options.typeId)
  const rows = await query
  return rows.map((t) => toTripSummary(t, lng))
}
