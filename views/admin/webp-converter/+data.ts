import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listWebpCandidates } from '../../../src/images/webp.admin.server'

export async function data(pageContext: PageContextServer) {
  const { t } = pageContext
  const candidates = await listWebpCandidates()
  return { head: adminHead(pageContext, t('admin:webpAdmin.title')), ...candidates }
}

export type WebpData = Awaited<ReturnType<typeof data>>
