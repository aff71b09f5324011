import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { gridFormValues, priceGrid } from '../../../../src/transfers/transfer-prices.admin.server'

export async function data(pageContext: PageContextServer) {
  const grid = await priceGrid(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:pricesAdmin.title')), grid, values: gridFormValues(grid, pageContext.lng) }
}

export type PricesAdminData = Awaited<ReturnType<typeof data>>
