import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { translate, translateList } from '../i18n/translatable'
import type { SiteSettings } from '../settings/settings.schema'
import type { HeadFeed, PageHead, SeoRecord } from './seo.schema'
import { imageUrl, optimizedUrl } from '../lib/image-url'
import { SITE_IMAGES } from '../lib/site-images'

/** Longest title search engines show whole; the " | Business" suffix is left off a title it would push past it. */
export const MAX_TITLE_LENGTH = 60

/** The social image every page falls back to, and the size of every social image (1200×630, the large card). */
const DEFAULT_IMAGE = SITE_IMAGES.defaultShare
const SOCIAL_SIZE = { width: 1200, height: 630, format: 'jpeg' }

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
  /** Makes the title a further page's of a list ("… – page 2"); that part is kept whole when the title is cut. */
  formatTitle?: (title: string) => string
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

const lengthOf = (text: string) => [...text].length

/**
 * The title as search results show it, in MAX_TITLE_LENGTH characters: "Title | Business" when that
 * fits, else the title alone, else the title cut after its last whole word that fits, with an
 * ellipsis. Search engines cut a longer title wherever it falls; cut here, the words that say what
 * the page is (names come first in every title) stay whole and the reader sees that some are left
 * out. `format` turns a title into a further page's ("… – page 2"): that part is never cut, it is
 * what tells the pages of one list apart.
 */
export function fitTitle(title: string, businessName: string, format: (title: string) => string = (t) => t): string {
  const own = format(title.trim())
  const candidates = title.includes(businessName) ? [own] : [`${own} | ${businessName}`, own]
  const fits = candidates.find((candidate) => lengthOf(candidate) <= MAX_TITLE_LENGTH)
  if (fits) return fits
  const words = title.trim().split(/\s+/)
  for (let n = words.length - 1; n > 0; n--) {
    const cut = format(`${words.slice(0, n).join(' ').replace(/[\s,;:.–—|-]+$/u, '')}…`)
    if (lengthOf(cut) <= MAX_TITLE_LENGTH) return cut
  }
  // One word longer than a title: the only case cut inside a word.
  const room = MAX_TITLE_LENGTH - lengthOf(format('')) - 1
  return format(`${[...title.trim()].slice(0, Math.max(room, 1)).join('')}…`)
}

/** The number in a list page's own address (`/trips?page=2`); 1 for any other page. */
export function pageNumberOf(path: string): number {
  const page = Number(new URL(path, 'http://site.invalid').searchParams.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/**
 * The canonical address of a page in one language: the SEO record's own for that language when it
 * has one (only for the record's page itself, not for the further pages of a list, which are
 * documents of their own), else the page's address in that language. The head and the sitemap
 * both use it (docs/decisions/053).
 */
export function canonicalAddress(publicUrl: string, path: string, lng: Language, record?: Pick<SeoRecord, 'canonicalUrl'> | null): string {
  const own = record?.canonicalUrl?.[lng]
  return own && pageNumberOf(path) === 1 ? absoluteUrl(publicUrl, own) : languageUrl(publicUrl, path, lng)
}

/** The SEO record's key of a page: its path without the first slash, `-` for `/`, `home` for the home page (the pages name their records so). */
export function seoPageKeyOf(path: string): string {
  const pathname = new URL(path, 'http://site.invalid').pathname
  return pathname === '/' ? 'home' : pathname.slice(1).replace(/\/+$/, '').replace(/\//g, '-')
}

const canonicalIn = (input: HeadInput, lng: Language) => canonicalAddress(input.publicUrl, input.path, lng, input.record)

/** og:image:width/height from the optimizer's own width and height parameters (an image without both has none). */
function imageSizeOf(image: string): Pick<PageHead, 'imageWidth' | 'imageHeight'> {
  const params = new URL(image).searchParams
  const width = Number(params.get('width'))
  const height = Number(params.get('height'))
  return width > 0 && height > 0 ? { imageWidth: width, imageHeight: height } : {}
}

export function buildPageHead(input: HeadInput): PageHead {
  const { lng, publicUrl, record, site } = input
  const title = fromRecord(record, 'title', lng) || input.fallback.title
  const description = fromRecord(record, 'description', lng) || input.fallback.description
  const keywords = record ? translateList({ translations: { keywords: record.keywords } }, 'keywords', lng) : []
  // Each language's alternate is that language's canonical (docs/decisions/053): an alternate that is
  // not canonical, or four languages declaring one address, makes search engines drop the others.
  const canonical = canonicalIn(input, lng)
  const alternates = [
    ...LANGUAGES.map((l) => ({ hreflang: l, href: l === lng ? canonical : canonicalIn(input, l) })),
    // The Spanish page's canonical address: x-default must be a canonical URL, and Spanish is the default language.
    { hreflang: 'x-default', href: canonicalIn(input, DEFAULT_LANGUAGE) },
  ]
  const image = absoluteUrl(publicUrl, input.image ?? optimizedUrl(imageUrl(DEFAULT_IMAGE), SOCIAL_SIZE))
  const jsonLd = [organizationJsonLd(site, publicUrl), ...(record?.schema ? [record.schema] : []), ...(input.jsonLd ?? [])]
  return {
    title: fitTitle(title, site.businessName, input.formatTitle),
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

/**
 * The head of an error answer (404, 405, 410, 5xx): never indexed, and no canonical address or
 * hreflang alternates — the address is not a document of its own in any language.
 */
export function errorAnswerHead(head: PageHead): PageHead {
  return { ...head, robots: 'noindex, follow', canonical: undefined, alternates: [] }
}
