import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { FaqAdminForm } from '../../../../../src/ui/admin/faq-admin-form'
import { UnkeptPromisesNotice } from '../../../../../src/ui/admin/unkept-promises-notice'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditFaqData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, unkept } = usePageData<EditFaqData>()
  return (
    <>
      <AdminPageHeader title={t('admin:faqAdmin.edit')} action={<a href="/admin/faq" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <UnkeptPromisesNotice promises={unkept} />
      <FaqAdminForm action={`/admin/faq/edit/${id}`} values={values} />
    </>
  )
}
