import { AdminPageHeader } from '../../../../../../src/ui/admin-layout'
import { BlogCategoryForm } from '../../../../../../src/ui/admin/blog-admin-forms'
import { usePageContext, usePageData } from '../../../../../../src/ui/page-context'
import type { EditBlogCategoryData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values } = usePageData<EditBlogCategoryData>()
  return (
    <>
      <AdminPageHeader title={t('admin:blogAdmin.categories.edit')} action={<a href="/admin/blog/categories" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <BlogCategoryForm action={`/admin/blog/categories/edit/${id}`} values={values} />
    </>
  )
}
