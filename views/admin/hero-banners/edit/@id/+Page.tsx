import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { HeroBannerAdminForm } from '../../../../../src/ui/admin/hero-banner-admin-form'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { EditHeroBannerData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, images } = usePageData<EditHeroBannerData>()
  return (
    <>
      <AdminPageHeader title={t('admin:bannersAdmin.edit')} action={<a href="/admin/hero-banners" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <HeroBannerAdminForm action={`/admin/hero-banners/edit/${id}`} values={values} images={images} />
    </>
  )
}
