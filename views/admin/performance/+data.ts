import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/admin/admin-head'

export function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:performanceAdmin.title')), snapshot: pageContext.services.performance.snapshot() }
}

export type PerformanceData = Awaited<ReturnType<typeof data>>
