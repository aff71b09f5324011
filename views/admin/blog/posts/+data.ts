import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { blogPostsAdminPage } from '../../../../src/blog/blog.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const list = await blogPostsAdminPage(lng, query)
  return { head: adminHead(pageContext, t('admin:blogAdmin.posts.title')), ...list }
}

export type BlogPostsAdminData = Awaited<ReturnType<typeof data>>
