import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../src/lib/params'
import { departurePageOf } from '../../../../src/trip-bookings/manifest-page.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { t, lng } = pageContext
  const departure = await foundOr404(departurePageOf(parsed.data.id, lng, t))
  return { head: adminHead(pageContext, `${t('admin:manifest.title')} · ${departure.manifest.trip} · ${departure.manifest.date} ${departure.manifest.time}`), departure }
}

export type DepartureAdminData = Awaited<ReturnType<typeof data>>
