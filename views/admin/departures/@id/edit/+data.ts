import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { departureEditScreen } from '../../../../../src/departures/departures.admin.server'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../../src/lib/params'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const screen = await foundOr404(departureEditScreen(parsed.data.id, pageContext.lng))
  return { head: adminHead(pageContext, pageContext.t('admin:departures.edit.title')), ...screen }
}

export type DepartureEditData = Awaited<ReturnType<typeof data>>
