import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { translate, translateList } from '../i18n/translatable'
import type { SiteSettings } from '../settings/settings.schema'
import type { HeadFeed, PageHead, SeoRecord } from './seo.schema'

/** Longest title search engines show whole; the " | Business" suffix is left off a title it would push past it. */
export const MAX_TITLE_LENGTH = 60

/** The social image every page falls back to, and the size of every social image (1200×630, the large card). */
const DEFAULT_IMAGE = '/api/images/optimize/demo/cove-turquoise.jpg?width=1200&height=630&format=jpeg'

/** SPEC §1/§9: structured data advertises prices from 20 to 150 EUR. */
export const PRICE_RANGE = '€20 - €150'

export interface HeadInput {
  lng: Language
  /** URL path of the page, without query string. */
  path: string
  publicUrl: string
  site: SiteSettings
  record?: SeoRecord | null
  /** Used when the SEO record lacks a text (detail pages derive them from the entity). */
  fallback: { title: string; description: string; keywords?: string[] }
  image?: string
  imageAlt?: string
  type?: PageHead['type']
  robots?: string
  jsonLd?: Array<Record<string, unknown>>
  feeds?: HeadFeed[]
}

/** `path?lng=xx`: the address of a page in one language (hreflang alternates and canonical). */
export function languageUrl(publicUrl: string, path: string, lng?: Language): string {
  const url = new URL(path, `${publicUrl}/`)
  if (lng) url.searchParams.set('lng', lng)
  return url.toString()
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString()
}

/** The business's node in every page's JSON-LD; other nodes point at it (publisher, provider). */
export function organizationId(publicUrl: string): string {
  return `${publicUrl}/#organization`
}

export function organizationJsonLd(site: SiteSettings, publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': organizationId(publicUrl),
    name: site.businessName,
    legalName: site.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo.svg`,
    image: `${publicUrl}/apple-touch-icon.png`,
    telephone: site.phone,
    email: site.email,
    priceRange: PRICE_RANGE,
    currenciesAccepted: 'EUR',
    // Drivers and guides take cash or card on the day; online, Stripe takes cards (docs/decisions/052).
    paymentAccepted: 'Cash, Credit Card',
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.latitude, longitude: site.longitude },
    areaServed: { '@type': 'Place', name: 'Menorca' },
    sameAs: [site.social.facebook, site.social.instagram].filter(Boolean),
  }
}

function fromRecord(record: SeoRecord | null | undefined, attribute: 'title' | 'description', lng: Language): string {
  if (!record) return ''
  return translate({ translations: { [attribute]: record[attribute] } }, attribute, lng)
}

/** "Title | Business" when that fits in MAX_TITLE_LENGTH, else the title alone. */
export function withBusinessName(title: string, businessName: string): string {
  if (title.includes(businessName)) return title
  const full = `${title} | ${businessName}`
  return full.length <= MAX_TITLE_LENGTH ? full : title
}

/** og:image:width/height from the optimizer's own width and height parameters (an image without both has none). */
function imageSizeOf(image: string): Pick<PageHead, 'imageWidth' | 'imageHeight'> {
  const params = new URL(image).searchParams
  const width = Number(params.get('width'))
  const height = Number(params.get('height'))
  return width > 0 && height > 0 ? { imageWidth: width, imageHeight: height } : {}
}

export function buildPageHead(input: HeadInput): PageHead {
  const { lng, path, publicUrl, record, site } = input
  const title = fromRecord(record, 'title', lng) || input.fallback.title
  const description = fromRecord(record, 'description', lng) || input.fallback.description
  const keywords = record ? translateList({ translations: { keywords: record.keywords } }, 'keywords', lng) : []
  const canonical = record?.canonicalUrl ? absoluteUrl(publicUrl, record.canonicalUrl) : languageUrl(publicUrl, path, lng)
  const alternates = [
    ...LANGUAGES.map((l) => ({ hreflang: l, href: languageUrl(publicUrl, path, l) })),
    // The Spanish page's canonical address: x-default must be a canonical URL, and Spanish is the default language.
    { hreflang: 'x-default', href: languageUrl(publicUrl, path, DEFAULT_LANGUAGE) },
  ]
  const image = absoluteUrl(publicUrl, input.image ?? DEFAULT_IMAGE)
  const jsonLd = [organizationJsonLd(site, publicUrl), ...(record?.schema ? [record.schema] : []), ...(input.jsonLd ?? [])]
  return {
    title: withBusinessName(title, site.businessName),
    description,
    keywords: keywords.length ? keywords : (input.fallback.keywords ?? []),
    robots: input.robots ?? record?.robotsDirective ?? 'index, follow',
    canonical,
    alternates,
    image,
    ...imageSizeOf(image),
    imageAlt: input.imageAlt ?? title,
    type: input.type ?? 'website',
    jsonLd,
    ...(input.feeds?.length ? { feeds: input.feeds } : {}),
  }
}
