import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { TripModel } from '../trips/trips.model'
import { TestimonialModel } from './testimonials.model'
import type { Testimonial } from './testimonials.schema'

/**
 * The published testimonials that say what they are about and when (docs/decisions/052): a
 * transfer, or a trip still on the site; a row without its date and subject is not shown.
 */
export async function listTestimonials(lng: Language, limit?: number): Promise<Testimonial[]> {
  const query = TestimonialModel.query()
    .where('isPublished', true)
    .whereNotNull('travelledOn')
    .where((w) => w.where('subject', 'transfer').orWhereIn('tripId', TripModel.query().where('status', 'published').select('id')))
    .orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  if (limit) query.limit(limit)
  const rows = await query
  const tripIds = [...new Set(rows.flatMap((r) => (r.tripId ? [r.tripId] : [])))]
  const trips = new Map((tripIds.length ? await TripModel.query().findByIds(tripIds) : []).map((trip) => [trip.id, translate(trip, 'name', lng)]))
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    country: translate(t, 'country', lng),
    text: translate(t, 'text', lng),
    rating: t.rating,
    avatar: t.avatar ? imageUrl(t.avatar) : null,
    about: t.subject === 'trip' && t.tripId ? { kind: 'trip' as const, tripId: t.tripId, name: trips.get(t.tripId) ?? '' } : { kind: 'transfer' as const },
    travelledOn: t.travelledOn!,
  }))
}
