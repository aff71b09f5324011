import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'

export async function data(pageContext: PageContextServer) {
  const categories = await pageContext.services.blogAdmin.categoryOptions(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:blogAdmin.posts.new')), categories }
}

export type NewBlogPostData = Awaited<ReturnType<typeof data>>
