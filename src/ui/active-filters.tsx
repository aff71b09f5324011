import { useLocalizedHref } from './localized-links'

/** A link to `pathname` with only the given parameters (empty ones dropped, in a stable order). */
export function hrefWith(pathname: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  const qs = search.toString()
  return qs ? `${pathname}?${qs}` : pathname
}

export interface FilterChip {
  /** What is filtered, as shown: "Duration: Half day". */
  label: string
  /** The same list without this filter. */
  removeHref: string
}

/** The filters in force, each a link that removes it (works without JavaScript). */
export function ActiveFilters({ chips, title, removeLabel, clear }: { chips: FilterChip[]; title: string; removeLabel: (label: string) => string; clear?: { href: string; label: string } }) {
  const localize = useLocalizedHref()
  if (!chips.length) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium text-slate-700">{title}:</p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.removeHref}>
            <a href={localize(chip.removeHref)} aria-label={removeLabel(chip.label)} className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 ring-1 ring-brand-600/30 hover:bg-brand-100" data-filter-chip>
              {chip.label}
              <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs leading-none text-white">×</span>
            </a>
          </li>
        ))}
      </ul>
      {clear && chips.length > 1 && <a href={localize(clear.href)} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">{clear.label}</a>}
    </div>
  )
}
