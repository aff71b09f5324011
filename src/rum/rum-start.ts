import type { ConsentPreferences } from '../consent/consent'
import { CONSENT_CHANGED_EVENT, readStoredConsent } from '../consent/consent-browser'
import { whenIdle } from '../lib/when-idle'
import { isPageType, type PageType } from './page-types'

/** What the server wrote on <html> (views/+onRenderHtml.tsx): absent on pages that are not measured. */
export interface RumPageSettings {
  pageType: PageType
  sampleRate: number
}

export function readRumSettings(root: HTMLElement): RumPageSettings | null {
  const pageType = root.dataset.pageType
  const sampleRate = Number(root.dataset.rumRate)
  if (!isPageType(pageType) || !Number.isFinite(sampleRate)) return null
  return { pageType, sampleRate }
}

/** `draw` is one Math.random() per page view: a rate of 0.25 measures a quarter of them. */
export function isSampled(sampleRate: number, draw: number): boolean {
  return sampleRate > 0 && draw < sampleRate
}

export interface ConsentSource {
  current(): ConsentPreferences | null
  onChange(listener: (preferences: ConsentPreferences) => void): void
}

/**
 * Sampling is decided once, when the page starts; measuring starts (once) only when the page
 * view is sampled and the visitor allows analytics — now, or later through the cookie banner.
 */
export function planRealUserMonitoring(settings: RumPageSettings | null, draw: number, consent: ConsentSource, start: (pageType: PageType) => void): void {
  if (!settings || !isSampled(settings.sampleRate, draw)) return
  let started = false
  const begin = () => {
    if (started) return
    started = true
    start(settings.pageType)
  }
  if (consent.current()?.analytics) return begin()
  consent.onChange((preferences) => {
    if (preferences.analytics) begin()
  })
}

const browserConsent: ConsentSource = {
  current: readStoredConsent,
  onChange(listener) {
    window.addEventListener(CONSENT_CHANGED_EVENT, (event) => listener((event as CustomEvent<ConsentPreferences>).detail))
  },
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

/**
 * Part of every page's client entry, and tiny: web-vitals is its own chunk, downloaded only for a
 * sampled page view with analytics consent, once the page has loaded and the browser is idle.
 */
export function startRealUserMonitoring(): void {
  planRealUserMonitoring(readRumSettings(document.documentElement), Math.random(), browserConsent, (pageType) =>
    afterLoad(() =>
      whenIdle(() => {
        import('./rum-reporter')
          .then(({ reportWebVitals }) => reportWebVitals(pageType, () => readStoredConsent()?.analytics === true))
          .catch((error) => console.warn('Real-user monitoring did not start', error))
      }),
    ),
  )
}
