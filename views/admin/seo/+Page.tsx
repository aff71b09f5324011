import { AdminPageHeader } from '../../../src/ui/AdminLayout'
import { AdminList, SavedMessage } from '../../../src/ui/AdminList'
import { usePageContext } from '../../../src/ui/page-context'
import type { SeoListData } from './+data'

export default function Page() {
  const { t, data } = usePageContext()
  const { page } = data as SeoListData
  const a = (key: string) => t(`admin:seoAdmin.${key}`)
  const offset = (page.page - 1) * page.pageSize
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/seo/new" className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/seo"
        columns={[
          { id: 'pageKey', header: a('pageKey'), sortable: true },
          { id: 'title', header: a('pageTitle') },
          { id: 'missing', header: a('missing'), kind: 'badge' },
          { id: 'robots', header: a('robots'), sortable: true },
        ]}
        row={(r) => ({
          // Page keys are the records' ids; the grid only needs a number per row.
          id: offset + page.rows.indexOf(r) + 1,
          cells: { pageKey: r.pageKey, title: r.title, missing: r.missing.length ? r.missing.map((l) => l.toUpperCase()).join(' · ') : a('complete'), robots: r.robots },
          editHref: `/admin/seo/edit/${r.pageKey}`,
        })}
      />
    </>
  )
}
