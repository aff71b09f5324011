import type { FormEvent } from 'react'
import type { Language } from '../../i18n/languages'
import { localizedHref } from '../../i18n/links'
import { LanguageField } from '../localized-links'

export const SEARCH_ZONES = ['north', 'south', 'west', 'east'] as const
export const SEARCH_DURATIONS = ['half-day', 'full-day', 'multi-day'] as const

export interface SearchFormProps {
  tripTypes: string[]
  /** The page's language: the results open in it (ADR 045). */
  lng: Language
  labels: {
    title: string
    destination: string
    allDestinations: string
    zones: Record<(typeof SEARCH_ZONES)[number], string>
    type: string
    allTypes: string
    duration: string
    anyDuration: string
    durations: Record<(typeof SEARCH_DURATIONS)[number], string>
    /** The date field: only trips with seats that day (ADR 042). */
    date: string
    dateHint: string
    submit: string
  }
}

/** SPEC §2: only the parameters that differ from their default go into the URL. */
export function searchUrl(values: { destination?: string; type?: string; duration?: string; date?: string }): string {
  const params = new URLSearchParams()
  for (const key of ['destination', 'type', 'duration', 'date'] as const) {
    const value = values[key]
    if (value && value !== 'all' && value !== 'any') params.set(key, value)
  }
  const query = params.toString()
  return query ? `/trips?${query}` : '/trips'
}

export function SearchForm({ tripTypes, lng, labels }: SearchFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    window.location.assign(localizedHref(searchUrl({ destination: String(data.get('destination') ?? ''), type: String(data.get('type') ?? ''), duration: String(data.get('duration') ?? ''), date: String(data.get('date') ?? '') }), lng))
  }
  const selectClass = 'field mt-1'
  return (
    <form action="/trips" method="get" onSubmit={submit} className="grid gap-4 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label={labels.title}>
      <label className="block text-sm font-medium text-slate-700">
        {labels.destination}
        <select name="destination" defaultValue="all" className={selectClass}>
          <option value="all">{labels.allDestinations}</option>
          {SEARCH_ZONES.map((z) => <option key={z} value={z}>{labels.zones[z]}</option>)}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {labels.type}
        <select name="type" defaultValue="all" className={selectClass}>
          <option value="all">{labels.allTypes}</option>
          {tripTypes.map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {labels.duration}
        <select name="duration" defaultValue="any" className={selectClass}>
          <option value="any">{labels.anyDuration}</option>
          {SEARCH_DURATIONS.map((d) => <option key={d} value={d}>{labels.durations[d]}</option>)}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {labels.date}
        <input name="date" type="date" title={labels.dateHint} className={selectClass} />
      </label>
      <LanguageField lng={lng} />
      <button type="submit" className="btn-primary h-[42px] w-full">{labels.submit}</button>
    </form>
  )
}
