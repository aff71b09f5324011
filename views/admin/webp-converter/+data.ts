import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listWebpCandidates, webpConversionStatus } from '../../../src/images/webp.admin.server'

export async function data(pageContext: PageContextServer) {
  const { t, appContext } = pageContext
  const candidates = await listWebpCandidates()
  return { head: adminHead(pageContext, t('admin:webpAdmin.title')), ...candidates, conversion: await webpConversionStatus(appContext.knex) }
}

export type WebpData = Awaited<ReturnType<typeof data>>
