import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listContentPagesForAdmin } from '../../../src/content/content-pages.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listContentPagesForAdmin(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:pagesAdmin.title')), page }
}

export type PagesAdminData = Awaited<ReturnType<typeof data>>
