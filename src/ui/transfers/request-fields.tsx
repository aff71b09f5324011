import { Fieldset, RadioCards, SelectField } from '../form-choices'
import { TextField } from '../form'
import { formatPrice } from '../../i18n/format'
import { usePageContext } from '../page-context'
import { Island } from '../islands/island'
import { FERRY_LIST_IDS, FerrySuggestions } from '../islands/ferry-suggestions.island'
import { TERMINALS } from '../../transfers/quote'
import type { ExtraOffer, TransferCatalog } from '../../transfers/transfers.server'
import { extraField } from '../../transfers/quote.schema'
import { capacityText } from './sections'

const NS = 'airport-transfers:'

interface Props {
  catalog: TransferCatalog
  defaults: Record<string, string>
  today: string
}

function townOptions(catalog: TransferCatalog, lng: string) {
  return [...catalog.towns].sort((a, b) => a.name.localeCompare(b.name, lng)).map((x) => ({ value: x.slug, label: x.name }))
}

/** The airport, the ports and every town served, as one list (the request form's and the quote box's). */
export function PlaceSelect({ name, label, catalog, defaultValue, form }: { name: 'from' | 'to'; label: string; catalog: TransferCatalog; defaultValue?: string; form?: string }) {
  const { t, lng } = usePageContext()
  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      required
      defaultValue={defaultValue}
      placeholder={t(`${NS}form.choosePlace`)}
      options={[]}
      groups={[
        { label: t(`${NS}form.placeGroups.terminals`), options: TERMINALS.map((code) => ({ value: code, label: t(`${NS}places.${code}`) })) },
        { label: t(`${NS}form.placeGroups.towns`), options: townOptions(catalog, lng) },
      ]}
    />
  )
}

