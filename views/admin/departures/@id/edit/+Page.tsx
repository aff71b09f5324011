import { formatIslandDay } from '../../../../../src/i18n/format'
import { availabilityPath, DEPARTURES_PATH, departurePath } from '../../../../../src/departures/departure-paths'
import { mayOpenPage } from '../../../../../src/back-office/page-roles'
import { AdminForm, EditVersionField } from '../../../../../src/ui/admin-form'
import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../../src/ui/admin-list'
import { GuideLanguages } from '../../../../../src/ui/admin/availability-forms'
import { TextField } from '../../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { DepartureEditData } from './+data'

export default function Page() {
  const { departure, values } = usePageData<DepartureEditData>()
  const { t, lng, form, user } = usePageContext()
  const a = (key: string, o?: Record<string, unknown>) => t(`admin:departures.${key}`, o)
  const seesManifest = user !== null && mayOpenPage(user.role, departurePath(departure.id))
  const day = formatIslandDay(departure.date, lng)
  return (
    <>
      <AdminPageHeader
        title={a('edit.title')}
        intro={`${departure.tripName} · ${day} · ${departure.time}`}
        action={
          <div className="flex flex-wrap gap-3 text-sm">
            {seesManifest && <a href={departurePath(departure.id)} className="font-medium text-brand-700 hover:underline">{a('edit.departurePage')}</a>}
            <a href={`${DEPARTURES_PATH}?trip=${departure.tripId}&date=${departure.date}`} className="font-medium text-brand-700 hover:underline">{a('title')}</a>
            <a href={availabilityPath(departure.tripId)} className="font-medium text-brand-700 hover:underline">{a('edit.availability')}</a>
          </div>
        }
      />
      <SavedMessage />
      <AdminForm action={`${DEPARTURES_PATH}/${departure.id}/edit`}>
        <EditVersionField values={values} />
        <p className="text-sm text-slate-700" data-testid="seats-taken">{a('seats', { taken: departure.seatsTaken, capacity: departure.capacity })} · {a(`status.${departure.status}`)}</p>
        <TextField name="capacity" type="number" min={Math.max(1, departure.seatsTaken)} max={500} label={a('edit.capacity')} hint={a('edit.capacityHint', { taken: departure.seatsTaken })} required defaultValue={values.capacity} />
        <GuideLanguages form="f" values={form?.values ?? values} legend={t('admin:availability.guideLanguages')} />
      </AdminForm>
    </>
  )
}
