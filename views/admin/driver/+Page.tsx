import type { DriverDay } from '../../../src/dispatch/driver-view.server'
import { elidesBefore } from '../../../src/i18n/format'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { FormAlert, SuccessAlert } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { DriverViewPageData } from './+data'
import { JobCard } from './job-card'

const REFUSALS = ['too-early', 'not-allowed', 'stale', 'before-pickup', 'too-soon', 'nothing-owed']
const LEG_MOVES = ['on_the_way', 'picked_up', 'completed', 'no_show']

function Day({ day, driverId }: { day: DriverDay; driverId: number | null }) {
  const { t } = usePageContext()
  const d = (key: string, options?: Record<string, unknown>) => t(`admin:driverView.${key}`, options)
  return (
    <section aria-labelledby={`day-${day.date}`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`day-${day.date}`} className="text-lg font-semibold text-slate-900">{day.label}</h2>
        <a href={day.runSheet} className="inline-flex min-h-12 items-center text-sm font-medium text-brand-700 hover:underline">{d('runSheet')}</a>
      </div>
      {day.jobs.length === 0 ? <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{d('noJobs')}</p> : day.jobs.map((job) => <JobCard key={job.legId} job={job} driverId={driverId} />)}
    </section>
  )
}

/** What the last post said: a status changed or refused, a password changed (the way here after a one-time one). */
function Flash() {
  const { t, query } = usePageContext()
  const d = (key: string, options?: Record<string, unknown>) => t(`admin:driverView.${key}`, options)
  const refused = query.refused && REFUSALS.includes(query.refused) ? query.refused : null
  return (
    <>
      {query.saved === 'password' && <SuccessAlert title={t('admin:dashboardPage.passwordChanged')} />}
      {query.saved && LEG_MOVES.includes(query.saved) && <SuccessAlert title={d('saved', { status: t(`admin:legStatus.${query.saved}`) })} />}
      {query.saved === 'collected' && <SuccessAlert title={d('collected.done')} />}
      {refused && <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">{d(`refused.${refused}`)}</div>}
      <FormAlert />
    </>
  )
}

/** The driver's phone view: today's and tomorrow's jobs, phone-sized first (ADR 040). */
export default function Page() {
  const { t } = usePageContext()
  const { view } = usePageData<DriverViewPageData>()
  const d = (key: string, options?: Record<string, unknown>) => t(`admin:driverView.${key}`, options)
  if (view.kind === 'no-driver-record') {
    return (
      <div className="max-w-xl space-y-4">
        <AdminPageHeader title={d('title')} />
        <Flash />
        <p className="rounded-xl bg-white p-4 text-slate-800 ring-1 ring-slate-200" role="note">{d('noDriverRecord')}</p>
      </div>
    )
  }
  if (view.kind === 'choose') {
    return (
      <div className="max-w-xl space-y-4">
        <AdminPageHeader title={d('title')} intro={d('chooseIntro')} />
        {view.drivers.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-slate-800 ring-1 ring-slate-200">{d('noDrivers')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {view.drivers.map((driver) => (
              <li key={driver.id}>
                <a href={`/admin/driver?driver=${driver.id}`} className="flex min-h-12 items-center px-4 font-medium text-brand-700 hover:underline">{driver.name}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  const driverId = view.asStaff ? view.driver.id : null
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <AdminPageHeader title={view.asStaff ? d('titleOf', { name: view.driver.name, context: elidesBefore(view.driver.name) ? 'elided' : undefined }) : d('title')} intro={view.asStaff ? d('asStaff') : d('intro', { name: view.driver.name })} />
      <Flash />
      {view.days.map((day) => (
        <Day key={day.date} day={day} driverId={driverId} />
      ))}
    </div>
  )
}
