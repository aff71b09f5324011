import type { Request, RequestHandler, Response } from 'express'
import type { i18n } from 'i18next'
import { renderPage } from 'vike/server'
import { isDatabaseUnavailable } from '../lib/database-availability'
import { getPublicPageKeys } from '../settings/api-keys.server'
import { getSiteSettings } from '../settings/settings.server'
import { findCurrentUser } from '../users/users.server'
import { pageCsrfToken } from '../auth/csrf'
import { recordFailure } from './error-handler'
import { type PageRenderer } from '../lib/forms'
import { formStartToken } from '../lib/form-spam.server'
import { htmlCache, sendCached } from '../lib/html-cache'
import { pageRoutePattern } from '../lib/metrics'
import { pagePolicy } from './security'
import type { PageAppContext } from '../config/app-context'
import { retryHrefOf, unavailablePage } from './unavailable'

declare global {
  namespace Express {
    interface Locals {
      /** The early cache check (src/lib/anonymous-cache.ts) already looked this request up. */
      cacheChecked?: boolean
    }
  }
}

function flatQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') out[key] = value
  return out
}

function sendUnavailable(req: Request, res: Response, i18n: i18n): void {
  res.status(503).set({ 'Retry-After': '30', 'Cache-Control': 'no-store' }).type('html').send(unavailablePage(i18n.getFixedT(req.lng), req.lng, 'database', retryHrefOf(req)))
}

/**
 * Anonymous pages may be kept by the browser but are checked with their entity tag each time.
 * `private`: their language comes from a cookie or Accept-Language, which CDNs leave out of their
 * cache key whatever Vary says, so no shared cache may keep them (docs/decisions/061).
 */
const SHARED_PAGE_HEADERS: Array<[string, string]> = [
  ['Cache-Control', 'private, no-cache'],
  ['Vary', 'Cookie, Accept-Language, Accept-Encoding'],
]

/** Renders the page of the request's URL to complete HTML with Vike (GET, and forms re-shown after a POST). */
export function createPageRenderer({ appContext, cacheHtml }: { appContext: PageAppContext; cacheHtml: boolean }): PageRenderer {
  const { i18n, publicUrl, formSecret } = appContext
  const rumSampleRate = appContext.env.RUM_SAMPLE_RATE
  return async (req, res, next, extra = {}) => {
    const cacheable = cacheHtml && (req.method === 'GET' || req.method === 'HEAD') && !extra.form && !req.session?.userId
    const cacheKey = htmlCache.key(req.lng, req.originalUrl)
    let rendered: (() => void) | undefined
    if (cacheable) {
      const cached = res.locals.cacheChecked ? undefined : htmlCache.get(cacheKey)
      if (cached) return sendCached(req, res, cached)
      const { wait, done } = htmlCache.rendering(cacheKey)
      if (wait) {
        await wait
        const fresh = htmlCache.get(cacheKey)
        if (fresh) return sendCached(req, res, fresh)
      } else rendered = done
    }
    try {
      await render(req, res, next, extra, cacheable ? cacheKey : undefined)
    } finally {
      rendered?.()
    }
  }

  async function render(req: Request, res: Response, next: Parameters<PageRenderer>[2], extra: Parameters<PageRenderer>[3] = {}, cacheKey?: string) {
    let site
    let user
    let keys
    try {
      ;[site, user, keys] = await Promise.all([getSiteSettings(), req.user ?? findCurrentUser(req.session?.userId), getPublicPageKeys()])
    } catch (error) {
      recordFailure(res, error)
      return sendUnavailable(req, res, i18n)
    }
    const pageContextInit = {
      // A refused staff form or action (src/lib/require-role.ts) shows the 403 page of the admin: the dashboard's guard answers it.
      urlOriginal: extra.forbidden ? '/admin' : req.originalUrl,
      staffForbidden: extra.forbidden,
      headersOriginal: req.headers,
      lng: req.lng,
      t: i18n.getFixedT(req.lng),
      appContext,
      user,
      site,
      analytics: { ga4MeasurementId: keys.ga4MeasurementId, rumSampleRate },
      siteVerification: keys.siteVerification,
      onlinePayments: keys.onlinePayments,
      publicUrl,
      query: flatQuery(req.query as Record<string, unknown>),
      form: extra.form,
      // A page answering an error (405: the address does not take this method) has an error's head.
      answerStatus: extra.status,
      formStarted: formStartToken(formSecret),
      csrfToken: pageCsrfToken(req),
    }
    const pageContext = await renderPage(pageContextInit)
    // `throw render(404)` (an unknown slug) also lands in errorWhileRendering: it is an answer, not a failure.
    if (pageContext.errorWhileRendering && !pageContext.abortStatusCode) {
      recordFailure(res, pageContext.errorWhileRendering)
      if (isDatabaseUnavailable(pageContext.errorWhileRendering)) return sendUnavailable(req, res, i18n)
    }
    const { httpResponse } = pageContext
    // A form sent back to an address no page has (an action's own, such as a logout) is not a
    // missing page: the caller's plain answer says what happened, with the form's status. (A page
    // that answers 404 itself, a forged link's, aborts: that answer stands.)
    if (!httpResponse || (pageContext.is404 && extra.form && !pageContext.abortStatusCode)) return next()
    const route = pageContext.is404 || pageContext.abortStatusCode ? undefined : pageRoutePattern(req.path, pageContext.routeParams)
    if (route) res.locals.routePattern = route
    const body = httpResponse.body
    // Vike's own policy header would be narrower than ours; its caching advice is replaced below.
    const headers = httpResponse.headers.filter(([name]) => !['content-security-policy', 'cache-control'].includes(name.toLowerCase()))
    // Content-Language is already set for every answer by the language middleware.
    headers.push(['Content-Security-Policy', pagePolicy(res.locals.policyOptions, body)])
    // A page rendered in full that is no success (a link that is not valid) names its status in its data.
    const status = httpResponse.statusCode === 200 ? (extra.status ?? pageStatusOf(pageContext.data) ?? 200) : httpResponse.statusCode
    // A page showing this visitor's CSRF token is theirs alone, whatever its config says.
    const personal = Boolean(req.session?.csrfToken && body.includes(req.session.csrfToken))
    if (cacheKey && status === 200 && !pageContext.errorWhileRendering && pageContext.config?.htmlCache !== false && !personal) {
      const entry = htmlCache.set(cacheKey, { status, headers: [...headers, ...SHARED_PAGE_HEADERS], body, route })
      return sendCached(req, res, entry, 'MISS')
    }
    for (const [name, value] of headers) res.setHeader(name, value)
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Vary', 'Cookie, Accept-Language')
    res.status(status).send(body)
  }
}

/** `httpStatus` (4xx) in a page's data: the page is the answer, its status says it is not a success. */
function pageStatusOf(data: unknown): number | undefined {
  const status = data && typeof data === 'object' && 'httpStatus' in data ? data.httpStatus : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/** The Vike catch-all: every page is rendered to complete HTML here. */
export function renderPages(render: PageRenderer): RequestHandler {
  return (req, res, next) => render(req, res, next)
}
