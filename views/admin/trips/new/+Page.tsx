import { TripAdminForm } from '../../../../src/ui/admin/trip-admin-form'
import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { NewTripData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { choices } = usePageData<NewTripData>()
  return (
    <>
      <AdminPageHeader title={t('admin:tripsAdmin.new')} action={<a href="/admin/trips" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <TripAdminForm action="/admin/trips/new" values={{}} choices={choices} />
    </>
  )
}
