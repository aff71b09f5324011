import { analyticsPageFields, CONSENT_STORAGE_KEY, consentModeState, GA4_ID_PATTERN, parseConsent, type ConsentPreferences } from './consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

function gtag(...args: unknown[]): void {
  // gtag.js reads `arguments` objects from the dataLayer, exactly as Google's snippet pushes them.
  window.dataLayer = window.dataLayer ?? []
  if (window.gtag) window.gtag(...args)
  else window.dataLayer.push(args)
}

/** Dispatched on window (detail: the new ConsentPreferences) whenever the visitor decides. */
export const CONSENT_CHANGED_EVENT = 'cookieconsentchange'

export function readStoredConsent(): ConsentPreferences | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

export function storeConsent(preferences: ConsentPreferences): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(preferences))
  } catch (error) {
    console.warn('Could not store the cookie choice', error)
  }
}

/** The GA4 tag is added once, only with a configured id and analytics consent. */
export function loadGoogleAnalytics(measurementId: string | null): void {
  if (!measurementId || !GA4_ID_PATTERN.test(measurementId) || document.getElementById('ga4-tag')) return
  const fields = analyticsPageFields(location.href, document.referrer)
  if (!fields) return
  const script = document.createElement('script')
  script.id = 'ga4-tag'
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
  gtag('js', new Date())
  gtag('config', measurementId, fields)
}

/** The visitor chose: save it, tell Consent Mode, and start analytics if now allowed. */
export function applyConsent(preferences: ConsentPreferences, measurementId: string | null): void {
  storeConsent(preferences)
  gtag('consent', 'update', consentModeState(preferences))
  if (preferences.analytics) loadGoogleAnalytics(measurementId)
  window.dispatchEvent(new CustomEvent<ConsentPreferences>(CONSENT_CHANGED_EVENT, { detail: preferences }))
}
