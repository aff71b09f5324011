import { useEffect, useState, type KeyboardEvent } from 'react'

export interface LanguageTabsProps {
  /** `outdated`: a text of this language is older than the Spanish it translates (the translation report's rule). */
  tabs: Array<{ code: string; label: string; missing: boolean; outdated?: boolean }>
  /** Panels are the server-rendered elements with id `${panelPrefix}${code}`. */
  panelPrefix: string
  labels: { languages: string; missing: string; outdated: string }
}

/**
 * The language fields of a content form. Without JavaScript all four panels show one after the
 * other (these are links to them); hydrated, they become tabs and only the chosen panel shows.
 * A panel with a field error opens first.
 */
export function LanguageTabs({ tabs, panelPrefix, labels }: LanguageTabsProps) {
  const [hydrated, setHydrated] = useState(false)
  const [active, setActive] = useState(tabs[0]!.code)

  useEffect(() => {
    const withError = tabs.find((t) => document.getElementById(`${panelPrefix}${t.code}`)?.querySelector('[aria-invalid="true"]'))
    if (withError) setActive(withError.code)
    setHydrated(true)
  }, [tabs, panelPrefix])

  useEffect(() => {
    if (!hydrated) return
    for (const tab of tabs) {
      const panel = document.getElementById(`${panelPrefix}${tab.code}`)
      if (!panel) continue
      panel.hidden = tab.code !== active
      panel.setAttribute('role', 'tabpanel')
      panel.setAttribute('aria-labelledby', `${panelPrefix}tab-${tab.code}`)
    }
  }, [hydrated, active, tabs, panelPrefix])

  const badge = ({ missing, outdated }: { missing: boolean; outdated?: boolean }) =>
    missing || outdated ? <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">{missing ? labels.missing : labels.outdated}</span> : null

  if (!hydrated) {
    return (
      <nav aria-label={labels.languages} className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <a key={t.code} href={`#${panelPrefix}${t.code}`} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm">
            {t.label}
            {badge(t)}
          </a>
        ))}
      </nav>
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.code === active)
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : null
    if (next === null) return
    const tab = tabs[(next + tabs.length) % tabs.length]!
    setActive(tab.code)
    document.getElementById(`${panelPrefix}tab-${tab.code}`)?.focus()
  }

  return (
    <div role="tablist" aria-label={labels.languages} className="flex flex-wrap gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.code}
          id={`${panelPrefix}tab-${t.code}`}
          type="button"
          role="tab"
          aria-selected={t.code === active}
          aria-controls={`${panelPrefix}${t.code}`}
          tabIndex={t.code === active ? 0 : -1}
          onClick={() => setActive(t.code)}
          className={`-mb-px rounded-t-lg border px-3 py-2 text-sm font-medium ${t.code === active ? 'border-slate-200 border-b-white bg-white text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {t.label}
          {badge(t)}
        </button>
      ))}
    </div>
  )
}
