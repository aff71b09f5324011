import { analyticsPageFields, CONSENT_STORAGE_KEY, consentModeState, DEFAULT_CONSENT, GA4_ID_PATTERN } from './consent'

/** SPEC §9: the "Switching to …" overlay lasts 1500 ms, across the page load of the new language. */
export const LANGUAGE_OVERLAY_MS = 1500
export const LANGUAGE_SWITCH_KEY = 'languageSwitchStartedAt'

interface EarlyScriptOptions {
  consentKey: string
  denied: Record<string, string>
  /** Consent Mode state per choice, keyed "analytics,marketing" (computed by consentModeState). */
  byChoice: Record<string, Record<string, string>>
  measurementId: string | null
  switchKey: string
  overlayMs: number
}

/**
 * Runs inline in <head>, before any tag or island: Consent Mode defaults to denied, a choice
 * saved earlier is applied at once (and starts GA4 when allowed, told the page as
 * analyticsPageFields cleans it), and a language switch in progress keeps its overlay up on the
 * new page. Serialised with toString(): self-contained, the cleaning function passed in as source.
 */
function early(o: EarlyScriptOptions, pageFields: typeof analyticsPageFields): void {
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void }
  w.dataLayer = w.dataLayer || []
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    w.dataLayer.push(arguments)
  }
  w.gtag('consent', 'default', { ...o.denied, wait_for_update: 500 })
  try {
    const saved = JSON.parse(localStorage.getItem(o.consentKey) || 'null')
    if (saved && typeof saved.analytics === 'boolean' && typeof saved.marketing === 'boolean') {
      w.gtag('consent', 'update', o.byChoice[saved.analytics + ',' + saved.marketing])
      const fields = saved.analytics && o.measurementId ? pageFields(location.href, document.referrer) : null
      if (fields && o.measurementId) {
        const tag = document.createElement('script')
        tag.id = 'ga4-tag'
        tag.async = true
        tag.src = 'https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(o.measurementId)
        document.head.appendChild(tag)
        w.gtag('js', new Date())
        w.gtag('config', o.measurementId, fields)
      }
    }
  } catch {
    // Storage blocked or a corrupt value: stay on the denied defaults.
  }
  try {
    const started = Number(sessionStorage.getItem(o.switchKey))
    if (started && Date.now() - started < o.overlayMs) document.documentElement.setAttribute('data-language-switch', '')
  } catch {
    // No session storage: the new page simply shows without the overlay.
  }
}

// Built once per measurement id: it is inlined into every page.
const built = new Map<string | null, string>()

export function earlyScript(measurementId: string | null): string {
  const cached = built.get(measurementId)
  if (cached) return cached
  const byChoice: Record<string, Record<string, string>> = {}
  for (const analytics of [true, false]) for (const marketing of [true, false]) byChoice[`${analytics},${marketing}`] = consentModeState({ analytics, marketing })
  const options: EarlyScriptOptions = {
    consentKey: CONSENT_STORAGE_KEY,
    denied: consentModeState(DEFAULT_CONSENT),
    byChoice,
    measurementId: measurementId && GA4_ID_PATTERN.test(measurementId) ? measurementId : null,
    switchKey: LANGUAGE_SWITCH_KEY,
    overlayMs: LANGUAGE_OVERLAY_MS,
  }
  const script = `(${early.toString()})(${JSON.stringify(options).replace(/</g, '\\u003c')}, ${analyticsPageFields.toString()})`
  if (built.size < 8) built.set(measurementId, script)
  return script
}
