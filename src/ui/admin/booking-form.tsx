import type { ReactNode } from 'react'
import type { BookingFormChoices } from '../../transfers/booking-edit-form.server'
import { CsrfField } from '../csrf-field'
import { Checkbox, FormAlert, TextArea, TextField } from '../form'
import { Fieldset, RadioCards, SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { AdminToggle } from './admin-fields'

// The staff booking form (docs/decisions/041): one component for a booking's edit and for a
// booking taken by phone. Field names are the public request form's, so the same rules check both.

/** A new booking offers a payment link only when online payment is set up (Stripe's keys saved). */
type Mode = { kind: 'edit'; id: number; currentPrice: string } | { kind: 'new'; onlinePayments: boolean; idempotencyKey: string }

function Section({ children }: { children: ReactNode }) {
  return <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">{children}</section>
}

/** Pick-up date and time, the pick-up point, the flight or ferry and its time, of one leg. */
function LegFields({ prefix, legend, values }: { prefix: '' | 'return'; legend: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const f = (key: string) => t(`admin:bookingEdit.fields.${key}`)
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field)
  return (
    <Fieldset legend={legend}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name={name('date')} label={f('date')} type="date" required={!prefix} defaultValue={values[name('date')]} />
        <TextField name={name('time')} label={f('time')} type="time" required={!prefix} defaultValue={values[name('time')]} />
        <TextField name={name('flightNumber')} label={f('flightNumber')} defaultValue={values[name('flightNumber')]} />
        <TextField name={name('travelTime')} label={f('travelTime')} type="time" defaultValue={values[name('travelTime')]} />
      </div>
      <TextField name={name('pickupPoint')} label={f('pickupPoint')} defaultValue={values[name('pickupPoint')]} />
    </Fieldset>
  )
}

export function BookingForm({ mode, values, choices }: { mode: Mode; values: Record<string, string>; choices: BookingFormChoices }) {
  const { t, form } = usePageContext()
  const f = (key: string) => t(`admin:bookingEdit.fields.${key}`)
  const s = (key: string) => t(`admin:bookingEdit.sections.${key}`)
  const action = mode.kind === 'edit' ? `/admin/transfers/${mode.id}/edit` : '/admin/transfers/new'
  return (
    <form method="post" action={action} className="space-y-6" noValidate>
      <CsrfField />
      {/* The version the staff member saw: after a refused save still theirs, never the newer one. */}
      {mode.kind === 'edit' && <input type="hidden" name="version" value={form?.values.version ?? values.version} />}
      {/* The same page sent twice (a double click on a slow line, a retry) is one booking: src/lib/idempotency.ts. After Back the browser asks for the page again (a new key): the duplicate question catches that. */}
      {mode.kind === 'new' && <input type="hidden" name="idempotencyKey" value={mode.idempotencyKey} />}
      {form && (
        <div className="space-y-2">
          <FormAlert />
          {mode.kind === 'edit' && form.message && <a href={`/admin/transfers/${mode.id}/edit`} className="text-sm font-semibold text-brand-700 hover:underline">{t('admin:bookingEdit.reload')}</a>}
        </div>
      )}

      <Section>
        <Fieldset legend={s('customer')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={f('name')} required defaultValue={values.name} />
            <TextField name="email" label={f('email')} type="email" required defaultValue={values.email} />
            <TextField name="phone" label={f('phone')} type="tel" required defaultValue={values.phone} />
            <SelectField name="language" label={f('language')} required options={choices.languages} defaultValue={values.language ?? 'es'} />
          </div>
        </Fieldset>
      </Section>

      <Section>
        <Fieldset legend={s('route')}>
          <RadioCards name="tripType" label={f('tripType')} required options={[{ value: 'one-way', label: f('oneWay') }, { value: 'return', label: f('withReturn') }]} defaultValue={values.tripType ?? 'one-way'} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="from" label={f('from')} required placeholder="—" options={choices.places} defaultValue={values.from} />
            <TextField name="fromAddress" label={f('fromAddress')} defaultValue={values.fromAddress} />
            <SelectField name="to" label={f('to')} required placeholder="—" options={choices.places} defaultValue={values.to} />
            <TextField name="toAddress" label={f('toAddress')} defaultValue={values.toAddress} />
          </div>
        </Fieldset>
        <LegFields prefix="" legend={s('outbound')} values={values} />
        <LegFields prefix="return" legend={s('return')} values={values} />
      </Section>

      <Section>
        <Fieldset legend={s('party')}>
          <div className="grid gap-4 sm:grid-cols-4">
            {(['adults', 'children', 'infants', 'suitcases'] as const).map((name) => (
              <TextField key={name} name={name} label={f(name)} type="number" min={0} required={name === 'adults'} inputMode="numeric" defaultValue={values[name] ?? (name === 'adults' ? '1' : '0')} />
            ))}
          </div>
          <SelectField name="vehicle" label={f('vehicle')} required placeholder="—" options={choices.vehicles} defaultValue={values.vehicle} />
          {choices.extras.length > 0 && (
            <div className="grid gap-4 sm:grid-cols-3">
              {choices.extras.map((e) => (
                <TextField key={e.code} name={`extra_${e.code}`} label={e.name} type="number" min={0} max={e.max} inputMode="numeric" defaultValue={values[`extra_${e.code}`] ?? '0'} />
              ))}
            </div>
          )}
          <TextArea name="notes" label={f('notes')} rows={3} maxLength={2000} defaultValue={values.notes} />
        </Fieldset>
      </Section>

      <Section>
        <Fieldset legend={s('price')} intro={mode.kind === 'edit' ? t('admin:bookingEdit.currentPrice', { price: mode.currentPrice }) : undefined}>
          <RadioCards name="priceMode" label={f('priceMode')} required options={[{ value: 'quote', label: f('priceQuote') }, { value: 'override', label: f('priceOverride') }]} defaultValue={values.priceMode ?? 'quote'} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="price" label={f('price')} inputMode="decimal" defaultValue={values.price} />
            <TextField name="priceOverrideReason" label={f('priceOverrideReason')} defaultValue={values.priceOverrideReason} />
          </div>
        </Fieldset>
      </Section>

      <Section>
        {mode.kind === 'edit' ? (
          <AdminToggle name="notify" label={f('notify')} defaultChecked={values.notify === 'on'} />
        ) : (
          <Fieldset legend={s('booking')}>
            <RadioCards name="status" label={f('status')} required options={[{ value: 'confirmed', label: f('statusConfirmed') }, { value: 'on_request', label: f('statusOnRequest') }]} defaultValue={values.status ?? 'confirmed'} />
            <RadioCards
              name="paymentMethod"
              label={f('paymentMethod')}
              required
              options={[{ value: 'driver', label: f('paymentDriver') }, ...(mode.onlinePayments ? [{ value: 'online', label: f('paymentOnline') }] : [])]}
              defaultValue={mode.onlinePayments ? (values.paymentMethod ?? 'driver') : 'driver'}
              hint={mode.onlinePayments ? undefined : f('paymentOnlineUnavailable')}
            />
            <AdminToggle name="sendConfirmation" label={f('sendConfirmation')} defaultChecked />
          </Fieldset>
        )}
        {/* Asked once the same customer, day and route turned out to be booked already (its message names it). */}
        {mode.kind === 'new' && (form?.errors.confirmDuplicate || form?.values.confirmDuplicate) && (
          <Checkbox name="confirmDuplicate" label="">
            {t('admin:bookingEdit.confirmDuplicate')}
          </Checkbox>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">{t(mode.kind === 'edit' ? 'admin:bookingEdit.save' : 'admin:bookingEdit.create')}</button>
          <a href={mode.kind === 'edit' ? `/admin/transfers/${mode.id}` : '/admin/transfers'} className="text-sm font-medium text-brand-700 hover:underline">{t('admin:bookingEdit.cancel')}</a>
        </div>
      </Section>
    </form>
  )
}
