import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listTripEnquiriesForAdmin } from '../../../src/trip-bookings/trip-enquiries.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listTripEnquiriesForAdmin(lng, t, query)
  return { head: adminHead(pageContext, t('admin:tripEnquiries.title')), page }
}

export type TripEnquiriesAdminData = Awaited<ReturnType<typeof data>>
