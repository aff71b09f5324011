import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { TestimonialAdminForm } from '../../../../src/ui/admin/testimonial-admin-form'
import { usePageContext } from '../../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  return (
    <>
      <AdminPageHeader title={t('admin:testimonialsAdmin.new')} action={<a href="/admin/testimonials" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <TestimonialAdminForm action="/admin/testimonials/new" values={{ rating: '5', sortOrder: '0', isPublished: 'on' }} />
    </>
  )
}
