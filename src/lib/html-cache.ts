import type { Request, Response } from 'express'
import { sharedCache } from './change-feed'
import { answeredNotModified, brotliFast, chooseEncoding, entityTag, gzipFast, isCompressible, sendBytes, type Encoding } from './encodings'

/**
 * Responses for anonymous visitors — rendered pages and public JSON — keyed by language + URL.
 * They are the same for every anonymous visitor, so each is kept as bytes with its entity tag
 * and its compressed forms (made once, at the first request that wants them) and sent as is.
 * Every content write clears the cache (invalidateHtmlCache, on every instance), so staff
 * edits show at once; entries also age out after TTL_MS (scheduled content appears on time),
 * and an aged entry keeps being served while one request renders its successor.
 */
export interface CachedResponse {
  status: number
  headers: Array<[string, string]>
  etag: string
  bodies: Partial<Record<Encoding, Buffer>>
  bytes: number
  storedAt: number
  /** The page's route, for the request metrics of every answer sent from this entry. */
  route?: string
  /** When a request set out to render a successor of this (aged) entry. */
  refreshingSince?: number
}

const TTL_MS = 60_000
/** A refresh that has not stored anything after this long is given up (the render failed). */
const REFRESH_GIVE_UP_MS = 10_000
/** Memory for cached bodies, compressed forms included; the least recently used go first. */
const MAX_BYTES = 32 * 1024 * 1024

const entries = new Map<string, CachedResponse>()
const pending = new Map<string, Promise<void>>()
let totalBytes = 0
let hits = 0
let misses = 0

function forget(key: string): void {
  const entry = entries.get(key)
  if (!entry) return
  totalBytes -= entry.bytes
  entries.delete(key)
}

export const htmlCache = {
  key(lng: string, url: string): string {
    return `${lng} ${url}`
  },

  /** Drops one entry (this instance). */
  forget,

  /**
   * The entry to serve, or undefined when this request should render it: there is none, or it
   * has aged and nobody is rendering its successor yet (this request now is).
   */
  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt > TTL_MS && !(entry.refreshingSince && now - entry.refreshingSince < REFRESH_GIVE_UP_MS)) {
      entry.refreshingSince = now
      return undefined
    }
    // Map order doubles as LRU order.
    entries.delete(key)
    entries.set(key, entry)
    hits++
    return entry
  },

  set(key: string, response: { status: number; headers: Array<[string, string]>; body: string | Buffer; route?: string }, now = Date.now()): CachedResponse {
    forget(key)
    misses++
    const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body
    const etag = entityTag(body)
    const entry: CachedResponse = { status: response.status, headers: response.headers, etag, bodies: { identity: body }, bytes: body.length, storedAt: now, route: response.route }
    entries.set(key, entry)
    totalBytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (totalBytes <= MAX_BYTES || oldest === key) break
      forget(oldest)
    }
    return entry
  },

  /**
   * Requests arriving while the same response is being rendered wait for it instead of
   * rendering it too (after an invalidation every visitor would otherwise miss at once).
   * Returns the wait of an earlier renderer, or undefined and a `done` for this one.
   */
  rendering(key: string): { wait?: Promise<void>; done: () => void } {
    const wait = pending.get(key)
    if (wait) return { wait, done: () => {} }
    let done!: () => void
    pending.set(key, new Promise<void>((resolve) => (done = resolve)))
    return {
      done: () => {
        pending.delete(key)
        done()
      },
    }
  },

  /** Hits: answers sent from the cache; misses: answers rendered and then stored. */
  stats() {
    return { entries: entries.size, bytes: totalBytes, hits, misses }
  },
}

/** Sends a cached response: 304 for a matching entity tag, else the best encoding the client takes. */
export function sendCached(req: Request, res: Response, entry: CachedResponse, label: 'HIT' | 'MISS' = 'HIT'): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  if (entry.route) res.locals.routePattern = entry.route
  res.setHeader('ETag', entry.etag)
  res.setHeader('X-Cache', label)
  if (entry.status === 200 && answeredNotModified(req, res, entry.etag)) return
  const contentType = String(entry.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '')
  const encoding = isCompressible(contentType) && entry.bytes >= 1024 ? chooseEncoding(req.headers['accept-encoding'], { br: true, gzip: true }) : 'identity'
  let body = entry.bodies[encoding]
  if (!body) {
    body = encoding === 'br' ? brotliFast(entry.bodies.identity!) : gzipFast(entry.bodies.identity!)
    entry.bodies[encoding] = body
    entry.bytes += body.length
    totalBytes += body.length
  }
  sendBytes(req, res, entry.status, body, encoding)
}

const clearEverywhere = sharedCache('html', clearLocalHtmlCache)

/** Drops every cached response, on this instance and (through the change feed) every other one. */
export function invalidateHtmlCache(): void {
  clearEverywhere()
}

let clearings = 0

/** Clears only this instance's entries (a notification from another instance). */
export function clearLocalHtmlCache(): void {
  entries.clear()
  totalBytes = 0
  clearings++
}

/**
 * How many times this instance's cache was cleared, i.e. content changed: what pages are built
 * from (image versions, src/images/image-versions.server.ts) is read again after each.
 */
export function htmlCacheClearings(): number {
  return clearings
}
