import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { blogPostFormChoices } from '../../../../../src/blog/blog.admin.server'

export async function data(pageContext: PageContextServer) {
  const choices = await blogPostFormChoices(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:blogAdmin.posts.new')), choices }
}

export type NewBlogPostData = Awaited<ReturnType<typeof data>>
