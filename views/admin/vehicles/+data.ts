import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listVehiclesForAdmin } from '../../../src/fleet/fleet.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:dispatchAdmin.vehicles.title')), page: await listVehiclesForAdmin(ListQuerySchema.parse(pageContext.query), pageContext.lng) }
}

export type VehiclesData = Awaited<ReturnType<typeof data>>
