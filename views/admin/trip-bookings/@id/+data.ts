import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../src/lib/params'
import { tripBookingDetail } from '../../../../src/trip-bookings/trip-booking-detail.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { t, lng, appContext } = pageContext
  const detail = await foundOr404(tripBookingDetail(appContext, parsed.data.id, lng, t))
  return { head: adminHead(pageContext, `${t('admin:tripBookings.detailTitle')} ${detail.reference}`), detail }
}

export type TripBookingDetailData = Awaited<ReturnType<typeof data>>
