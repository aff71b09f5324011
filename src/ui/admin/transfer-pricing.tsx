import type { ReactNode } from 'react'
import type { ListPage } from '../../content-kit/list-query'
import { ROUTE_FARES_PATH, SEASONS_PATH, TRANSFER_EXTRA_CONTENT, TRANSFER_TOWN_CONTENT, TRANSFER_VEHICLE_CONTENT, TRANSFER_ZONE_CONTENT } from '../../transfers/pricing.content'
import { EXTRA_PER } from '../../transfers/quote'
import { AdminForm, LocalizedFields, EditVersionField } from '../admin-form'
import { AdminPageHeader } from '../admin-layout'
import { AdminList, SavedMessage } from '../admin-list'
import { TextField } from '../form'
import { SelectField, type Option } from '../form-choices'
import type { GridColumn, GridRow } from '../islands/admin-grid.island'
import { usePageContext, usePageData } from '../page-context'
import { FlagCheckbox } from './content-fields'

// The screens of the transfer prices beside the grid (docs/decisions/037): one list and one
// form per kind, each form shared by "new" and "edit" (only the address, the starting values and
// the delete button differ). Labels are admin:transferPricing.<screen>.<key>.

export type PricingScreen = 'zones' | 'towns' | 'vehicles' | 'extras' | 'seasons' | 'routes'

const PATHS: Record<PricingScreen, string> = {
  zones: TRANSFER_ZONE_CONTENT.admin.path,
  towns: TRANSFER_TOWN_CONTENT.admin.path,
  vehicles: TRANSFER_VEHICLE_CONTENT.admin.path,
  extras: TRANSFER_EXTRA_CONTENT.admin.path,
  seasons: SEASONS_PATH,
  routes: ROUTE_FARES_PATH,
}

/** Extras are never deleted (bookings name them): staff stop offering one instead. */
const DELETABLE: Record<PricingScreen, boolean> = { zones: true, towns: true, vehicles: true, extras: false, seasons: true, routes: true }

/** Rows keyed by the code staff chose (the grid deletes them by `keys`), the others by id. */
const KEYED_BY_CODE: Record<PricingScreen, boolean> = { zones: true, towns: false, vehicles: true, extras: true, seasons: false, routes: false }

function useTexts(screen: PricingScreen) {
  const { t } = usePageContext()
  return (key: string, options?: Record<string, unknown>) => t(`admin:transferPricing.${screen}.${key}`, options)
}

/** A list screen: its title and "new" button, the saved message, the grid with bulk delete where deleting is allowed. */
export function PricingList<T>({ screen, page, columns, row }: { screen: PricingScreen; page: ListPage<T>; columns: Array<Omit<GridColumn, 'header'>>; row: (item: T) => Omit<GridRow, 'editHref'> }) {
  const a = useTexts(screen)
  const base = PATHS[screen]
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href={`${base}/new`} className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath={base}
        bulkDeleteUrl={DELETABLE[screen] ? `/api${base}/bulk-delete` : undefined}
        bulkDeleteField={KEYED_BY_CODE[screen] ? 'keys' : 'ids'}
        columns={columns.map((c) => ({ ...c, header: a(c.id) }))}
        row={(item) => {
          const r = row(item)
          return { ...r, editHref: `${base}/edit/${encodeURIComponent(String(r.id))}` }
        }}
      />
    </>
  )
}

