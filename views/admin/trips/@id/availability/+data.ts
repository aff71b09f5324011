import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { availabilityScreen } from '../../../../../src/departures/availability.admin.server'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { IdParamsSchema, parseId } from '../../../../../src/lib/params'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { query, lng, t } = pageContext
  const kept = String(query.kept ?? '')
    .split(',')
    .map(parseId)
    .filter((id): id is number => id !== null)
    .slice(0, 200)
  const screen = await foundOr404(availabilityScreen(parsed.data.id, lng, { categoryId: parseId(query.category) ?? undefined, scheduleId: parseId(query.schedule) ?? undefined, kept }))
  return { head: adminHead(pageContext, t('admin:availability.title', { trip: screen.trip.name })), ...screen }
}

export type AvailabilityData = Awaited<ReturnType<typeof data>>
