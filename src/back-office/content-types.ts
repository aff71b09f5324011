import { BLOG_CATEGORY_CONTENT, BLOG_POST_CONTENT } from '../blog/blog.content'
import { CONTENT_PAGE_CONTENT } from '../content/content-pages.content'
import type { ContentType } from '../content-kit/content-type'
import { DESTINATION_CONTENT } from '../destinations/destinations.content'
import { FAQ_CONTENT } from '../faq/faq.content'
import { HERO_BANNER_CONTENT } from '../hero-banners/hero-banners.content'
import { SEO_CONTENT } from '../seo/seo.content'
import { TESTIMONIAL_CONTENT } from '../testimonials/testimonials.content'
import { TRANSFER_EXTRA_CONTENT, TRANSFER_TOWN_CONTENT, TRANSFER_VEHICLE_CONTENT, TRANSFER_ZONE_CONTENT } from '../transfers/pricing.content'
import { TRIP_TYPE_CONTENT } from '../trip-types/trip-types.content'
import { TRIP_CONTENT } from '../trips/trips.content'

/**
 * Every content type's declaration, in the admin menu's order (docs/decisions/028): the admin
 * menu, the translation report and export/import are derived from this list. A new content type
 * is declared in its domain and added here. The transfer price types list their screens under
 * Operations themselves (ownMenuEntry).
 */
export const CONTENT_TYPES: readonly ContentType[] = [
  TRIP_CONTENT,
  DESTINATION_CONTENT,
  TRIP_TYPE_CONTENT,
  BLOG_POST_CONTENT,
  BLOG_CATEGORY_CONTENT,
  TESTIMONIAL_CONTENT,
  HERO_BANNER_CONTENT,
  FAQ_CONTENT,
  CONTENT_PAGE_CONTENT,
  SEO_CONTENT,
  TRANSFER_ZONE_CONTENT,
  TRANSFER_TOWN_CONTENT,
  TRANSFER_VEHICLE_CONTENT,
  TRANSFER_EXTRA_CONTENT,
]

/** The content types with every type a row refers to before it (parents first): the order export and import need. */
export function inDependencyOrder(types: readonly ContentType[]): ContentType[] {
  const ordered: ContentType[] = []
  const visit = (type: ContentType, path: string[]) => {
    if (ordered.includes(type)) return
    if (path.includes(type.table)) throw new Error(`content types refer to each other in a cycle: ${[...path, type.table].join(' → ')}`)
    for (const ref of type.transfer.refs ?? []) {
      const parent = types.find((t) => t.table === ref.table)
      if (parent) visit(parent, [...path, type.table])
    }
    ordered.push(type)
  }
  for (const type of types) visit(type, [])
  return ordered
}
