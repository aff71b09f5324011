import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const dashboard = await pageContext.services.admin.dashboard()
  return { head: adminHead(pageContext, pageContext.t('admin:dashboard')), ...dashboard, saved: pageContext.query.saved ?? null }
}

export type DashboardData = Awaited<ReturnType<typeof data>>
