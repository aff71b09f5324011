import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { HeroBannersAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<HeroBannersAdminData>()
  const a = (key: string) => t(`admin:bannersAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/hero-banners/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/hero-banners"
        bulkDeleteUrl="/api/admin/hero-banners/bulk-delete"
        columns={[
          { id: 'image', header: a('image'), kind: 'image' },
          { id: 'title', header: a('titleField'), sortable: true },
          { id: 'buttonLink', header: a('buttonLink') },
          { id: 'sortOrder', header: a('sortOrder'), sortable: true, kind: 'number' },
          { id: 'isActive', header: a('active'), sortable: true, kind: 'badge' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { image: r.image, title: r.title, buttonLink: r.buttonLink, sortOrder: r.sortOrder, isActive: r.isActive ? a('yes') : a('no') },
          editHref: `/admin/hero-banners/edit/${r.id}`,
        })}
      />
    </>
  )
}
