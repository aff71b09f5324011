import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../src/back-office/admin-head'
import { getDashboard } from '../../src/back-office/dashboard.server'

export async function data(pageContext: PageContextServer) {
  const dashboard = await getDashboard(pageContext.user?.role ?? '', pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:dashboard')), ...dashboard, saved: pageContext.query.saved ?? null }
}

export type DashboardData = Awaited<ReturnType<typeof data>>
