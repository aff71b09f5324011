import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const list = await services.blogAdmin.postsPage(lng, query)
  return { head: adminHead(pageContext, t('admin:blogAdmin.posts.title')), ...list }
}

export type BlogPostsAdminData = Awaited<ReturnType<typeof data>>
