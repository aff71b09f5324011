import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listSeoRecordsForAdmin } from '../../../src/seo/seo.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listSeoRecordsForAdmin(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:seoAdmin.title')), page }
}

export type SeoListData = Awaited<ReturnType<typeof data>>
