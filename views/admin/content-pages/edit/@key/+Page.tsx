import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { ContentPageAdminForm } from '../../../../../src/ui/admin/content-page-admin-form'
import { UnkeptPromisesNotice } from '../../../../../src/ui/admin/unkept-promises-notice'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditContentPageData } from './+data'

export default function Page() {
  const { t, lng } = usePageContext()
  const { key, title, path, values, unkept } = usePageData<EditContentPageData>()
  const a = (name: string) => t(`admin:pagesAdmin.${name}`)
  return (
    <>
      <AdminPageHeader
        title={`${a('edit')}: ${title}`}
        intro={path ? undefined : a('noRoute')}
        action={
          <span className="flex flex-wrap gap-4 text-sm font-medium">
            {path && <a href={`${path}?lng=${lng}`} className="text-brand-700 hover:underline">{a('viewPage')}</a>}
            <a href="/admin/pages" className="text-brand-700 hover:underline">{t('admin:form.back')}</a>
          </span>
        }
      />
      <UnkeptPromisesNotice promises={unkept} />
      <ContentPageAdminForm action={`/admin/pages/edit/${key}`} values={values} />
    </>
  )
}
