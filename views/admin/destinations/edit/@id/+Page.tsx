import { DestinationAdminForm } from '../../../../../src/ui/admin/DestinationAdminForm'
import { AdminPageHeader } from '../../../../../src/ui/AdminLayout'
import { usePageContext } from '../../../../../src/ui/page-context'
import type { EditDestinationData } from './+data'

export default function Page() {
  const { t, data } = usePageContext()
  const { id, values, choices } = data as EditDestinationData
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
