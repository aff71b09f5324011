import { invalidateHtmlCache } from '../lib/html-cache'

/**
 * After any staff edit of public content: rendered pages and the sitemap (a cached answer like
 * them) are rebuilt on the next request, on every instance (src/lib/change-feed.ts), so edits show at once.
 */
export function contentChanged(): void {
  invalidateHtmlCache()
}

/**
 * Runs a write the public site shows (usually one transaction), then refreshes the site once it
 * has committed: refreshing earlier could let a visitor's request cache the page as it was.
 */
export async function changingContent<T>(write: () => Promise<T>): Promise<T> {
  const result = await write()
  contentChanged()
  return result
}
