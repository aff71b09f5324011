import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { driverAccountChoices, driverFormValues, upcomingDaysOff } from '../../../../../src/fleet/fleet.admin.server'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { localParts } from '../../../../../src/lib/island-time'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const id = parsed.data.id
  const values = await foundOr404(driverFormValues(id))
  const [accounts, daysOff] = await Promise.all([driverAccountChoices(id), upcomingDaysOff(id, localParts(new Date()).date)])
  return { head: adminHead(pageContext, pageContext.t('admin:dispatchAdmin.drivers.edit')), editId: id, values, accounts, daysOff }
}

export type EditDriverData = Awaited<ReturnType<typeof data>>
