import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { vehicleClassChoices, vehicleFormValues } from '../../../../../src/fleet/fleet.admin.server'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../../src/lib/params'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(vehicleFormValues(parsed.data.id))
  return { head: adminHead(pageContext, pageContext.t('admin:dispatchAdmin.vehicles.edit')), editId: parsed.data.id, values, classes: await vehicleClassChoices(pageContext.lng) }
}

export type EditVehicleData = Awaited<ReturnType<typeof data>>
