import { useState, type MouseEvent } from 'react'
import type { Language } from '../../i18n/languages'
import { localizedHref } from '../../i18n/links'
import { matchesTripType } from '../../trips/trip-type-filter'

export interface PopularTripsFilterProps {
  types: Array<{ id: number; name: string }>
  activeTypeId: number | null
  labels: { all: string; filter: string }
  /** The server-rendered list this filter shows and hides (each item carries data-trip-type). */
  listId: string
  emptyId: string
  anchor: string
  /** The page's language: the filter links and the address keep it (ADR 045). */
  lng: Language
}

/** Shows only the matching cards of the server-rendered list; with JS off the links filter on the server. */
function applyFilter(listId: string, emptyId: string, selectedName: string | null): void {
  let shown = 0
  for (const item of document.querySelectorAll<HTMLElement>(`#${listId} > [data-trip-type]`)) {
    const visible = matchesTripType(item.dataset.tripType ?? '', selectedName)
    item.hidden = !visible
    if (visible) shown++
  }
  const empty = document.getElementById(emptyId)
  if (empty) empty.hidden = shown > 0
}

export function PopularTripsFilter({ types, activeTypeId, labels, listId, emptyId, anchor, lng }: PopularTripsFilterProps) {
  const [active, setActive] = useState<number | null>(activeTypeId)
  const hrefOf = (typeId: number | null) => localizedHref(typeId === null ? `/?#${anchor}` : `/?type=${typeId}#${anchor}`, lng)

  function choose(event: MouseEvent<HTMLAnchorElement>, typeId: number | null) {
    event.preventDefault()
    setActive(typeId)
    applyFilter(listId, emptyId, types.find((t) => t.id === typeId)?.name ?? null)
    // The address keeps the choice, so reloading or sharing shows the same list.
    window.history.replaceState(null, '', hrefOf(typeId))
  }

  const buttonClass = (on: boolean) => `inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:ring-brand-600'}`
  return (
    <nav aria-label={labels.filter} className="mt-6">
      {/* Every type on every screen (ADR 050 departs from SPEC §2's hiding above id 3): on phones one row
          that scrolls sideways, its last chip cut by the edge to show there are more. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto overscroll-x-contain px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li className="shrink-0">
          <a href={hrefOf(null)} onClick={(e) => choose(e, null)} className={buttonClass(active === null)} aria-current={active === null ? 'true' : undefined}>{labels.all}</a>
        </li>
        {types.map((type) => (
          <li key={type.id} className="shrink-0">
            <a href={hrefOf(type.id)} onClick={(e) => choose(e, type.id)} className={buttonClass(active === type.id)} aria-current={active === type.id ? 'true' : undefined}>{type.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
