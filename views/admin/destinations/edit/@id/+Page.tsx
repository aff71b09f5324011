import { DestinationAdminForm } from '../../../../../src/ui/admin/destination-admin-form'
import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditDestinationData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, choices } = usePageData<EditDestinationData>()
  return (
    <>
      <AdminPageHeader
        title={t('admin:destinationsAdmin.edit')}
        action={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <a href={`/destinations/${id}`} className="text-brand-700 hover:underline">{t('admin:destinationsAdmin.viewPublic')}</a>
            <a href="/admin/destinations" className="text-brand-700 hover:underline">{t('admin:form.back')}</a>
          </div>
        }
      />
      <DestinationAdminForm action={`/admin/destinations/edit/${id}`} values={values} choices={choices} />
    </>
  )
}
