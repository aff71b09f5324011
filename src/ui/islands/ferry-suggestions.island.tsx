import { useEffect, useRef, useState } from 'react'
import { ferryLabel, ferrySuggestions, type Port } from '../../transfers/ferries'

/** The ids of the suggestion lists, for the `list` attribute of each leg's flight-or-ferry field. */
export const FERRY_LIST_IDS = { outbound: 'ferry-services', return: 'return-ferry-services' } as const

export interface FerrySuggestionsProps {
  /** The places the page was rendered with (the submitted ones after a refused request). */
  from?: string
  to?: string
  /** Each port's name in the visitor's language, beside its services when both ports' are offered. */
  portNames: Record<Port, string>
}

/**
 * The ferry services each leg's flight-or-ferry field suggests: those of the port the leg starts
 * or ends at, so a visitor going to Ciutadella is not offered Maó's ferries (which the request
 * then refuses). Rendered by the server for the places it was sent; once hydrated it follows the
 * form's "from" and "to" as the visitor changes them.
 */
export function FerrySuggestions({ from: renderedFrom, to: renderedTo, portNames }: FerrySuggestionsProps) {
  // Until hydrated the lists are the server's, which cannot know later changes of place.
  const [places, setPlaces] = useState({ from: renderedFrom, to: renderedTo, followsPlaces: false })
  const anchor = useRef<HTMLDataListElement>(null)

  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const valueOf = (name: string) => {
      const field = form.elements.namedItem(name)
      return field instanceof HTMLSelectElement || field instanceof HTMLInputElement ? field.value : undefined
    }
    const follow = () => setPlaces({ from: valueOf('from'), to: valueOf('to'), followsPlaces: true })
    follow()
    form.addEventListener('change', follow)
    return () => form.removeEventListener('change', follow)
  }, [])

  const list = (id: string, from: string | undefined, to: string | undefined, ref?: typeof anchor) => {
    const suggestions = ferrySuggestions(from, to, { followsPlaces: places.followsPlaces })
    const mixesPorts = new Set(suggestions.map((s) => s.port)).size > 1
    return (
      <datalist id={id} ref={ref}>
        {suggestions.map(({ port, service }) => (
          <option key={service.code} value={ferryLabel(service)} label={mixesPorts ? `${ferryLabel(service)} (${portNames[port]})` : undefined} />
        ))}
      </datalist>
    )
  }
  return (
    <>
      {list(FERRY_LIST_IDS.outbound, places.from, places.to, anchor)}
      {/* The return leg goes the other way: its ferry is the one at the port it starts from. */}
      {list(FERRY_LIST_IDS.return, places.to, places.from)}
    </>
  )
}
