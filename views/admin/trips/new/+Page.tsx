import { TripAdminForm } from '../../../../src/ui/admin/TripAdminForm'
import { AdminPageHeader } from '../../../../src/ui/AdminLayout'
import { usePageContext } from '../../../../src/ui/page-context'
import type { NewTripData } from './+data'

export default function Page() {
  const { t, data } = usePageContext()
  const { choices } = data as NewTripData
  return (
    <>
      <AdminPageHeader title={t('admin:tripsAdmin.new')} action={<a href="/admin/trips" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <TripAdminForm action="/admin/trips/new" values={{}} choices={choices} />
    </>
  )
}
