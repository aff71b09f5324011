import type { DestinationDetail } from '../destinations/destinations.schema'
import type { TripDetail } from '../trips/trips.schema'
import { absoluteUrl, organizationId } from './head'

/** A place of the island: TouristDestination with its coordinates and its visitors' rating. */
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
    ...(d.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: d.rating, reviewCount: d.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
  }
}

/** A trip: TouristTrip with its offer (price, availability) and its itinerary as an ItemList. */
export function touristTripJsonLd(trip: TripDetail, publicUrl: string, url: string): Record<string, unknown> {
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
            itemListElement: trip.itinerary.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: `${step.time} ${step.title}`, description: step.description })),
          },
        }
      : {}),
  }
}

/** The entries of a list page, in their order. */
export function itemListJsonLd(items: Array<{ name: string; path: string }>, publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: absoluteUrl(publicUrl, item.path) })),
  }
}
