import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const { services, t } = pageContext
  const candidates = await services.images.webpCandidates()
  return { head: adminHead(pageContext, t('admin:webpAdmin.title')), ...candidates }
}

export type WebpData = Awaited<ReturnType<typeof data>>
