import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TestimonialsAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<TestimonialsAdminData>()
  const a = (key: string) => t(`admin:testimonialsAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/testimonials/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/testimonials"
        bulkDeleteUrl="/api/admin/testimonials/bulk-delete"
        columns={[
          { id: 'avatar', header: a('avatar.title'), kind: 'image' },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'country', header: a('country') },
          { id: 'rating', header: a('rating'), sortable: true, kind: 'number' },
          { id: 'isPublished', header: a('published'), sortable: true, kind: 'badge' },
          { id: 'sortOrder', header: a('sortOrder'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { avatar: r.avatar, name: r.name, country: r.country, rating: r.rating, isPublished: r.isPublished ? a('yes') : a('no'), sortOrder: r.sortOrder },
          editHref: `/admin/testimonials/edit/${r.id}`,
        })}
      />
    </>
  )
}
