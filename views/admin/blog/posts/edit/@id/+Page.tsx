import { AdminPageHeader } from '../../../../../../src/ui/admin-layout'
import { BlogPostForm } from '../../../../../../src/ui/admin/blog-admin-forms'
import { usePageContext, usePageData } from '../../../../../../src/ui/page-context'
import type { EditBlogPostData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, values, choices } = usePageData<EditBlogPostData>()
  return (
    <>
      <AdminPageHeader title={t('admin:blogAdmin.posts.edit')} action={<a href="/admin/blog/posts" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <BlogPostForm action={`/admin/blog/posts/edit/${id}`} values={values} choices={choices} />
    </>
  )
}
