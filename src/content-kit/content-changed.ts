import { invalidateHtmlCache } from '../lib/html-cache'

/**
 * After any staff edit of public content: rendered pages and the sitemap (a cached answer like
 * them) are rebuilt on the next request, on every instance (src/lib/change-feed.ts), so edits show at once.
 */
export function contentChanged(): void {
  invalidateHtmlCache()
}
