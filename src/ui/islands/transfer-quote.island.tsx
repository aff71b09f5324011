import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../i18n/languages'
import type { Quote } from '../../transfers/quote'
import { PriceBox } from '../transfers/price-box'
import { priceLines, quoteProblem, type PriceLabels } from '../../transfers/summary'

export interface TransferQuoteProps {
  quote: Quote | null
  /** The form's field messages when it has no price (a vehicle too small for the group, 0 adults…). */
  fields: Record<string, string>
  lng: Language
  /** `party`: the labels of the counts and extras, keyed by field name, to say which one is wrong. */
  labels: PriceLabels & { title: string; hint: string; perVehicle: string; unavailable: string; party: Record<string, string> }
}

const DEBOUNCE_MS = 350

/**
 * The price of what the request form says, kept up to date as the visitor types: the form's
 * values go to POST /api/transfers/quote, the same function that prices the stored request.
 * Without JavaScript the server renders the same box, and the "see price" button refreshes it.
 */
export function TransferQuote({ quote: initialQuote, fields, lng, labels }: TransferQuoteProps) {
  const [state, setState] = useState({ quote: initialQuote, message: quoteProblem(fields, labels.party) })
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const form = box.current?.closest('form')
    if (!form) return
    let timer: number | undefined
    let controller: AbortController | undefined
    const refresh = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(async () => {
        controller?.abort()
        controller = new AbortController()
        try {
          const res = await fetch('/api/transfers/quote', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(Object.fromEntries(new FormData(form))),
            credentials: 'same-origin',
            signal: controller.signal,
          })
          const body = await res.json()
          if (res.ok) setState({ quote: body as Quote, message: null })
          else setState({ quote: null, message: res.status === 400 ? quoteProblem(body?.error?.fields ?? {}, labels.party) : labels.unavailable })
        } catch (error) {
          if ((error as Error).name !== 'AbortError') setState({ quote: null, message: labels.unavailable })
        }
      }, DEBOUNCE_MS)
    }
    form.addEventListener('input', refresh)
    form.addEventListener('change', refresh)
    return () => {
      form.removeEventListener('input', refresh)
      form.removeEventListener('change', refresh)
      window.clearTimeout(timer)
      controller?.abort()
    }
  }, [labels.unavailable, labels.party])

  return (
    <div ref={box} aria-live="polite" data-quote-total={state.quote?.totalCents ?? ''}>
      <PriceBox title={labels.title} lines={state.quote ? priceLines(labels, state.quote, lng) : []} note={state.quote ? labels.perVehicle : undefined} totalCents={state.quote?.totalCents}>
        {!state.quote && <p className={`mt-2 text-sm ${state.message ? 'font-medium text-red-700' : 'text-slate-600'}`}>{state.message ?? labels.hint}</p>}
      </PriceBox>
    </div>
  )
}
