import { LANGUAGE_OVERLAY_MS, LANGUAGE_SWITCH_KEY } from '../../consent/early-script'

/**
 * The early head script (src/consent/early-script.ts) keeps the overlay up and the content
 * hidden while a language switch is under 1500 ms; this ends it, and CSS fades the page in.
 */
export function finishLanguageSwitch(): void {
  const root = document.documentElement
  let started = 0
  try {
    started = Number(window.sessionStorage.getItem(LANGUAGE_SWITCH_KEY)) || 0
    window.sessionStorage.removeItem(LANGUAGE_SWITCH_KEY)
  } catch {
    // No session storage: no switch can be in progress.
  }
  if (!root.hasAttribute('data-language-switch')) return
  const remaining = Math.max(0, started + LANGUAGE_OVERLAY_MS - Date.now())
  window.setTimeout(() => root.removeAttribute('data-language-switch'), remaining)
}

/** Lazy images fade in over their blurred placeholder once loaded (SPEC §2, §9). */
export function fadeInLazyImages(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-blur]')) {
    if (image.complete && image.naturalWidth > 0) continue
    image.setAttribute('data-loading', '')
    const done = () => image.removeAttribute('data-loading')
    image.addEventListener('load', done, { once: true })
    image.addEventListener('error', done, { once: true })
  }
}
