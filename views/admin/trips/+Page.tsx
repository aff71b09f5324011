import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TripsAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page, types, typeId } = usePageData<TripsAdminData>()
  const a = (key: string) => t(`admin:tripsAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/trips/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/trips"
        bulkDeleteUrl="/api/admin/trips/bulk-delete"
        filters={[{ name: 'type', label: a('type'), value: typeId, options: [{ value: '', label: a('allTypes') }, ...types] }]}
        columns={[
          { id: 'image', header: a('image'), kind: 'image' },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'type', header: a('type'), sortable: true },
          { id: 'destination', header: a('destination'), sortable: true },
          { id: 'price', header: a('price'), sortable: true, kind: 'number' },
          { id: 'rating', header: a('rating'), sortable: true, kind: 'number' },
          { id: 'flags', header: a('flags'), kind: 'badge' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { image: r.image || null, name: r.name, type: r.type || null, destination: r.destination || null, price: r.price, rating: r.rating, flags: r.flags || null },
          editHref: `/admin/trips/edit/${r.id}`,
          links: [{ href: `/admin/trips/details/${r.id}`, label: a('detailsLink') }, { href: `/admin/trips/${r.id}/availability`, label: t('admin:availability.link') }],
        })}
      />
    </>
  )
}
