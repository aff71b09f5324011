import type { Request, RequestHandler, Response } from 'express'
import type { i18n } from 'i18next'
import { renderPage } from 'vike/server'
import { isDatabaseUnavailable } from '../db/availability'
import { getSiteSettings } from '../settings/settings.service'
import { findCurrentUser } from '../users/users.service'
import { formStartToken, type PageRenderer } from './forms'
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
export function createPageRenderer({ i18n, publicUrl, formSecret }: { i18n: i18n; publicUrl: string; formSecret: string }): PageRenderer {
  return async (req, res, next, extra = {}) => {
    let site
    let user
    try {
      ;[site, user] = await Promise.all([getSiteSettings(), findCurrentUser(req.session?.userId)])
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
      publicUrl,
      query: flatQuery(req.query as Record<string, unknown>),
      form: extra.form,
      formStarted: formStartToken(formSecret),
    }
    const pageContext = await renderPage(pageContextInit)
    if (pageContext.errorWhileRendering) {
      req.log.error({ err: pageContext.errorWhileRendering }, 'page rendering failed')
      if (isDatabaseUnavailable(pageContext.errorWhileRendering)) return sendUnavailable(req, res, i18n)
    }
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    for (const [name, value] of httpResponse.headers) {
      // helmet already sent the complete policy; Vike's own CSP header would be narrower.
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value)
    }
    res.setHeader('Vary', 'Cookie, Accept-Language')
    const status = extra.status && httpResponse.statusCode === 200 ? extra.status : httpResponse.statusCode
    res.status(status).send(httpResponse.body)
  }
}

/** The Vike catch-all: every page is rendered to complete HTML here. */
export function renderPages(render: PageRenderer): RequestHandler {
  return (req, res, next) => render(req, res, next)
}
