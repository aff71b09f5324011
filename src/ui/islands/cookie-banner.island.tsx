import { useEffect, useId, useRef, useState } from 'react'
import { DEFAULT_CONSENT, type ConsentPreferences } from '../../consent/consent'
import { applyConsent, readStoredConsent } from '../../consent/consent-browser'

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

  function decide(preferences: ConsentPreferences) {
    applyConsent(preferences, measurementId)
    setChoice(preferences)
    setVisible(false)
  }

  if (!visible) return null
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && setVisible(false)}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] p-3 outline-none sm:p-4"
      data-testid="cookie-banner"
    >
      <div className="pointer-events-auto relative mx-auto max-w-xl rounded-2xl sm:mx-0 bg-white p-5 pr-12 shadow-2xl ring-1 ring-slate-200">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{labels.title}</h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-slate-600">
          {labels.text} <a href={privacyHref} className="font-medium text-brand-700 underline">{labels.privacy}</a>
        </p>
        {customizing && (
          <fieldset className="mt-4 grid gap-3">
            <legend className="sr-only">{labels.customize}</legend>
            <CategoryCheckbox id={`${id}-essential`} label={labels.essential} text={labels.essentialText} checked disabled />
            <CategoryCheckbox id={`${id}-analytics`} label={labels.analytics} text={labels.analyticsText} checked={choice.analytics} onChange={(analytics) => setChoice((c) => ({ ...c, analytics }))} />
            <CategoryCheckbox id={`${id}-marketing`} label={labels.marketing} text={labels.marketingText} checked={choice.marketing} onChange={(marketing) => setChoice((c) => ({ ...c, marketing }))} />
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {customizing ? (
            <button type="button" className="btn-primary" onClick={() => decide(choice)}>{labels.save}</button>
          ) : (
            <button type="button" className="btn border border-slate-300 text-slate-800 hover:bg-slate-50" onClick={() => setCustomizing(true)}>{labels.customize}</button>
          )}
          <button type="button" className="btn border border-slate-300 text-slate-800 hover:bg-slate-50" onClick={() => decide({ analytics: false, marketing: false })}>{labels.rejectAll}</button>
          <button type="button" className="btn-primary" onClick={() => decide({ analytics: true, marketing: true })}>{labels.acceptAll}</button>
        </div>
        <button type="button" onClick={() => setVisible(false)} aria-label={labels.close} className="absolute right-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" /></svg>
        </button>
      </div>
    </div>
  )
}

function CategoryCheckbox({ id, label, text, checked, disabled, onChange }: { id: string; label: string; text: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)} aria-describedby={`${id}-text`} className="mt-1 size-4 accent-brand-700" />
      <label htmlFor={id} className="text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span id={`${id}-text`} className="block text-slate-600">{text}</span>
      </label>
    </div>
  )
}
