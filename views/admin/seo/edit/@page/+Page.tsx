import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { SeoRecordForm } from '../../../../../src/ui/admin/seo-record-form'
import { ConfirmDelete } from '../../../../../src/ui/confirm-delete'
import { CsrfField } from '../../../../../src/ui/csrf-field'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditSeoData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { pageKey, values } = usePageData<EditSeoData>()
  const a = (key: string) => t(`admin:seoAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={`${a('edit')}: ${pageKey}`} action={<a href="/admin/seo" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <SeoRecordForm action={`/admin/seo/edit/${pageKey}`} values={values} />
      <section className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200">
        <h2 className="text-lg font-semibold text-slate-900">{a('deleteTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{a('deleteIntro')}</p>
        <form method="post" action={`/admin/seo/edit/${pageKey}/delete`} className="mt-4">
          <CsrfField />
          <ConfirmDelete label={a('delete')} />
        </form>
      </section>
    </>
  )
}