/** "New …" or "Edit …" with the back link, and the form posting to its own address. */
function PricingFormPage({ screen, editKey, children }: { screen: PricingScreen; editKey?: string | number; children: ReactNode }) {
  const { t } = usePageContext()
  const a = useTexts(screen)
  const base = PATHS[screen]
  const editing = editKey !== undefined
  return (
    <>
      <AdminPageHeader title={a(editing ? 'edit' : 'new')} action={<a href={base} className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <AdminForm action={editing ? `${base}/edit/${encodeURIComponent(String(editKey))}` : `${base}/new`} deleteLabel={editing && DELETABLE[screen] ? a('delete') : undefined}>
        {children}
      </AdminForm>
    </>
  )
}

interface FormProps {
  values: Record<string, string>
  editKey?: string | number
}

/** What a new or edit page's data hook gives its form: the values, and the choices some forms need. */
export interface PricingFormData extends FormProps {
  zones?: Option[]
  places?: Array<{ label: string; options: Option[] }>
  vehicles?: Option[]
}

/** The new or edit page of a screen: its form with the page's data. */
export function PricingForm({ screen }: { screen: PricingScreen }) {
  const { values, editKey, zones = [], places = [], vehicles = [] } = usePageData<PricingFormData>()
  const props = { values, editKey }
  if (screen === 'zones') return <ZoneFormPage {...props} />
  if (screen === 'towns') return <TownFormPage {...props} zones={zones} />
  if (screen === 'vehicles') return <VehicleFormPage {...props} />
  if (screen === 'extras') return <ExtraFormPage {...props} />
  if (screen === 'seasons') return <SeasonFormPage {...props} />
  return <RouteFareFormPage {...props} places={places} vehicles={vehicles} />
}

/** The code staff choose once: typed on "new", shown read-only afterwards (fares, towns and bookings refer to it). */
function CodeField({ screen, values, editKey, max }: FormProps & { screen: PricingScreen; max: number }) {
  const a = useTexts(screen)
  const { t } = usePageContext()
  const editing = editKey !== undefined
  return <TextField name="code" label={a('code')} hint={t(editing ? 'admin:transferPricing.codeFixed' : 'admin:transferPricing.codeHint', { max })} required readOnly={editing} defaultValue={values.code} />
}

const order = (a: (key: string) => string, values: Record<string, string>) => <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />

function ZoneFormPage({ values, editKey }: FormProps) {
  const a = useTexts('zones')
  return (
    <PricingFormPage screen="zones" editKey={editKey}>
      <LocalizedFields content={TRANSFER_ZONE_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeField screen="zones" values={values} editKey={editKey} max={40} />
        {order(a, values)}
      </div>
    </PricingFormPage>
  )
}

function TownFormPage({ values, editKey, zones }: FormProps & { zones: Option[] }) {
  const a = useTexts('towns')
  return (
    <PricingFormPage screen="towns" editKey={editKey}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={a('name')} hint={a('nameHint')} required defaultValue={values.name} />
        <TextField name="slug" label={a('slug')} hint={a('slugHint')} required defaultValue={values.slug} />
        <SelectField name="zone" label={a('zone')} required placeholder={a('chooseZone')} options={zones} defaultValue={values.zone} />
        {order(a, values)}
        <TextField name="distanceKm" label={a('distanceKm')} required defaultValue={values.distanceKm} />
        <TextField name="driveMinutes" type="number" label={a('driveMinutes')} required min={0} defaultValue={values.driveMinutes} />
        <TextField name="latitude" label={a('latitude')} hint={a('coordinatesHint')} defaultValue={values.latitude} />
        <TextField name="longitude" label={a('longitude')} defaultValue={values.longitude} />
      </div>
      <FlagCheckbox name="hasPage" label={a('hasPage')} hint={a('hasPageHint')} checked={values.hasPage === 'on'} />
      <LocalizedFields content={TRANSFER_TOWN_CONTENT} values={values} />
    </PricingFormPage>
  )
}

function VehicleFormPage({ values, editKey }: FormProps) {
  const a = useTexts('vehicles')
  return (
    <PricingFormPage screen="vehicles" editKey={editKey}>
      <LocalizedFields content={TRANSFER_VEHICLE_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeField screen="vehicles" values={values} editKey={editKey} max={20} />
        {order(a, values)}
        <TextField name="maxPassengers" type="number" label={a('maxPassengers')} required min={1} defaultValue={values.maxPassengers} />
        <TextField name="maxSuitcases" type="number" label={a('maxSuitcases')} required min={0} defaultValue={values.maxSuitcases} />
      </div>
    </PricingFormPage>
  )
}

function ExtraFormPage({ values, editKey }: FormProps) {
  const a = useTexts('extras')
  return (
    <PricingFormPage screen="extras" editKey={editKey}>
      <LocalizedFields content={TRANSFER_EXTRA_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeField screen="extras" values={values} editKey={editKey} max={40} />
        {order(a, values)}
        <TextField name="price" label={a('price')} hint={a('priceHint')} required defaultValue={values.price ?? '0'} />
        <SelectField name="per" label={a('per')} required options={EXTRA_PER.map((per) => ({ value: per, label: a(`perOptions.${per}`) }))} defaultValue={values.per ?? 'booking'} />
        <TextField name="maxQuantity" type="number" label={a('maxQuantity')} required min={1} max={20} defaultValue={values.maxQuantity ?? '1'} />
      </div>
      <FlagCheckbox name="countsAsLuggage" label={a('countsAsLuggage')} hint={a('countsAsLuggageHint')} checked={values.countsAsLuggage === 'on'} />
      <FlagCheckbox name="requiresChildren" label={a('requiresChildren')} hint={a('requiresChildrenHint')} checked={values.requiresChildren === 'on'} />
      <FlagCheckbox name="active" label={a('active')} hint={a('activeHint')} checked={editKey === undefined || values.active === 'on'} />
    </PricingFormPage>
  )
}

function SeasonFormPage({ values, editKey }: FormProps) {
  const a = useTexts('seasons')
  return (
    <PricingFormPage screen="seasons" editKey={editKey}>
      <EditVersionField values={values} />
      <TextField name="name" label={a('name')} hint={a('nameHint')} required defaultValue={values.name} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="startsOn" type="date" label={a('startsOn')} required defaultValue={values.startsOn} />
        <TextField name="endsOn" type="date" label={a('endsOn')} required defaultValue={values.endsOn} />
        <TextField name="percent" type="number" label={a('percent')} hint={a('percentHint')} required min={-50} max={100} defaultValue={values.percent} />
      </div>
    </PricingFormPage>
  )
}

function RouteFareFormPage({ values, editKey, places, vehicles }: FormProps & { places: Array<{ label: string; options: Option[] }>; vehicles: Option[] }) {
  const a = useTexts('routes')
  return (
    <PricingFormPage screen="routes" editKey={editKey}>
      <EditVersionField values={values} />
      <p className="text-sm text-slate-600">{a('bothWays')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="fromPlace" label={a('fromPlace')} required placeholder={a('choosePlace')} options={[]} groups={places} defaultValue={values.fromPlace} />
        <SelectField name="toPlace" label={a('toPlace')} required placeholder={a('choosePlace')} options={[]} groups={places} defaultValue={values.toPlace} />
        <SelectField name="vehicleCode" label={a('vehicle')} required placeholder={a('chooseVehicle')} options={vehicles} defaultValue={values.vehicleCode} />
        <TextField name="price" label={a('price')} required defaultValue={values.price} />
        <TextField name="passengersMin" type="number" label={a('passengersMin')} required min={1} defaultValue={values.passengersMin ?? '1'} />
        <TextField name="passengersMax" type="number" label={a('passengersMax')} required min={1} defaultValue={values.passengersMax} />
      </div>
    </PricingFormPage>
  )
}
