import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { FaqAdminForm } from '../../../../src/ui/admin/faq-admin-form'
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
