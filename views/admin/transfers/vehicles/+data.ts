import type { PageContextServer } from 'vike/types'
import { listVehiclesForAdmin } from '../../../../src/transfers/transfer-vehicles.admin.server'
import { listQuery, pricingHead } from '../pricing-pages'

export async function data(pageContext: PageContextServer) {
  return { head: pricingHead(pageContext, 'vehicles', 'title'), page: await listVehiclesForAdmin(pageContext.lng, listQuery(pageContext)) }
}

export type VehiclesAdminData = Awaited<ReturnType<typeof data>>
