import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TripTypesData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<TripTypesData>()
  const a = (key: string) => t(`admin:tripTypes.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/trip-types/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/trip-types"
        bulkDeleteUrl="/api/admin/trip-types/bulk-delete"
        columns={[
          { id: 'name', header: a('name'), sortable: true },
          { id: 'slug', header: a('slug'), sortable: true },
          { id: 'sortOrder', header: a('sortOrder'), sortable: true, kind: 'number' },
          { id: 'trips', header: a('trips'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({ id: r.id, cells: { name: r.name, slug: r.slug, sortOrder: r.sortOrder, trips: r.trips }, editHref: `/admin/trip-types/edit/${r.id}` })}
      />
    </>
  )
}
