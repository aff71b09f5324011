import type { RequestHandler } from 'express'
import type { i18n } from 'i18next'
import { handle } from 'i18next-http-middleware'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from './languages'

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000

declare global {
  namespace Express {
    interface Request {
      lng: Language
    }
  }
}

/** Detects the visitor's language and remembers an explicit ?lng choice in the i18nextLng cookie. */
export function languageMiddleware(i18nInstance: i18n): RequestHandler[] {
  const detect = handle(i18nInstance, { ignoreRoutes: ['/assets', '/healthz', '/locales'] })
  const remember: RequestHandler = (req, res, next) => {
    // The header detector may answer a regional code ("de-DE"): the site speaks the base language.
    const base = String(req.language ?? '').split('-')[0]!.toLowerCase()
    req.lng = isLanguage(base) ? base : DEFAULT_LANGUAGE
    req.t = i18nInstance.getFixedT(req.lng)
    const chosen = req.query.lng
    if (isLanguage(chosen) && req.cookies?.[LANGUAGE_COOKIE] !== chosen) {
      res.cookie(LANGUAGE_COOKIE, chosen, { maxAge: ONE_YEAR_MS, sameSite: 'lax', httpOnly: false, path: '/' })
    }
    next()
  }
  return [detect, remember]
}
