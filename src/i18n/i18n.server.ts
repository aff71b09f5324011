import path from 'node:path'
import i18next, { type i18n } from 'i18next'
import FsBackend from 'i18next-fs-backend'
import { LanguageDetector } from 'i18next-http-middleware'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, NAMESPACES } from './languages'

export const LOCALES_DIR = path.resolve('locales')

/**
 * Language detection, configured once for the whole site (DESIGN.md):
 * ?lng → cookie i18nextLng → Accept-Language → es. English is only the fallback for
 * missing texts, never the detected default.
 */
const detection = {
  order: ['querystring', 'cookie', 'header', 'siteDefault'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE,
  caches: false, // the cookie is written only for an explicit ?lng choice (src/i18n/i18n.middleware.ts)
}

function createLanguageDetector(): LanguageDetector {
  const detector = new LanguageDetector()
  detector.addDetector({ name: 'siteDefault', lookup: () => DEFAULT_LANGUAGE })
  return detector
}

/** Loads every language and namespace from locales/ before the server accepts requests. */
export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance()
  await instance.use(FsBackend).use(createLanguageDetector()).init({
    detection,
    backend: { loadPath: path.join(LOCALES_DIR, '{{lng}}/{{ns}}.json') },
    supportedLngs: [...LANGUAGES],
    preload: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    fallbackLng: FALLBACK_LANGUAGE,
    lng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  })
  return instance
}
