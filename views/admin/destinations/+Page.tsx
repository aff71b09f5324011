import { ZONES } from '../../../src/destinations/destinations.schema'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { DestinationsAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page, zone } = usePageData<DestinationsAdminData>()
  const a = (key: string) => t(`admin:destinationsAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/destinations/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/destinations"
        bulkDeleteUrl="/api/admin/destinations/bulk-delete"
        filters={[{ name: 'zone', label: a('zone'), value: zone, options: [{ value: '', label: a('allZones') }, ...ZONES.map((z) => ({ value: z, label: t(`zones.${z}`) }))] }]}
        columns={[
          { id: 'image', header: a('image'), kind: 'image' },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'zone', header: a('zone'), sortable: true },
          { id: 'trips', header: a('trips'), sortable: true, kind: 'number' },
          { id: 'popular', header: a('isPopular'), kind: 'badge' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { image: r.image || null, name: r.name, zone: t(`zones.${r.zone}`), trips: r.trips, popular: r.popular ? a('popular') : null },
          editHref: `/admin/destinations/edit/${r.id}`,
        })}
      />
    </>
  )
}
