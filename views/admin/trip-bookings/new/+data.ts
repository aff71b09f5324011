import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { phoneBookingPage } from '../../../../src/trip-bookings/phone-booking.admin.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t, query } = pageContext
  const page = await phoneBookingPage(appContext, query, lng)
  return { head: adminHead(pageContext, t('admin:tripBookings.new.title')), page }
}

export type PhoneBookingData = Awaited<ReturnType<typeof data>>
