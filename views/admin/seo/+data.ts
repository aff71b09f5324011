import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.seo.adminList(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:seoAdmin.title')), page }
}

export type SeoListData = Awaited<ReturnType<typeof data>>
