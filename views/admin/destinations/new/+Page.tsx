import { DestinationAdminForm } from '../../../../src/ui/admin/destination-admin-form'
import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { NewDestinationData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { choices } = usePageData<NewDestinationData>()
  return (
    <>
      <AdminPageHeader title={t('admin:destinationsAdmin.new')} action={<a href="/admin/destinations" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <DestinationAdminForm action="/admin/destinations/new" values={{}} choices={choices} />
    </>
  )
}
