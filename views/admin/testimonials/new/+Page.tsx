import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { TestimonialAdminForm } from '../../../../src/ui/admin/testimonial-admin-form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { NewTestimonialData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { trips } = usePageData<NewTestimonialData>()
  return (
    <>
      <AdminPageHeader title={t('admin:testimonialsAdmin.new')} action={<a href="/admin/testimonials" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <TestimonialAdminForm action="/admin/testimonials/new" values={{ rating: '5', sortOrder: '0', isPublished: 'on', subject: 'trip' }} trips={trips} />
    </>
  )
}
