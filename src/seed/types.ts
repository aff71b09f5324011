// Shapes of the demo content. Every visitor-facing text exists in all four languages.
export type Lang = 'es' | 'en' | 'de' | 'ca'
export type Localized = Record<Lang, string>
export type LocalizedList = Record<Lang, string[]>
export type Zone = 'north' | 'south' | 'east' | 'west' | 'central'

/** Name of a generated demo picture, see src/images/demo-art.ts (stored as images/demo/<name>.jpg). */
export type DemoImage = string

export interface SeedTripType { slug: string; name: Localized }

export interface SeedDestination {
  slug: string
  zone: Exclude<Zone, 'central'> | 'central'
  latitude: number
  longitude: number
  image: DemoImage
  gallery: DemoImage[]
  isPopular: boolean
  name: Localized
  description: Localized // 2–4 sentences, plain text
  tags: LocalizedList // 3–5 short tags
}

export interface SeedItineraryStep { time: string; title: Localized; description: Localized }

export interface SeedTrip {
  slug: string
  destination: string // SeedDestination.slug
  type: string // SeedTripType.slug
  durationCategory: 'half-day' | 'full-day' | 'multi-day'
  duration: Localized // e.g. "4 horas"
  priceCents: number
  currency: 'EUR'
  maxGroupSize: number
  isBestseller: boolean
  isPopular: boolean
  showBookingOptions: boolean
  image: DemoImage
  gallery: DemoImage[]
  name: Localized
  description: Localized // 2–4 sentences
  location: Localized // e.g. "Ciutadella, oeste de Menorca"
  meetingPoint: Localized
  itinerary: SeedItineraryStep[]
  includes: LocalizedList
  excludes: LocalizedList
}

export interface SeedBanner { image: DemoImage; title: Localized; subtitle: Localized; buttonText: Localized | null; buttonLink: string | null }

export interface SeedTestimonial {
  name: string
  country: Localized
  text: Localized
  rating: 1 | 2 | 3 | 4 | 5
  avatar: DemoImage | null
  /** What it is about: a trip (its slug) or a transfer; and the day travelled (docs/decisions/052). */
  about: { trip: string } | 'transfer'
  travelledOn: string
}

export interface SeedBlogCategory { slug: string; name: Localized; description: Localized }

export interface SeedBlogPost {
  slug: string
  category: string // SeedBlogCategory.slug
  author: string
  publishedAt: string // ISO date, in the past
  cover: DemoImage
  title: Localized
  excerpt: Localized
  body: Localized // Markdown, 300–600 words, headings (##), lists, no raw HTML
}

export interface SeedFaq { topic: 'transfers' | 'general'; question: Localized; answer: Localized }

export interface SeedSeoRecord {
  pageKey: string // 'home', 'destinations', 'trips', 'cami-de-cavalls', 'blog', 'services', 'about', 'contact', 'testimonials', 'legal-privacy', 'legal-terms', 'legal-faq', 'airport-transfers', 'airport-transfers-ciutadella', …
  title: Localized // ≤ 60 characters
  description: Localized // 120–160 characters
  keywords: LocalizedList
}

export interface SeedContentPage { key: string; title: Localized; body: Localized /* Markdown */ }

export interface SeedTransferVehicle { code: 'car' | 'minivan' | 'minibus' | 'vip'; maxPassengers: number; maxSuitcases: number; name: Localized; description: Localized }
export interface SeedTransferTown {
  slug: string
  zone: Zone
  distanceKm: number // by road from Menorca airport (MAH)
  driveMinutes: number
  latitude: number
  longitude: number
  hasPage: boolean
  name: string
  description: Localized
  /** price in cents per vehicle class and passenger band, e.g. { car: [[1, 4, 4500]], minivan: [[1, 8, 6500]] } */
  prices: Record<SeedTransferVehicle['code'], Array<[min: number, max: number, cents: number]>>
}

/** An explicit fare between two places (either direction): per vehicle, [min, max, cents] bands. */
export interface SeedRouteFare {
  places: [string, string] // 'airport', 'port-mao', 'port-ciutadella' or a town slug
  prices: Record<SeedTransferVehicle['code'], Array<[min: number, max: number, cents: number]>>
}

export interface SeedSeason { name: string; startsOn: string; endsOn: string; percent: number }

export interface SeedTransferExtra {
  code: string
  name: Localized
  description: Localized
  priceCents: number // 0: free
  per: 'booking' | 'leg'
  maxQuantity: number
  countsAsLuggage: boolean
  requiresChildren: boolean
}

export interface SeedSiteSettings {
  businessName: string
  legalName: string
  taxId: string
  phone: string // E.164, a Menorca number (+34 971 …)
  whatsapp: string // E.164
  email: string
  address: { street: string; postalCode: string; locality: string; region: string; country: 'ES' }
  latitude: number
  longitude: number
  openingHours: Localized
  social: { facebook: string; instagram: string }
}
