import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { destinationFormChoices, destinationFormValues } from '../../../../../src/destinations/destinations.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(destinationFormValues(parsed.data.id))
  const choices = await destinationFormChoices(parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:destinationsAdmin.edit')), id: parsed.data.id, values, choices }
}

export type EditDestinationData = Awaited<ReturnType<typeof data>>
