import { AdminPageHeader } from '../../../../../src/ui/AdminLayout'
import { FaqAdminForm } from '../../../../../src/ui/admin/FaqAdminForm'
import { usePageContext } from '../../../../../src/ui/page-context'
import type { EditFaqData } from './+data'

export default function Page() {
  const { t, data } = usePageContext()
  const { id, values } = data as EditFaqData
  return (
    <>
      <AdminPageHeader title={t('admin:faqAdmin.edit')} action={<a href="/admin/faq" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <FaqAdminForm action={`/admin/faq/edit/${id}`} values={values} />
    </>
  )
}
