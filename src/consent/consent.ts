/** SPEC §3/§9: the visitor's cookie choice, kept in localStorage under this key. */
export const CONSENT_STORAGE_KEY = 'cookieConsent'

export interface ConsentPreferences {
  analytics: boolean
  marketing: boolean
}

export const DEFAULT_CONSENT: ConsentPreferences = { analytics: false, marketing: false }

type ConsentValue = 'granted' | 'denied'
export type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'functionality_storage' | 'security_storage',
  ConsentValue
>

/**
 * Google Consent Mode v2 signals for a choice: analytics follows analytics; ads storage and the
 * v2 signals (user data, personalisation) follow marketing; functionality and security are
 * essential and always granted.
 */
export function consentModeState(preferences: ConsentPreferences): ConsentModeState {
  const of = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: of(preferences.analytics),
    ad_storage: of(preferences.marketing),
    ad_user_data: of(preferences.marketing),
    ad_personalization: of(preferences.marketing),
    functionality_storage: 'granted',
    security_storage: 'granted',
  }
}

/** A stored value that is not a well-formed choice counts as no choice (the banner asks again). */
export function parseConsent(raw: string | null): ConsentPreferences | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ConsentPreferences> | null
    if (typeof value?.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null
    return { analytics: value.analytics, marketing: value.marketing }
  } catch {
    return null
  }
}

export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/

/** What GA4 is told of a page (`gtag('config', id, fields)`); null: the page is not measured. */
export interface AnalyticsPageFields {
  page_location: string
  page_referrer: string
}

/**
 * The page as analytics may know it: its address without the query (a booking's, review's or
 * newsletter link's secret token, a staff search for a customer's name) but for the language, and
 * the referrer likewise. Staff and sign-in pages are not measured at all (their titles name
 * customers; a reset link is a key). Self-contained: the inline head script carries its source.
 */
export function analyticsPageFields(href: string, referrer: string): AnalyticsPageFields | null {
  const clean = (address: string, origin: string): string => {
    try {
      const url = new URL(address)
      if (url.origin !== origin) return url.origin + '/'
      const lng = url.searchParams.get('lng')
      return url.origin + url.pathname + (lng && /^[a-z]{2}$/.test(lng) ? '?lng=' + lng : '')
    } catch {
      return ''
    }
  }
  const page = new URL(href)
  if (/^\/(admin|auth)(\/|$)/.test(page.pathname)) return null
  return { page_location: clean(href, page.origin), page_referrer: referrer ? clean(referrer, page.origin) : '' }
}

