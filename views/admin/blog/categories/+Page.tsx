import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { BlogCategoriesAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<BlogCategoriesAdminData>()
  const a = (key: string) => t(`admin:blogAdmin.categories.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/blog/categories/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/blog/categories"
        bulkDeleteUrl="/api/admin/blog/categories/bulk-delete"
        columns={[
          { id: 'name', header: a('name'), sortable: true },
          { id: 'slug', header: a('slug'), sortable: true },
          { id: 'sortOrder', header: a('sortOrder'), sortable: true, kind: 'number' },
          { id: 'posts', header: a('posts'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({ id: r.id, cells: { name: r.name, slug: r.slug, sortOrder: r.sortOrder, posts: r.posts }, editHref: `/admin/blog/categories/edit/${r.id}` })}
      />
    </>
  )
}
