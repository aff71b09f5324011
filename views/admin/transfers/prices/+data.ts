import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { priceGrid } from '../../../../src/transfers/transfer-prices.admin.server'

export async function data(pageContext: PageContextServer) {
  const grid = await priceGrid(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:pricesAdmin.title')), grid }
}

export type PricesAdminData = Awaited<ReturnType<typeof data>>
