import { TRIP_RESOURCES_PATH } from '../../../src/departures/departure-paths'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TripResourcesData } from './+data'

const cell = 'px-3 py-2 text-left'

export default function Page() {
  const { resources } = usePageData<TripResourcesData>()
  const { t } = usePageContext()
  const a = (key: string, o?: Record<string, unknown>) => t(`admin:tripResources.${key}`, o)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href={`${TRIP_RESOURCES_PATH}/new`} className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <div className="max-w-4xl overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-sm" data-testid="resources">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className={cell}>{a('name')}</th>
              <th className={cell}>{a('capacity')}</th>
              <th className={cell}>{a('trips')}</th>
              <th className={cell}>{a('active')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {resources.map((r) => (
              <tr key={r.id} data-resource={r.id}>
                <td className={cell}><a href={`${TRIP_RESOURCES_PATH}/edit/${r.id}`} className="font-medium text-brand-700 hover:underline">{r.name}</a>{r.notes && <span className="block text-xs text-slate-500">{r.notes}</span>}</td>
                <td className={cell}>{r.capacity}</td>
                <td className={cell}>{r.trips}</td>
                <td className={cell}>{a(r.active ? 'isActive' : 'isInactive')}</td>
              </tr>
            ))}
            {!resources.length && <tr><td className={cell} colSpan={4}>{a('none')}</td></tr>}
          </tbody>
        </table>
      </div>
    </>
  )
}
