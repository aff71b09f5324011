import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { tripDetailsForAdmin } from '../../../../../src/trips/trips.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const trip = await foundOr404(tripDetailsForAdmin(pageContext.lng, parsed.data.id))
  return { head: adminHead(pageContext, `${pageContext.t('admin:tripsAdmin.detailsTitle')}: ${trip.name}`), trip }
}

export type TripDetailsAdminData = Awaited<ReturnType<typeof data>>
