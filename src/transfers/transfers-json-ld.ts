import type { Language } from '../i18n/languages'
import { languageUrl, organizationId } from '../seo/head'

const euros = (cents: number) => (cents / 100).toFixed(2)

export interface OfferInput {
  name: string
  cents: number
}

/**
 * A transfer service (schema.org TaxiService, a Service) run by the business node of the page,
 * with its fares: every offer when there are a few, their range when there are many.
 */
export function transferServiceJsonLd(input: {
  name: string
  description: string
  path: string
  /** The page's language: its address in it is the service's and every offer's. */
  lng: Language
  publicUrl: string
  areaServed: string[]
  currency: string
  offers: OfferInput[]
}): Record<string, unknown> {
  const url = languageUrl(input.publicUrl, input.path, input.lng)
  const prices = input.offers.map((o) => o.cents)
  const offers =
    input.offers.length <= 12
      ? input.offers.map((o) => ({ '@type': 'Offer', name: o.name, price: euros(o.cents), priceCurrency: input.currency, url, availability: 'https://schema.org/InStock' }))
      : { '@type': 'AggregateOffer', lowPrice: euros(Math.min(...prices)), highPrice: euros(Math.max(...prices)), priceCurrency: input.currency, offerCount: input.offers.length }
  return {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    name: input.name,
    description: input.description,
    url,
    serviceType: 'Airport transfer',
    provider: { '@id': organizationId(input.publicUrl) },
    areaServed: input.areaServed.map((name) => ({ '@type': 'Place', name })),
    offers,
  }
}
