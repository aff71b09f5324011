import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { vehicleClassChoices } from '../../../../src/fleet/fleet.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:dispatchAdmin.vehicles.new')), values: {} as Record<string, string>, classes: await vehicleClassChoices(pageContext.lng) }
}

export type NewVehicleData = Awaited<ReturnType<typeof data>>
