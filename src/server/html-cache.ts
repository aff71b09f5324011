/**
 * Rendered HTML for anonymous visitors, keyed by language + URL. Pages are the same for every
 * anonymous visitor except for the CSP nonce, which is swapped per response. Entries expire
 * after a short time (scheduled content appears on time) and every content write clears the
 * cache (invalidateHtmlCache), so staff edits show at once.
 */
export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  body: string
  nonce: string
  storedAt: number
}

const TTL_MS = 60_000
const MAX_ENTRIES = 1000

const entries = new Map<string, CachedPage>()
const listeners = new Set<() => void>()
let hits = 0
let misses = 0

export const htmlCache = {
  key(lng: string, url: string): string {
    return `${lng} ${url}`
  },
  get(key: string): CachedPage | undefined {
    const entry = entries.get(key)
    if (!entry || Date.now() - entry.storedAt > TTL_MS) {
      if (entry) entries.delete(key)
      misses++
      return undefined
    }
    // Map order doubles as LRU order.
    entries.delete(key)
    entries.set(key, entry)
    hits++
    return entry
  },
  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(key, { ...page, storedAt: Date.now() })
  },
  stats() {
    return { entries: entries.size, hits, misses }
  },
}

/** The page with this response's nonce instead of the one it was rendered with. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.split(page.nonce).join(nonce) : page.body
}

/** Drops every cached page (this instance); listeners forward it to other instances. */
export function invalidateHtmlCache(): void {
  entries.clear()
  for (const listener of listeners) listener()
}

export function onHtmlCacheInvalidated(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Clears only this instance's entries (a notification from another instance). */
export function clearLocalHtmlCache(): void {
  entries.clear()
}
