import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { BlogCategoryForm } from '../../../../../src/ui/admin/blog-admin-forms'
import { usePageContext } from '../../../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  return (
    <>
      <AdminPageHeader title={t('admin:blogAdmin.categories.new')} action={<a href="/admin/blog/categories" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <BlogCategoryForm action="/admin/blog/categories/new" values={{}} />
    </>
  )
}
