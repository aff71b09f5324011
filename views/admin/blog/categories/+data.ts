import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../../src/content-kit/list-query'
import { listBlogCategoriesForAdmin } from '../../../../src/blog/blog.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listBlogCategoriesForAdmin(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:blogAdmin.categories.title')), page }
}

export type BlogCategoriesAdminData = Awaited<ReturnType<typeof data>>
