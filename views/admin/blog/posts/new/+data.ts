import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const choices = await pageContext.services.blogAdmin.postChoices(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:blogAdmin.posts.new')), choices }
}

export type NewBlogPostData = Awaited<ReturnType<typeof data>>
