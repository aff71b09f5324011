import { AdminPageHeader } from '../../../../src/ui/AdminLayout'
import { FaqAdminForm } from '../../../../src/ui/admin/FaqAdminForm'
import { usePageContext } from '../../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  return (
    <>
      <AdminPageHeader title={t('admin:faqAdmin.new')} action={<a href="/admin/faq" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <FaqAdminForm action="/admin/faq/new" values={{ sortOrder: '0', isPublished: 'on' }} />
    </>
  )
}
