import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.transfersAdmin.list(lng, query, t)
  return { head: adminHead(pageContext, t('admin:transfersAdmin.title')), page }
}

export type TransfersAdminData = Awaited<ReturnType<typeof data>>
