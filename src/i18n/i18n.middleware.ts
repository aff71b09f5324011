import type { RequestHandler } from 'express'
import type { i18n } from 'i18next'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from './languages'

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000

declare global {
  namespace Express {
    interface Request {
      lng: Language
    }
  }
}

/**
 * Detects the visitor's language with the detector configured in i18n.server.ts
 * (?lng → cookie → Accept-Language → es) and remembers an explicit ?lng choice in the
 * i18nextLng cookie. i18next-http-middleware's own `handle` clones the i18next instance for
 * every request; translations here never change language mid-request, so the shared instance
 * and a fixed `t` per language do the same for a fraction of the cost.
 */
export function languageMiddleware(i18nInstance: i18n): RequestHandler {
  const detector = i18nInstance.services.languageDetector as { detect(req: unknown, res: unknown): string | string[] | undefined }
  const translators = new Map<Language, ReturnType<i18n['getFixedT']>>()
  return (req, res, next) => {
    const detected = detector.detect(req, res)
    // The header detector may answer a regional code ("de-DE"): the site speaks the base language.
    const base = String((Array.isArray(detected) ? detected[0] : detected) ?? '').split('-')[0]!.toLowerCase()
    const lng = isLanguage(base) ? base : DEFAULT_LANGUAGE
    req.lng = lng
    req.language = lng
    req.i18n = i18nInstance
    let t = translators.get(lng)
    if (!t) translators.set(lng, (t = i18nInstance.getFixedT(lng)))
    req.t = t
    res.setHeader('Content-Language', lng)
    const chosen = req.query.lng
    if (isLanguage(chosen) && req.cookies?.[LANGUAGE_COOKIE] !== chosen) {
      res.cookie(LANGUAGE_COOKIE, chosen, { maxAge: ONE_YEAR_MS, sameSite: 'lax', httpOnly: false, path: '/' })
    }
    next()
  }
}
