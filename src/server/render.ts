import type { Request, RequestHandler, Response } from 'express'
import type { i18n } from 'i18next'
import { renderPage } from 'vike/server'
import { isDatabaseUnavailable } from '../db/availability'
import { getAnalyticsConfig } from '../settings/api-keys.service'
import { getSiteSettings } from '../settings/settings.service'
import { findCurrentUser } from '../users/users.service'
import { formStartToken, type PageRenderer } from './forms'
import { htmlCache, withNonce } from './html-cache'
import { services } from './services'
import { unavailablePage } from './unavailable'

function flatQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') out[key] = value
  return out
}

function sendUnavailable(req: Request, res: Response, i18n: i18n): void {
  res.status(503).set({ 'Retry-After': '30', 'Cache-Control': 'no-store' }).type('html').send(unavailablePage(i18n.getFixedT(req.lng), req.lng))
}

/** Renders the page of the request's URL to complete HTML with Vike (GET, and forms re-shown after a POST). */
export function createPageRenderer({ i18n, publicUrl, formSecret, cacheHtml }: { i18n: i18n; publicUrl: string; formSecret: string; cacheHtml: boolean }): PageRenderer {
  return async (req, res, next, extra = {}) => {
    const cacheable = cacheHtml && req.method === 'GET' && !extra.form && !req.session?.userId
    const cacheKey = htmlCache.key(req.lng, req.originalUrl)
    const cached = cacheable ? htmlCache.get(cacheKey) : undefined
    if (cached) {
      for (const [name, value] of cached.headers) res.setHeader(name, value)
      res.setHeader('X-Cache', 'HIT')
      res.status(cached.status).send(withNonce(cached, res.locals.cspNonce))
      return
    }
    let site
    let user
    let analytics
    try {
      ;[site, user, analytics] = await Promise.all([getSiteSettings(), req.user ?? findCurrentUser(req.session?.userId), getAnalyticsConfig()])
    } catch (error) {
      req.log.error({ err: error }, 'page context unavailable')
      return sendUnavailable(req, res, i18n)
    }
    const pageContextInit = {
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: res.locals.cspNonce,
      lng: req.lng,
      t: i18n.getFixedT(req.lng),
      services,
      user,
      site,
      analytics,
      publicUrl,
      query: flatQuery(req.query as Record<string, unknown>),
      form: extra.form,
      formStarted: formStartToken(formSecret),
      csrfToken: req.session?.csrfToken,
    }
    const pageContext = await renderPage(pageContextInit)
    // `throw render(404)` (an unknown slug) also lands in errorWhileRendering: it is an answer, not a failure.
    if (pageContext.errorWhileRendering && !pageContext.abortStatusCode) {
      req.log.error({ err: pageContext.errorWhileRendering }, 'page rendering failed')
      if (isDatabaseUnavailable(pageContext.errorWhileRendering)) return sendUnavailable(req, res, i18n)
    }
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    // helmet already sent the complete policy; Vike's own CSP header would be narrower.
    const headers = httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy')
    headers.push(['Vary', 'Cookie, Accept-Language'])
    for (const [name, value] of headers) res.setHeader(name, value)
    const status = extra.status && httpResponse.statusCode === 200 ? extra.status : httpResponse.statusCode
    if (cacheable && status === 200 && !pageContext.errorWhileRendering && pageContext.config?.htmlCache !== false) {
      htmlCache.set(cacheKey, { status, headers, body: httpResponse.body, nonce: res.locals.cspNonce })
      res.setHeader('X-Cache', 'MISS')
    }
    res.status(status).send(httpResponse.body)
  }
}

/** The Vike catch-all: every page is rendered to complete HTML here. */
export function renderPages(render: PageRenderer): RequestHandler {
  return (req, res, next) => render(req, res, next)
}
