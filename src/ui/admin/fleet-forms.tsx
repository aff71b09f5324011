import { formatIslandDay } from '../../i18n/format'
import type { ReactNode } from 'react'
import { DRIVER_LANGUAGES, DRIVERS_PATH, languageField, VEHICLES_PATH, type UpcomingDayOff } from '../../fleet/fleet-paths'
import { AdminForm, EditVersionField } from '../admin-form'
import { AdminPageHeader } from '../admin-layout'
import { SavedMessage } from '../admin-list'
import { CsrfField } from '../csrf-field'
import { TextArea, TextField } from '../form'
import { Fieldset, SelectField, type Option } from '../form-choices'
import { usePageContext } from '../page-context'
import { FlagCheckbox } from './content-fields'
import { useDispatchTexts } from './dispatch-texts'

// The forms of /admin/drivers and /admin/vehicles (docs/decisions/039), each shared by "new" and
// "edit" (only the address, the starting values, the delete button and the days off differ).

type Screen = 'drivers' | 'vehicles'

const PATHS: Record<Screen, string> = { drivers: DRIVERS_PATH, vehicles: VEHICLES_PATH }

function FleetFormPage({ screen, editId, values, children, after }: { screen: Screen; editId?: number; values: Record<string, string>; children: ReactNode; after?: ReactNode }) {
  const { t } = usePageContext()
  const a = useDispatchTexts(screen)
  const base = PATHS[screen]
  const editing = editId !== undefined
  return (
    <>
      <AdminPageHeader title={a(editing ? 'edit' : 'new')} action={<a href={base} className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <SavedMessage />
      <div className="space-y-6">
        <AdminForm action={editing ? `${base}/edit/${editId}` : `${base}/new`} deleteLabel={editing ? a('delete') : undefined}>
          <EditVersionField values={values} />
          {children}
        </AdminForm>
        {after}
      </div>
    </>
  )
}

export interface DriverFormData {
  values: Record<string, string>
  editId?: number
  accounts: Option[]
  daysOff?: UpcomingDayOff[]
}

export function DriverFormPage({ values, editId, accounts, daysOff }: DriverFormData) {
  const a = useDispatchTexts('drivers')
  const { t } = usePageContext()
  return (
    <FleetFormPage screen="drivers" editId={editId} values={values} after={editId !== undefined && <DaysOff driverId={editId} daysOff={daysOff ?? []} />}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={a('name')} required defaultValue={values.name} autoComplete="off" />
        <TextField name="phone" type="tel" label={a('phone')} hint={a('phoneHint')} required defaultValue={values.phone} />
        <TextField name="email" type="email" label={a('email')} defaultValue={values.email} />
        <SelectField name="userId" label={a('account')} hint={a('accountHint')} placeholder={a('noAccount')} options={accounts} defaultValue={values.userId} />
      </div>
      <Fieldset legend={a('languages')}>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {DRIVER_LANGUAGES.map((code) => (
            <FlagCheckbox key={code} name={languageField(code)} label={t(`admin:dispatchAdmin.languageNames.${code}`)} checked={values[languageField(code)] === 'on'} />
          ))}
        </div>
      </Fieldset>
      <FlagCheckbox name="active" label={a('active')} hint={a('activeHint')} checked={editId === undefined || values.active === 'on'} />
      <TextArea name="notes" label={a('notes')} rows={3} maxLength={2000} defaultValue={values.notes} />
    </FleetFormPage>
  )
}

/** The driver's days off: the ones to come, each removable, and a form to add one (no JavaScript needed). */
function DaysOff({ driverId, daysOff }: { driverId: number; daysOff: UpcomingDayOff[] }) {
  const a = useDispatchTexts('drivers')
  const { lng } = usePageContext()
  const action = `${DRIVERS_PATH}/edit/${driverId}`
  const dayLabel = (iso: string) => formatIslandDay(iso, lng)
  return (
    <section aria-labelledby="days-off" className="max-w-3xl space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="days-off" className="text-lg font-semibold text-slate-900">{a('daysOff')}</h2>
      <p className="text-sm text-slate-600">{a('daysOffIntro')}</p>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="days-off">
        {daysOff.map((d) => (
          <li key={d.day} className="flex items-center justify-between gap-3 py-2" data-day-off={d.day}>
            <span>
              <span className="font-medium text-slate-900">{dayLabel(d.day)}</span>
              {d.note && <span className="block text-slate-600">{d.note}</span>}
              {d.jobs > 0 && (
                <span className="mt-1 block font-medium text-amber-800" data-jobs-that-day={d.jobs}>
                  {a('jobsOnDayOff', { count: d.jobs })}{' '}
                  <a href={`/admin/dispatch?date=${d.day}`} className="text-brand-700 underline hover:text-brand-800">{a('reassignOnBoard', { count: d.jobs })}</a>
                </span>
              )}
            </span>
            <form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value="day-off-remove" />
              <input type="hidden" name="day" value={d.day} />
              <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100">{a('removeDayOff')}</button>
            </form>
          </li>
        ))}
        {!daysOff.length && <li className="py-2 text-slate-600">{a('noDaysOff')}</li>}
      </ul>
      <form method="post" action={action} className="grid items-end gap-3 sm:grid-cols-3" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="day-off-add" />
        <TextField form="off" name="day" type="date" label={a('day')} required />
        <TextField form="off" name="note" label={a('dayNote')} />
        <button type="submit" className="btn-primary">{a('addDayOff')}</button>
      </form>
    </section>
  )
}

export interface VehicleFormData {
  values: Record<string, string>
  editId?: number
  classes: Option[]
}

export function VehicleFormPage({ values, editId, classes }: VehicleFormData) {
  const a = useDispatchTexts('vehicles')
  return (
    <FleetFormPage screen="vehicles" editId={editId} values={values}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="plate" label={a('plate')} hint={a('plateHint')} required defaultValue={values.plate} autoComplete="off" />
        <TextField name="name" label={a('name')} hint={a('nameHint')} required defaultValue={values.name} />
        <SelectField name="vehicleClass" label={a('vehicleClass')} hint={a('vehicleClassHint')} required placeholder={a('chooseClass')} options={classes} defaultValue={values.vehicleClass} />
        <div className="grid grid-cols-2 gap-4">
          <TextField name="seats" type="number" label={a('seats')} required min={1} max={60} defaultValue={values.seats} />
          <TextField name="luggage" type="number" label={a('luggage')} required min={0} max={60} defaultValue={values.luggage} />
        </div>
      </div>
      <FlagCheckbox name="active" label={a('active')} hint={a('activeHint')} checked={editId === undefined || values.active === 'on'} />
      <TextArea name="notes" label={a('notes')} rows={3} maxLength={2000} defaultValue={values.notes} />
    </FleetFormPage>
  )
}
