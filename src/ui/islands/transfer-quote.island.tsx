import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../i18n/languages'
import { transferFieldErrors, translateFrom } from '../../transfers/field-errors'
import type { PricingSettings } from '../../transfers/pricing-settings'
import type { PriceTable, Quote } from '../../transfers/quote'
import { quoteFieldNames, quoteRequest } from '../../transfers/quote.schema'
import { priceLines, quoteProblem, type PriceLabels } from '../../transfers/summary'
import { PriceBox } from '../transfers/price-box'
import { csrfHeader } from './api-client'

export interface TransferQuoteProps {
  quote: Quote | null
  /** The form's field messages when it has no price (a vehicle too small for the group, 0 adults…). */
  fields: Record<string, string>
  lng: Language
  /** The price table and settings the quote API prices with: the box checks the form against them before it asks. */
  pricing: { table: PriceTable; settings: PricingSettings }
  /** quoteMessages: the texts of a refused quote as templates in the page's language, by code. */
  messages: Record<string, string>
  vehicleNames: Record<string, string>
  /** `party`: the labels of the counts and extras, keyed by field name, to say which one is wrong. */
  labels: PriceLabels & { title: string; hint: string; perVehicle: string; unavailable: string; party: Record<string, string> }
}

const DEBOUNCE_MS = 350

/**
 * The price of what the request form says, kept up to date as the visitor types. The form's
 * values are first checked here by the quote API's own schema (quote.schema.ts) and price table:
 * while the route, party or vehicle is incomplete or wrong the box says so itself, as the server
 * would; only a form that has a price is sent to POST /api/transfers/quote, and only when what
 * the price depends on changed. An answer to values changed since is dropped. Without
 * JavaScript the server renders the same box, and the "see price" button refreshes it.
 */
export function TransferQuote({ quote: initialQuote, fields, lng, pricing, messages, vehicleNames, labels }: TransferQuoteProps) {
  const [state, setState] = useState({ quote: initialQuote, message: quoteProblem(fields, labels.party) })
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const form = box.current?.closest('form')
    if (!form) return
    const names = quoteFieldNames(pricing.table)
    const ctx = { table: pricing.table, pricing: pricing.settings }
    const say = translateFrom(messages)
    const vehicleName = (code: string) => vehicleNames[code] ?? code
    const valuesOf = () => {
      const data = new FormData(form)
      return Object.fromEntries(names.filter((name) => data.has(name)).map((name) => [name, String(data.get(name))]))
    }
    let timer: number | undefined
    let controller: AbortController | undefined
    // The values the box shows (or is asking the price of): the server rendered it for the form's
    // first values; what a visitor changed before the island woke up is priced at once below.
    let shown = JSON.stringify(renderedValuesOf(form, names))

    const ask = async (values: Record<string, string>) => {
      const mine = new AbortController()
      controller = mine
      try {
        const res = await fetch('/api/transfers/quote', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeader() },
          body: JSON.stringify(values),
          credentials: 'same-origin',
          signal: mine.signal,
        })
        const body = await res.json()
        if (controller !== mine) return
        // A 400 now means the prices changed since the page was loaded: the server's words then.
        if (res.ok) setState({ quote: body as Quote, message: null })
        else setState({ quote: null, message: res.status === 400 ? quoteProblem(body?.error?.fields ?? {}, labels.party) : labels.unavailable })
      } catch {
        if (controller === mine && !mine.signal.aborted) setState({ quote: null, message: labels.unavailable })
      }
    }

    const refresh = () => {
      const values = valuesOf()
      const key = JSON.stringify(values)
      // Typing a name or an e-mail changes nothing the price depends on.
      if (key === shown) return
      shown = key
      window.clearTimeout(timer)
      controller?.abort()
      controller = undefined
      const local = quoteRequest(values, ctx)
      if (!local.ok) {
        setState({ quote: null, message: quoteProblem(transferFieldErrors(local.issues, say, vehicleName), labels.party) })
        return
      }
      timer = window.setTimeout(() => void ask(values), DEBOUNCE_MS)
    }
    form.addEventListener('input', refresh)
    form.addEventListener('change', refresh)
    refresh()
    return () => {
      form.removeEventListener('input', refresh)
      form.removeEventListener('change', refresh)
      window.clearTimeout(timer)
      controller?.abort()
    }
  }, [labels.unavailable, labels.party, pricing, messages, vehicleNames])

  return (
    <div ref={box} aria-live="polite" data-quote-total={state.quote?.totalCents ?? ''}>
      <PriceBox title={labels.title} lines={state.quote ? priceLines(labels, state.quote, lng) : []} note={state.quote ? labels.perVehicle : undefined} totalCents={state.quote?.totalCents}>
        {!state.quote && <p className={`mt-2 text-sm ${state.message ? 'font-medium text-red-700' : 'text-slate-600'}`}>{state.message ?? labels.hint}</p>}
      </PriceBox>
    </div>
  )
}

/** The form's values as the server rendered them (the defaults of its fields), in FormData's terms. */
function renderedValuesOf(form: HTMLFormElement, names: string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
    if (!field.name || field.disabled || field.name in values) continue
    if (field instanceof HTMLSelectElement) {
      const chosen = Array.from(field.options).find((o) => o.defaultSelected) ?? field.options[0]
      if (chosen) values[field.name] = chosen.value
    } else if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.defaultChecked) values[field.name] = field.value
    } else values[field.name] = field.defaultValue
  }
  return Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name]!]))
}
