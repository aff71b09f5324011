import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { phoneBookingPage } from '../../../../src/trip-bookings/phone-booking.admin.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t, query, form } = pageContext
  // A refused form shows its departure again (the form posts it).
  const page = await phoneBookingPage(appContext, { ...query, departure: query.departure ?? form?.values.departureId }, lng)
  return { head: adminHead(pageContext, t('admin:tripBookings.new.title')), page }
}

export type PhoneBookingData = Awaited<ReturnType<typeof data>>
