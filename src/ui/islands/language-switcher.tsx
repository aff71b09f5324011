import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { LANGUAGE_CHANGE_DELAY_MS, rememberLanguage } from './language'

export interface LanguageChoice {
  code: string
  label: string
  flag: string
  href: string
  /** "Switching to …" written in this language (SPEC §4). */
  switching: string
}

interface Props {
  current: string
  choices: LanguageChoice[]
  label: string
  open: boolean
  onToggle: () => void
}

/** A disclosure of links (works without JavaScript); hydrated, a choice shows the overlay first. */
export function LanguageSwitcher({ current, choices, label, open, onToggle }: Props) {
  const [switching, setSwitching] = useState<LanguageChoice | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const active = choices.find((c) => c.code === current) ?? choices[0]!

  function choose(event: MouseEvent<HTMLAnchorElement>, choice: LanguageChoice) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (choice.code === current) return onToggle()
    setSwitching(choice)
    rememberLanguage(choice.code)
    document.documentElement.setAttribute('data-page-leaving', '')
    timer.current = window.setTimeout(() => window.location.assign(choice.href), LANGUAGE_CHANGE_DELAY_MS)
  }

  return (
    <>
      <details className="group relative" data-menu="language" open={open}>
        <summary
          onClick={(e) => {
            e.preventDefault()
            onToggle()
          }}
          className="flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium hover:bg-slate-100"
          aria-label={`${label}: ${active.label}`}
        >
          <img src={active.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm object-cover shadow-sm" />
          <span className="uppercase">{active.code}</span>
          <svg viewBox="0 0 24 24" className="size-4 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true"><path d="m6 9 6 6 6-6" /></svg>
        </summary>
        <ul className="absolute right-0 z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          {choices.map((o) => (
            <li key={o.code}>
              <a
                href={o.href}
                hrefLang={o.code}
                lang={o.code}
                data-lang-option={o.code}
                aria-current={o.code === current ? 'true' : undefined}
                onClick={(e) => choose(e, o)}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 ${o.code === current ? 'font-semibold text-brand-800' : 'text-slate-700'}`}
              >
                <img src={o.flag} alt="" width={24} height={16} loading="lazy" className="h-4 w-6 rounded-sm object-cover shadow-sm" />
                {o.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      {switching && <LanguageOverlay text={switching.switching} lang={switching.code} />}
    </>
  )
}

/** Also rendered by the server on every page, shown by CSS while a switch is still under 1500 ms. */
export function LanguageOverlay({ text, lang, id }: { text: string; lang: string; id?: string }) {
  return (
    <div id={id} lang={lang} role="status" className="language-overlay fixed inset-0 z-[200] flex items-center justify-center bg-white/90 backdrop-blur-sm" data-testid="language-overlay">
      <p className="flex items-center gap-3 rounded-2xl bg-white px-6 py-4 text-lg font-semibold text-brand-900 shadow-xl ring-1 ring-slate-200">
        <span className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
        {text}
      </p>
    </div>
  )
}
