import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals'
import { createBeaconQueue } from './beacon-queue'
import { RUM_ENDPOINT } from './web-vitals'

/** sendBeacon survives the page being closed; keepalive fetch is the fallback where it is missing or refuses. */
function send(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(RUM_ENDPOINT, body)) return
  void fetch(RUM_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined)
}

/**
 * Loaded as its own chunk (src/rum/rum-start.ts). Collects LCP, INP, CLS and TTFB and sends
 * them in one beacon whenever the page is hidden — unless the visitor withdrew consent meanwhile.
 */
export function reportWebVitals(pageType: string, consentGiven: () => boolean): void {
  const queue = createBeaconQueue(pageType, (body) => {
    if (consentGiven()) send(body)
  })
  onLCP(queue.add)
  onINP(queue.add)
  onCLS(queue.add)
  onTTFB(queue.add)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush()
  })
  // Safari does not always fire visibilitychange when a tab is closed.
  window.addEventListener('pagehide', () => queue.flush())
  // Visible in the element inspector (and to browser tests): this page view is being measured.
  document.documentElement.setAttribute('data-rum', 'measuring')
}
