import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const trip = await pageContext.services.tripsAdmin.details(pageContext.lng, parsed.data.id).catch(() => null)
  if (!trip) throw render(404)
  return { head: adminHead(pageContext, `${pageContext.t('admin:tripsAdmin.detailsTitle')}: ${trip.name}`), trip }
}

export type TripDetailsAdminData = Awaited<ReturnType<typeof data>>
