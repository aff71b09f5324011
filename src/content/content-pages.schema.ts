/** content_pages.key: a page key, the same one its SEO record uses. */
export { PageKeySchema as ContentPageKeySchema } from '../seo/seo.schema'

/**
 * The fixed routes of the site whose text is a content page (their +data hooks read these keys
 * through contentPageData). Pages are edited from /admin/pages, never created or deleted there.
 */
export const CONTENT_PAGE_PATHS = {
  services: '/services',
  about: '/about',
  'legal-privacy': '/legal/privacy',
  'legal-terms': '/legal/terms',
} as const
export type ContentPageKey = keyof typeof CONTENT_PAGE_PATHS

/** The public address of a page, or null for a stored page no route shows (an imported one). */
export function contentPagePath(key: string): string | null {
  return Object.hasOwn(CONTENT_PAGE_PATHS, key) ? CONTENT_PAGE_PATHS[key as ContentPageKey] : null
}
