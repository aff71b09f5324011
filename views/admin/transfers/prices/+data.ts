import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const grid = await pageContext.services.transfersAdmin.priceGrid(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:pricesAdmin.title')), grid }
}

export type PricesAdminData = Awaited<ReturnType<typeof data>>
