import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { usePageContext } from '../../../../src/ui/page-context'
import { TripTypeForm } from '../../../../src/ui/trip-type-form'

export default function Page() {
  const { t } = usePageContext()
  return (
    <>
      <AdminPageHeader title={t('admin:tripTypes.new')} action={<a href="/admin/trip-types" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <TripTypeForm action="/admin/trip-types/new" values={{}} />
    </>
  )
}
