import { useEffect, useId, useRef, useState } from 'react'
import { DEFAULT_CONSENT, type ConsentPreferences } from '../../consent/consent'
import { applyConsent, readStoredConsent } from '../../consent/consent-browser'
import { ChevronDownIcon } from '../icons'

export interface CookieBannerProps {
  /** GA4 id from the API-key settings; null: no analytics tag ever loads. */
  measurementId: string | null
  privacyHref: string
  labels: {
    title: string
    text: string
    privacy: string
    acceptAll: string
    rejectAll: string
    customize: string
    save: string
    close: string
    essential: string
    essentialText: string
    analytics: string
    analyticsText: string
    marketing: string
    marketingText: string
  }
}

/** Any element with this attribute (the footer's "cookie settings") reopens the banner. */
export const REOPEN_ATTRIBUTE = 'data-cookie-settings'

/**
 * SPEC §4: shown while no choice is saved. Customize reveals the three categories (essential
 * disabled and checked); Save, Accept all and Reject all store the choice; Close only hides.
 */
export function CookieBanner({ measurementId, privacyHref, labels }: CookieBannerProps) {
  const [visible, setVisible] = useState(false)
  const [customizing, setCustomizing] = useState(false)
  const [choice, setChoice] = useState<ConsentPreferences>(DEFAULT_CONSENT)
  const dialog = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => {
    const stored = readStoredConsent()
    if (stored) setChoice(stored)
    else setVisible(true)
    function reopen(event: MouseEvent) {
      if (!(event.target as Element | null)?.closest?.(`[${REOPEN_ATTRIBUTE}]`)) return
      event.preventDefault()
      setChoice(readStoredConsent() ?? DEFAULT_CONSENT)
      setCustomizing(true)
      setVisible(true)
      requestAnimationFrame(() => dialog.current?.focus())
    }
    document.addEventListener('click', reopen)
    return () => document.removeEventListener('click', reopen)
  }, [])

  // While it shows, nothing focused may hide under it (WCAG 2.4.11): the page's scroll padding is
  // its height, so browsers scroll a focused element clear of it, and focus landing under it anyway
  // (a browser scrolling only what is out of view) scrolls the page up by the overlap. The height is
  // also --cookie-banner-height, for what is fixed at the bottom (the chat button), and the body's
  // bottom padding. Reset when it closes.
  useEffect(() => {
    const banner = dialog.current
    const card = banner?.querySelector('[data-cookie-card]')
    if (!visible || !banner || !card) return
    const root = document.documentElement
    const pad = () => {
      const height = `${Math.ceil(window.innerHeight - card.getBoundingClientRect().top)}px`
      root.style.setProperty('scroll-padding-bottom', height)
      root.style.setProperty('--cookie-banner-height', height)
      // Room at the end of the page: the footer's last links can scroll up clear of it too.
      document.body.style.setProperty('padding-bottom', height)
    }
    function clear(event: FocusEvent) {
      const target = event.target
      if (!(target instanceof Element) || banner!.contains(target)) return
      const overlap = target.getBoundingClientRect().bottom - card!.getBoundingClientRect().top
      if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: 'instant' })
    }
    pad()
    const resized = new ResizeObserver(pad)
    resized.observe(banner)
    document.addEventListener('focusin', clear)
    return () => {
      resized.disconnect()
      document.removeEventListener('focusin', clear)
      root.style.removeProperty('scroll-padding-bottom')
      root.style.removeProperty('--cookie-banner-height')
      document.body.style.removeProperty('padding-bottom')
    }
  }, [visible])

  function decide(preferences: ConsentPreferences) {
    applyConsent(preferences, measurementId)
    setChoice(preferences)
    setVisible(false)
  }

  if (!visible) return null
  // Phones: the banner may cover at most a quarter of the first screen (issue 16, ADR 048), so the
  // heading is for screen readers only there and the categories wait behind the disclosure.
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && setVisible(false)}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] outline-none sm:p-4"
      data-testid="cookie-banner"
    >
      <div className="pointer-events-auto max-h-dvh overflow-y-auto rounded-t-2xl bg-white px-3 py-2 shadow-2xl ring-1 ring-slate-200 sm:max-w-2xl sm:rounded-2xl sm:p-4" data-cookie-card>
        <button type="button" onClick={() => setVisible(false)} aria-label={labels.close} className="float-right -mr-1 ml-2 grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" /></svg>
        </button>
        <h2 id={`${id}-title`} className="sr-only sm:not-sr-only sm:text-lg sm:font-semibold sm:text-slate-900">{labels.title}</h2>
        <p id={`${id}-text`} className="text-xs text-slate-700 sm:mt-1 sm:text-sm">{labels.text}</p>
        <div className="mt-1 flex flex-wrap gap-x-3 text-xs sm:text-sm">
          <a href={privacyHref} className="inline-flex min-h-6 items-center font-medium text-brand-700 underline">{labels.privacy}</a>
          <button type="button" aria-expanded={customizing} aria-controls={`${id}-categories`} onClick={() => setCustomizing((open) => !open)} className="inline-flex min-h-6 items-center gap-1 font-medium text-brand-700 underline">
            {labels.customize}
            <ChevronDownIcon className={`size-4 transition-transform ${customizing ? 'rotate-180' : ''}`} />
          </button>
        </div>
        <fieldset id={`${id}-categories`} hidden={!customizing} className="mt-2 grid gap-2">
          <legend className="sr-only">{labels.customize}</legend>
          <CategoryCheckbox id={`${id}-essential`} label={labels.essential} text={labels.essentialText} checked disabled />
          <CategoryCheckbox id={`${id}-analytics`} label={labels.analytics} text={labels.analyticsText} checked={choice.analytics} onChange={(analytics) => setChoice((c) => ({ ...c, analytics }))} />
          <CategoryCheckbox id={`${id}-marketing`} label={labels.marketing} text={labels.marketingText} checked={choice.marketing} onChange={(marketing) => setChoice((c) => ({ ...c, marketing }))} />
          <button type="button" className="btn-secondary justify-self-start" onClick={() => decide(choice)}>{labels.save}</button>
        </fieldset>
        {/* Refusing is as easy and as visible as accepting (AEPD and EDPB guidance): the same button, side by side. */}
        <div className="mt-2 grid grid-cols-2 gap-2 sm:w-fit">
          <button type="button" className={DECISION_BUTTON} onClick={() => decide({ analytics: false, marketing: false })}>{labels.rejectAll}</button>
          <button type="button" className={DECISION_BUTTON} onClick={() => decide({ analytics: true, marketing: true })}>{labels.acceptAll}</button>
        </div>
      </div>
    </div>
  )
}

// btn-primary, smaller on phones: "Alle akzeptieren" beside "Alle ablehnen" stays on one line at 320 px.
const DECISION_BUTTON = 'inline-flex items-center justify-center rounded-full bg-brand-700 p-2 text-[0.8125rem] font-semibold text-white transition-colors hover:bg-brand-800 sm:px-5 sm:text-sm'

function CategoryCheckbox({ id, label, text, checked, disabled, onChange }: { id: string; label: string; text: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)} aria-describedby={`${id}-text`} className="size-6 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="text-xs sm:text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span id={`${id}-text`} className="block text-slate-600">{text}</span>
      </label>
    </div>
  )
}