export function RouteFields({ catalog, defaults, today }: Props) {
  const { t, form } = usePageContext()
  const f = (key: string) => t(`${NS}form.${key}`)
  // The places the selects show: the ones sent back after a refused request, else the pre-filled ones.
  const place = (name: 'from' | 'to') => form?.values[name] ?? defaults[name]
  return (
    <>
      <Fieldset legend={f('trip.legend')}>
        <RadioCards
          name="tripType"
          label={f('tripType')}
          required
          defaultValue={defaults.tripType}
          options={[
            { value: 'one-way', label: t(`${NS}form.tripTypes.one-way`) },
            { value: 'return', label: t(`${NS}form.tripTypes.return`, { percent: catalog.pricing.returnDiscountPercent }) },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceSelect name="from" label={f('from')} catalog={catalog} defaultValue={defaults.from} />
          <PlaceSelect name="to" label={f('to')} catalog={catalog} defaultValue={defaults.to} />
          {/* No autocomplete="off" here nor on the travel numbers: the browser then gives them back
              when the visitor returns from Stripe's page (Back). No autofill token fits either: the
              hotel on the island is not the visitor's own address, and a flight number has none. */}
          <TextField name="fromAddress" label={f('fromAddress')} hint={f('addressHint')} />
          <TextField name="toAddress" label={f('toAddress')} hint={f('addressHint')} />
        </div>
      </Fieldset>
      <Fieldset legend={f('when.legend')} intro={t(`${NS}form.when.intro`, { hours: catalog.pricing.minNoticeHours })}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField name="date" type="date" label={f('date')} required min={today} defaultValue={defaults.date} />
          <TextField name="time" type="time" label={f('time')} required hint={f('timeHint')} />
          <TextField name="flightNumber" label={f('flightNumber')} requirement={f('requiredWhen.terminal')} hint={f('flightHint')} list={FERRY_LIST_IDS.outbound} />
          <TextField name="travelTime" type="time" label={f('travelTime')} hint={f('travelTimeHint')} />
        </div>
        {/* Shown only once "return" is chosen, by CSS alone (so without JavaScript too); a browser
            without :has() shows it, and its legend says it is only for return trips. */}
        <Fieldset legend={f('return.legend')} className="border-l-4 border-brand-100 pl-4 [&>legend]:text-base [form:has(input[name=tripType][value=one-way]:checked)_&]:hidden">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField name="returnDate" type="date" label={f('returnDate')} requirement={f('requiredWhen.return')} min={today} />
            <TextField name="returnTime" type="time" label={f('returnTime')} requirement={f('requiredWhen.return')} />
            <TextField name="returnFlightNumber" label={f('returnFlightNumber')} requirement={f('requiredWhen.returnTerminal')} hint={f('flightHint')} list={FERRY_LIST_IDS.return} />
            <TextField name="returnTravelTime" type="time" label={f('returnTravelTime')} hint={f('travelTimeHint')} />
          </div>
        </Fieldset>
        {/* Each leg's field suggests the ferries of the port it starts or ends at: for the places sent, and as they change once JavaScript runs. */}
        <Island
          name="FerrySuggestions"
          component={FerrySuggestions}
          className="hidden"
          props={{ from: place('from'), to: place('to'), portNames: { 'port-mao': t(`${NS}places.port-mao`), 'port-ciutadella': t(`${NS}places.port-ciutadella`) } }}
        />
      </Fieldset>
    </>
  )
}

export function PartyFields({ catalog, defaults }: Props) {
  const { t, lng } = usePageContext()
  const f = (key: string) => t(`${NS}form.${key}`)
  const number = (name: string, min: number, max: number, required = false, hint?: string) => (
    <TextField name={name} type="number" label={f(name)} required={required} min={min} max={max} defaultValue={defaults[name]} inputMode="numeric" hint={hint} />
  )
  return (
    <>
      <Fieldset legend={f('party.legend')}>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {number('adults', 1, 16, true)}
          {number('children', 0, 15, false, f('childrenHint'))}
          {number('infants', 0, 5, false, f('infantsHint'))}
          {number('suitcases', 0, 30)}
        </div>
      </Fieldset>
      {catalog.extras.length > 0 && <ExtrasFields catalog={catalog} defaults={defaults} />}
      <Fieldset legend={f('vehicleLegend')}>
        <RadioCards
          name="vehicle"
          label={f('vehicle')}
          required
          defaultValue={defaults.vehicle}
          columns="sm:grid-cols-2"
          options={catalog.vehicles.map((v) => ({
            value: v.code,
            label: v.name,
            description: `${capacityText(t, v)}${v.fromCents != null ? ` · ${t(`${NS}fromPrice`, { price: formatPrice(v.fromCents, catalog.currency, lng) })}` : ''}`,
          }))}
        />
      </Fieldset>
    </>
  )
}

/** "free", "+12 €" or "+12 € per leg": what one more of an extra adds to the price. */
function extraPrice(t: (key: string, options?: Record<string, unknown>) => string, extra: ExtraOffer, currency: string, lng: Parameters<typeof formatPrice>[2]): string {
  if (extra.priceCents === 0) return t(`${NS}pricing.extras.free`)
  return t(`${NS}pricing.extras.${extra.per === 'leg' ? 'pricePerLeg' : 'price'}`, { price: formatPrice(extra.priceCents, currency, lng) })
}

/** One number input per extra on offer, each with its price; child seats and sports gear among them. */
function ExtrasFields({ catalog, defaults }: Pick<Props, 'catalog' | 'defaults'>) {
  const { t, lng } = usePageContext()
  return (
    <Fieldset legend={t(`${NS}pricing.extras.legend`)} intro={t(`${NS}pricing.extras.intro`)}>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {catalog.extras.map((extra) => (
          <TextField
            key={extra.code}
            name={extraField(extra.code)}
            type="number"
            label={`${extra.name} · ${extraPrice(t, extra, catalog.currency, lng)}`}
            min={0}
            max={extra.maxQuantity}
            defaultValue={defaults[extraField(extra.code)] ?? '0'}
            inputMode="numeric"
            hint={extra.description || undefined}
          />
        ))}
      </div>
    </Fieldset>
  )
}
