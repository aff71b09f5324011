import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listTransferBookingsForAdmin } from '../../../src/transfers/transfers.admin.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t, query } = pageContext
  const page = await listTransferBookingsForAdmin(appContext, lng, query, t)
  return { head: adminHead(pageContext, t('admin:transfersAdmin.title')), page }
}

export type TransfersAdminData = Awaited<ReturnType<typeof data>>
