/**
 * Real-user measurements are grouped by page type, taken on the server from the Vike page that
 * rendered the HTML (its page id is the folder under views/), never guessed from the address.
 */
export const PAGE_TYPES = [
  'home',
  'trips',
  'trip',
  'destinations',
  'destination',
  'blog',
  'blog-post',
  'blog-category',
  'transfers',
  'transfer-booking',
  'trip-booking',
  'content',
  'contact',
  'newsletter',
  'search',
  'error',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

const CONTENT_PAGES = ['about', 'services', 'testimonials', 'cami-de-cavalls', 'legal/privacy', 'legal/terms', 'legal/faq']
const TRANSFER_PAGES = ['airport-transfers', 'airport-transfers/@town', 'airport-transfers/groups', 'airport-transfers/private', 'airport-transfers/vip', 'menorca-taxis']
const TRANSFER_BOOKING_PAGES = ['airport-transfers/request', 'airport-transfers/request/confirmation', 'airport-transfers/booking']
// A trip's booking steps without JavaScript, the booking page, its confirmation and the review form.
const TRIP_BOOKING_PAGES = ['trips/@id/book', 'trips/booking', 'trips/booking/confirmation', 'trips/review']
const NEWSLETTER_PAGES = ['newsletter', 'newsletter/confirm', 'newsletter/unsubscribe']

const BY_PAGE: Record<string, PageType> = {
  index: 'home',
  trips: 'trips',
  'trips/@id': 'trip',
  destinations: 'destinations',
  'destinations/@id': 'destination',
  blog: 'blog',
  'blog/@slug': 'blog-post',
  'blog/category/@slug': 'blog-category',
  contact: 'contact',
  search: 'search',
  _error: 'error',
  ...Object.fromEntries(CONTENT_PAGES.map((page) => [page, 'content'])),
  ...Object.fromEntries(TRANSFER_PAGES.map((page) => [page, 'transfers'])),
  ...Object.fromEntries(TRANSFER_BOOKING_PAGES.map((page) => [page, 'transfer-booking'])),
  ...Object.fromEntries(TRIP_BOOKING_PAGES.map((page) => [page, 'trip-booking'])),
  ...Object.fromEntries(NEWSLETTER_PAGES.map((page) => [page, 'newsletter'])),
}

/** Pages measured for visitors; staff screens and the login (no page type) are not. */
export function pageTypeOf(pageId: string | null | undefined): PageType | null {
  if (!pageId) return null
  return BY_PAGE[pageId.replace(/^\/views\//, '')] ?? null
}

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value)
}
