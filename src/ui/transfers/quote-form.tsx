import { SelectField } from '../form-choices'
import { TextField } from '../form'
import { LanguageField } from '../localized-links'
import { usePageContext } from '../page-context'
import type { TransferCatalog } from '../../transfers/transfers.server'

const NS = 'airport-transfers:'

export function townOptions(catalog: TransferCatalog, lng: string) {
  return [...catalog.towns].sort((a, b) => a.name.localeCompare(b.name, lng)).map((x) => ({ value: x.slug, label: x.name }))
}

/**
 * "Where to, which vehicle, how many": a GET form that opens the request form pre-filled
 * (?town&vehicle&passengers), where the price shows at once, with or without JavaScript.
 */
export function QuoteForm({ catalog, town, vehicle }: { catalog: TransferCatalog; town?: string; vehicle?: string }) {
  const { t, lng } = usePageContext()
  return (
    <form action="/airport-transfers/request" method="get" aria-labelledby="quote-form-title" className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
      <h2 id="quote-form-title" className="text-xl font-bold text-slate-900">{t(`${NS}quoteForm.title`)}</h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${NS}quoteForm.intro`)}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField form="q" name="town" label={t(`${NS}quoteForm.town`)} required options={townOptions(catalog, lng)} defaultValue={town} placeholder={town ? undefined : t(`${NS}form.choosePlace`)} />
        <SelectField form="q" name="vehicle" label={t(`${NS}quoteForm.vehicle`)} required options={catalog.vehicles.map((v) => ({ value: v.code, label: v.name }))} defaultValue={vehicle ?? 'car'} />
        <TextField form="q" name="passengers" type="number" label={t(`${NS}quoteForm.passengers`)} required min={1} max={16} defaultValue="2" inputMode="numeric" />
      </div>
      <LanguageField lng={lng} />
      <button type="submit" className="btn-primary mt-5 w-full">{t(`${NS}quoteForm.submit`)}</button>
    </form>
  )
}
