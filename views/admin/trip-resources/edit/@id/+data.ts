import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { tripResourceValues } from '../../../../../src/departures/departures.admin.server'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../../src/lib/params'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(tripResourceValues(parsed.data.id))
  return { head: adminHead(pageContext, pageContext.t('admin:tripResources.edit')), editId: parsed.data.id, values }
}

export type EditTripResourceData = Awaited<ReturnType<typeof data>>
