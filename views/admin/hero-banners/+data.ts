import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listHeroBannersForAdmin } from '../../../src/hero-banners/hero-banners.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listHeroBannersForAdmin(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:bannersAdmin.title')), page }
}

export type HeroBannersAdminData = Awaited<ReturnType<typeof data>>
