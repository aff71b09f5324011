import type { PageContextServer } from 'vike/types'
import { listRouteFaresForAdmin } from '../../../../src/transfers/transfer-routes.admin.server'
import { listQuery, pricingHead, routeNames } from '../pricing-pages'

export async function data(pageContext: PageContextServer) {
  const [page, names] = await Promise.all([listRouteFaresForAdmin(listQuery(pageContext)), routeNames(pageContext)])
  return { head: pricingHead(pageContext, 'routes', 'title'), page, names }
}

export type RouteFaresAdminData = Awaited<ReturnType<typeof data>>
