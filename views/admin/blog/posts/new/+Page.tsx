import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { BlogPostForm } from '../../../../../src/ui/admin/blog-admin-forms'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { NewBlogPostData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { choices } = usePageData<NewBlogPostData>()
  return (
    <>
      <AdminPageHeader title={t('admin:blogAdmin.posts.new')} action={<a href="/admin/blog/posts" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      <BlogPostForm action="/admin/blog/posts/new" values={{ status: 'draft' }} choices={choices} />
    </>
  )
}
