import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { tripTypeFormValues } from '../../../../../src/trip-types/trip-types.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(tripTypeFormValues(parsed.data.id))
  return { head: adminHead(pageContext, pageContext.t('admin:tripTypes.edit')), id: parsed.data.id, values }
}

export type EditTripTypeData = Awaited<ReturnType<typeof data>>
