import { invalidateHtmlCache } from '../server/html-cache'

/**
 * After any staff edit of public content: rendered pages and the sitemap (a cached answer like
 * them) are rebuilt on the next request, on every instance (src/server/change-feed.ts), so edits show at once.
 */
export function contentChanged(): void {
  invalidateHtmlCache()
}
