import type { PageContextServer } from 'vike/types'
import { listTownsForAdmin } from '../../../../src/transfers/transfer-towns.admin.server'
import { listQuery, pricingHead } from '../pricing-pages'

export async function data(pageContext: PageContextServer) {
  return { head: pricingHead(pageContext, 'towns', 'title'), page: await listTownsForAdmin(pageContext.lng, listQuery(pageContext)) }
}

export type TownsAdminData = Awaited<ReturnType<typeof data>>
