import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { TestimonialAdminForm } from '../../../../../src/ui/admin/testimonial-admin-form'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditTestimonialData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, trips } = usePageData<EditTestimonialData>()
  return (
    <>
      <AdminPageHeader
        title={t('admin:testimonialsAdmin.edit')}
        action={
          <span className="flex gap-4">
            <a href={`/admin/testimonials/avatar/${id}`} className="text-sm font-medium text-brand-700 hover:underline">{t('admin:testimonialsAdmin.avatar.link')}</a>
            <a href="/admin/testimonials" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>
          </span>
        }
      />
      {/* The same test as the list's badge: a trip subject without its trip (deleted) counts as none. */}
      {(!values.subject || !values.travelledOn || (values.subject === 'trip' && !values.tripId)) && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">{t('admin:testimonialsAdmin.list.badge')}</p>
      )}
      <TestimonialAdminForm action={`/admin/testimonials/edit/${id}`} values={values} trips={trips} />
    </>
  )
}
