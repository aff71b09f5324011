import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { WebVitalsQuerySchema } from '../../../src/rum/rum.schema'
import { getPerformanceSnapshot } from '../../../src/back-office/performance.server'
import { getWebVitalsReport } from '../../../src/rum/rum.admin.server'

export async function data(pageContext: PageContextServer) {
  // ?pageType= picks the page type of the Core Web Vitals charts; anything unknown shows all pages.
  const query = WebVitalsQuerySchema.safeParse(pageContext.query)
  return {
    head: adminHead(pageContext, pageContext.t('admin:performanceAdmin.title')),
    snapshot: await getPerformanceSnapshot(pageContext.appContext),
    webVitals: await getWebVitalsReport({ pageType: query.success ? query.data.pageType : null }),
    rumSampleRate: pageContext.analytics.rumSampleRate,
  }
}

export type PerformanceData = Awaited<ReturnType<typeof data>>
