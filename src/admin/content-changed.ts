import { invalidateHtmlCache } from '../server/html-cache'
import { clearSitemapCache } from '../seo/sitemap.service'

/**
 * After any staff edit of public content: rendered pages and the sitemap are rebuilt on the next
 * request (on every instance: both announce the change through src/server/change-feed.ts), so edits show at once.
 */
export function contentChanged(): void {
  invalidateHtmlCache()
  clearSitemapCache()
}
