import { DEFAULT_LANGUAGE } from '../../i18n/languages'
import { TextField } from '../form'
import { usePageContext } from '../page-context'
import type { TransferCatalog } from '../../transfers/transfers.server'
import { PlaceSelect } from './request-fields'

const NS = 'airport-transfers:'

interface QuoteFormProps {
  catalog: TransferCatalog
  /** A town page's own town, chosen already as the destination. */
  town?: string
  /** The page whose request form opens pre-filled (the hub's form, or /menorca-taxis's own). */
  action?: string
  today: string
  /** 'bar': across a page's header, the first thing on a phone; 'card': beside a page's content. */
  layout?: 'bar' | 'card'
}

/**
 * "From, to, when, how many": a GET form that opens the request form pre-filled
 * (?from&to&date&passengers), where the price shows at once, with or without JavaScript.
 */
export function QuoteForm({ catalog, town, action = '/airport-transfers/request', today, layout = 'card' }: QuoteFormProps) {
  const { t, lng } = usePageContext()
  const q = (key: string) => t(`${NS}quoteForm.${key}`)
  const bar = layout === 'bar'
  return (
    <form action={action} method="get" aria-labelledby="quote-form-title" data-quote-form className={`rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 ${bar ? 'p-4 sm:p-6' : 'p-6'}`}>
      <h2 id="quote-form-title" className="text-lg font-bold text-slate-900 sm:text-xl">{q('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{q('intro')}</p>
      <div className={`mt-4 grid grid-cols-6 gap-3 sm:gap-4 ${bar ? 'lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end' : ''}`}>
        <div className={`col-span-3 ${bar ? 'lg:col-span-1' : ''}`}><PlaceSelect form="q" name="from" label={t(`${NS}form.from`)} catalog={catalog} defaultValue="airport" /></div>
        <div className={`col-span-3 ${bar ? 'lg:col-span-1' : ''}`}><PlaceSelect form="q" name="to" label={t(`${NS}form.to`)} catalog={catalog} defaultValue={town} /></div>
        <div className={`col-span-4 ${bar ? 'lg:col-span-1' : ''}`}><TextField form="q" name="date" type="date" label={t(`${NS}form.date`)} required min={today} /></div>
        <div className={`col-span-2 ${bar ? 'lg:col-span-1' : ''}`}><TextField form="q" name="passengers" type="number" label={q('passengers')} required min={1} max={16} defaultValue="2" inputMode="numeric" /></div>
        <button type="submit" className={`btn-primary col-span-6 w-full ${bar ? 'lg:col-span-1 lg:w-auto' : ''}`}>{q('submit')}</button>
      </div>
      {/* A GET form replaces the action's query: the language goes along as a field of its own. */}
      {lng !== DEFAULT_LANGUAGE && <input type="hidden" name="lng" value={lng} />}
    </form>
  )
}
