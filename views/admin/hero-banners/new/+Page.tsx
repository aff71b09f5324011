import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { HeroBannerAdminForm } from '../../../../src/ui/admin/hero-banner-admin-form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { NewHeroBannerData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { images } = usePageData<NewHeroBannerData>()
  return (
    <>
      <AdminPageHeader title={t('admin:bannersAdmin.new')} action={<a href="/admin/hero-banners" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <HeroBannerAdminForm action="/admin/hero-banners/new" values={{ sortOrder: '0', isActive: 'on' }} images={images} />
    </>
  )
}
