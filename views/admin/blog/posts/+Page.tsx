import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../../src/ui/admin-list'
import { formatShortDateTime } from '../../../../src/ui/admin/admin-format'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { BlogPostsAdminData } from './+data'

const STATUSES = ['draft', 'published', 'scheduled'] as const

export default function Page() {
  const { t, lng } = usePageContext()
  const { page, categories, filter } = usePageData<BlogPostsAdminData>()
  const a = (key: string) => t(`admin:blogAdmin.posts.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/blog/posts/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/blog/posts"
        bulkDeleteUrl="/api/admin/blog/posts/bulk-delete"
        filters={[
          { name: 'status', label: a('status'), value: filter.status, options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: a(`statuses.${s}`) }))] },
          { name: 'category', label: a('category'), value: filter.category, options: [{ value: '', label: a('allCategories') }, ...categories] },
        ]}
        columns={[
          { id: 'title', header: a('titleField'), sortable: true },
          { id: 'category', header: a('category') },
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'publishedAt', header: a('publishedAt'), sortable: true },
          { id: 'authorName', header: a('author'), sortable: true },
          { id: 'readingMinutes', header: a('minutes'), kind: 'number' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: {
            title: r.title,
            category: r.category,
            status: a(`statuses.${r.status}`),
            publishedAt: r.publishedAt ? formatShortDateTime(r.publishedAt, lng) : '',
            authorName: r.authorName,
            readingMinutes: r.readingMinutes,
          },
          editHref: `/admin/blog/posts/edit/${r.id}`,
        })}
      />
    </>
  )
}
