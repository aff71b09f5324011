import { LANGUAGE_OPTIONS, type Language } from '../i18n/languages'
import { ChevronDownIcon } from './icons'

interface Props {
  lng: Language
  /** Current path and query; the switcher keeps the visitor on the same page. */
  pathname: string
  search: Record<string, string>
  label: string
}

export function languageHref(pathname: string, search: Record<string, string>, code: Language): string {
  const params = new URLSearchParams(search)
  params.set('lng', code)
  return `${pathname}?${params.toString()}`
}

/** Works without JavaScript: a disclosure with one link per language (SPEC §2). */
export function LanguageSwitcher({ lng, pathname, search, label }: Props) {
  const current = LANGUAGE_OPTIONS.find((o) => o.code === lng) ?? LANGUAGE_OPTIONS[0]!
  return (
    <details className="group relative" data-menu>
      <summary className="flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium hover:bg-slate-100" aria-label={`${label}: ${current.label}`}>
        <img src={current.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm object-cover shadow-sm" />
        <span className="uppercase">{current.code}</span>
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        {LANGUAGE_OPTIONS.map((o) => (
          <li key={o.code}>
            <a
              href={languageHref(pathname, search, o.code)}
              hrefLang={o.code}
              lang={o.code}
              data-lang-option={o.code}
              aria-current={o.code === lng ? 'true' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 ${o.code === lng ? 'font-semibold text-brand-800' : 'text-slate-700'}`}
            >
              <img src={o.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm object-cover shadow-sm" />
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
