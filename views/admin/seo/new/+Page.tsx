import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { SeoRecordForm } from '../../../../src/ui/admin/seo-record-form'
import { usePageContext } from '../../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  return (
    <>
      <AdminPageHeader title={t('admin:seoAdmin.new')} action={<a href="/admin/seo" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <SeoRecordForm action="/admin/seo/new" values={{ robotsDirective: 'index, follow' }} isNew />
    </>
  )
}
