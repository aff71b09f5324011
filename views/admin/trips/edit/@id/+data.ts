import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { tripFormChoices, tripFormValues } from '../../../../../src/trips/trips.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { lng } = pageContext
  const values = await foundOr404(tripFormValues(parsed.data.id, lng))
  const choices = await tripFormChoices(lng, parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:tripsAdmin.edit')), id: parsed.data.id, values, choices }
}

export type EditTripData = Awaited<ReturnType<typeof data>>
