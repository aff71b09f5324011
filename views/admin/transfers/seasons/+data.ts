import type { PageContextServer } from 'vike/types'
import { listSeasonsForAdmin } from '../../../../src/transfers/transfer-seasons.admin.server'
import { listQuery, pricingHead } from '../pricing-pages'

export async function data(pageContext: PageContextServer) {
  return { head: pricingHead(pageContext, 'seasons', 'title'), page: await listSeasonsForAdmin(listQuery(pageContext)) }
}

export type SeasonsAdminData = Awaited<ReturnType<typeof data>>
