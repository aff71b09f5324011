import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { formatShortDateTime } from '../../../src/ui/admin/admin-format'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { PagesAdminData } from './+data'

export default function Page() {
  const { t, lng } = usePageContext()
  const { page } = usePageData<PagesAdminData>()
  const a = (key: string) => t(`admin:pagesAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/pages"
        columns={[
          { id: 'title', header: a('pageTitle'), sortable: true },
          { id: 'key', header: a('key'), sortable: true },
          { id: 'path', header: a('publicUrl') },
          { id: 'updatedAt', header: a('updatedAt'), sortable: true },
          { id: 'missing', header: a('missing'), kind: 'badge' },
        ]}
        row={(r) => ({
          id: r.key,
          cells: {
            title: r.title,
            key: r.key,
            path: r.path,
            updatedAt: formatShortDateTime(r.updatedAt, lng),
            missing: r.missing.length ? r.missing.map((l) => l.toUpperCase()).join(' · ') : a('complete'),
          },
          links: r.path ? [{ href: `${r.path}?lng=${lng}`, label: a('view') }] : undefined,
          editHref: `/admin/pages/edit/${r.key}`,
        })}
      />
    </>
  )
}
