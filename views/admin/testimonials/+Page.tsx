import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TestimonialsAdminData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<TestimonialsAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:testimonialsAdmin.${key}`, options)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/testimonials/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      {/* Rows from before testimonials had a subject and a date vanish from the site: say how many, and where. */}
      {page.incompleteCount > 0 && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note" data-testid="testimonials-incomplete">
          {a('list.notice', { count: page.incompleteCount })}{' '}
          {page.show === 'incomplete' ? (
            <a href="/admin/testimonials" className="font-semibold underline">{a('list.showAll')}</a>
          ) : (
            <a href="/admin/testimonials?show=incomplete" className="font-semibold underline">{a('list.showThem')}</a>
          )}
        </p>
      )}
      <AdminList
        page={page}
        basePath="/admin/testimonials"
        bulkDeleteUrl="/api/admin/testimonials/bulk-delete"
        filters={[{ name: 'show', label: a('list.filter'), value: page.show, options: [{ value: '', label: a('list.all') }, { value: 'incomplete', label: a('list.only') }] }]}
        columns={[
          { id: 'avatar', header: a('avatar.title'), kind: 'image' },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'country', header: a('country') },
          { id: 'about', header: a('about.legend') },
          { id: 'hidden', header: a('list.column'), kind: 'badge' },
          { id: 'rating', header: a('rating'), sortable: true, kind: 'number' },
          { id: 'isPublished', header: a('published'), sortable: true, kind: 'badge' },
          { id: 'sortOrder', header: a('sortOrder'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: {
            avatar: r.avatar,
            name: r.name,
            country: r.country,
            about: r.about || null,
            hidden: r.incomplete ? a('list.badge') : r.isPublished ? a('list.shown') : a('list.notPublished'),
            rating: r.rating,
            isPublished: r.isPublished ? a('yes') : a('no'),
            sortOrder: r.sortOrder,
          },
          editHref: `/admin/testimonials/edit/${r.id}`,
        })}
      />
    </>
  )
}
