import { TripAdminForm } from '../../../../../src/ui/admin/trip-admin-form'
import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditTripData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, choices } = usePageData<EditTripData>()
  const a = (key: string) => t(`admin:tripsAdmin.${key}`)
  return (
    <>
      <AdminPageHeader
        title={a('edit')}
        action={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <a href={`/admin/trips/details/${id}`} className="text-brand-700 hover:underline">{a('viewDetails')}</a>
            <a href={`/admin/trips/${id}/availability`} className="text-brand-700 hover:underline">{t('admin:availability.link')}</a>
            <a href={`/trips/${id}`} className="text-brand-700 hover:underline">{a('viewPublic')}</a>
            <a href="/admin/trips" className="text-brand-700 hover:underline">{t('admin:form.back')}</a>
          </div>
        }
      />
      <TripAdminForm action={`/admin/trips/edit/${id}`} values={values} choices={choices} />
    </>
  )
}
