import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import { TripTypeForm } from '../../../../../src/ui/trip-type-form'
import type { EditTripTypeData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values } = usePageData<EditTripTypeData>()
  return (
    <>
      <AdminPageHeader title={t('admin:tripTypes.edit')} action={<a href="/admin/trip-types" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <TripTypeForm action={`/admin/trip-types/edit/${id}`} values={values} />
    </>
  )
}
