import type { DestinationDetail } from '../destinations/destinations.schema'
import type { TripReviews } from '../reviews/reviews.server'
import type { TripDetail } from '../trips/trips.schema'
import type { Language } from '../i18n/languages'
import { absoluteUrl, languageUrl, organizationId } from './head'

/**
 * A place of the island: TouristDestination with its coordinates. No rating: nobody reviews a
 * destination, and a figure no visitor can read is not marked up (docs/decisions/042, "Reviews").
 */
export function touristDestinationJsonLd(d: DestinationDetail, publicUrl: string, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    '@id': `${url}#destination`,
    name: d.name,
    description: d.description,
    url,
    image: d.gallery.map((src) => absoluteUrl(publicUrl, src)),
    geo: { '@type': 'GeoCoordinates', latitude: d.latitude, longitude: d.longitude },
    containedInPlace: { '@type': 'Place', name: 'Menorca', address: { '@type': 'PostalAddress', addressRegion: 'Illes Balears', addressCountry: 'ES' } },
    ...(d.tags.length ? { keywords: d.tags.join(', ') } : {}),
  }
}

/**
 * The rating and the reviews of a trip, only from the published reviews its page shows: the
 * aggregate of them all (every one is readable on the page, "show more" included) and a Review
 * for each one shown on this page. None: no markup at all. Reviews imported from another site
 * (TripAdvisor, Google) stay on the page and in its average, but not in the markup: search
 * engines' review rules forbid marking up reviews collected elsewhere.
 */
function reviewsJsonLd(reviews: TripReviews | undefined): Record<string, unknown> {
  const own = reviews?.reviews.filter((r) => r.source !== 'import') ?? []
  if (!reviews || reviews.ownSummary.average === null || !own.length) return {}
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.ownSummary.average, reviewCount: reviews.ownSummary.count, bestRating: 5, worstRating: 1 },
    review: own.map((r) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: r.firstName },
      ...(r.publishedAt ? { datePublished: r.publishedAt.slice(0, 10) } : {}),
      reviewBody: r.comment,
      inLanguage: r.language,
    })),
  }
}

/** A trip: TouristTrip with its offer (price, availability), its itinerary as an ItemList and the reviews its page shows. */
export function touristTripJsonLd(trip: TripDetail, publicUrl: string, url: string, reviews?: TripReviews): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: trip.name,
    description: trip.description,
    url,
    image: trip.gallery.map((src) => absoluteUrl(publicUrl, src)),
    ...(trip.type ? { touristType: trip.type } : {}),
    provider: { '@id': organizationId(publicUrl) },
    offers: {
      '@type': 'Offer',
      price: trip.price,
      priceCurrency: trip.currency,
      // An archived trip is out of season (docs/decisions/043): its page stays, its offer does not.
      availability: trip.status === 'archived' ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      url,
      seller: { '@id': organizationId(publicUrl) },
    },
    ...(trip.itinerary.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            numberOfItems: trip.itinerary.length,
            itemListElement: trip.itinerary.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: [step.time, step.title].filter(Boolean).join(' '), description: step.description })),
          },
        }
      : {}),
    ...reviewsJsonLd(reviews),
  }
}

/** The entries of a list page, in their order. */
export function itemListJsonLd(items: Array<{ name: string; path: string }>, publicUrl: string, lng: Language): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: languageUrl(publicUrl, item.path, lng) })),
  }
}
