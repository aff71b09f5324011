import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listTripBookingsForAdmin } from '../../../src/trip-bookings/trip-bookings.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listTripBookingsForAdmin(lng, query)
  return { head: adminHead(pageContext, t('admin:tripBookings.title')), page }
}

export type TripBookingsAdminData = Awaited<ReturnType<typeof data>>
