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
      <TestimonialAdminForm action={`/admin/testimonials/edit/${id}`} values={values} trips={trips} />
    </>
  )
}
