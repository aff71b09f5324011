import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { SeoListData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<SeoListData>()
  const a = (key: string) => t(`admin:seoAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/seo/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/seo"
        bulkDeleteUrl="/api/admin/seo/bulk-delete"
        bulkDeleteField="keys"
        columns={[
          { id: 'pageKey', header: a('pageKey'), sortable: true },
          { id: 'title', header: a('pageTitle') },
          { id: 'missing', header: a('missing'), kind: 'badge' },
          { id: 'robots', header: a('robots'), sortable: true },
        ]}
        row={(r) => ({
          id: r.pageKey,
          cells: { pageKey: r.pageKey, title: r.title, missing: r.missing.length ? r.missing.map((l) => l.toUpperCase()).join(' · ') : a('complete'), robots: r.robots },
          editHref: `/admin/seo/edit/${r.pageKey}`,
        })}
      />
    </>
  )
}
