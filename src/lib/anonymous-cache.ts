import type { Request, RequestHandler } from 'express'
import { htmlCache, sendCached } from './html-cache'

/** The session cookie's name (express-session in app.ts). */
export const SESSION_COOKIE = 'mt.sid'

/**
 * The early way out for anonymous visitors: a page or public JSON answer already in the cache
 * is sent before sessions, body parsers and routing run at all. Visitors with a session cookie
 * (staff, or anybody who opened the login form) go the long way, where the renderer still uses
 * the cache for those who are not logged in.
 */
export function serveAnonymousFromCache(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.cookies?.[SESSION_COOKIE]) return next()
    res.locals.cacheChecked = true
    const entry = htmlCache.get(htmlCache.key(req.lng, req.originalUrl))
    if (entry) return sendCached(req, res, entry)
    next()
  }
}

/** The response cache's key of a `shared` answer (one for every language). */
export const sharedAnswerKey = (url: string) => htmlCache.key('*', url)

/**
 * A public answer that is the same for every visitor (in a language, unless `shared`) through
 * the response cache: sent from it when present, else produced, stored and sent — never
 * compressed twice. Invalidated with the pages.
 */
export function cachedAnswer(
  contentType: string,
  produce: (req: Request) => Promise<string>,
  { cacheControl, shared = false }: { cacheControl?: string; shared?: boolean } = {},
): RequestHandler {
  // An answer in the visitor's language is kept by the browser only (see SHARED_PAGE_HEADERS in render.ts).
  cacheControl ??= shared ? 'no-cache' : 'private, no-cache'
  return async (req, res) => {
    const key = shared ? sharedAnswerKey(req.originalUrl) : htmlCache.key(req.lng, req.originalUrl)
    const cached = res.locals.cacheChecked && !shared ? undefined : htmlCache.get(key)
    if (cached) return sendCached(req, res, cached)
    const headers: Array<[string, string]> = [
      ['Content-Type', contentType],
      ['Cache-Control', cacheControl],
      ['Vary', shared ? 'Accept-Encoding' : 'Accept-Language, Cookie, Accept-Encoding'],
    ]
    sendCached(req, res, htmlCache.set(key, { status: 200, headers, body: await produce(req) }), 'MISS')
  }
}

/** The public JSON API's answers (the same for every visitor in a language). */
export function cachedJson(produce: (req: Request) => Promise<unknown>): RequestHandler {
  return cachedAnswer('application/json; charset=utf-8', async (req) => JSON.stringify(await produce(req)))
}
