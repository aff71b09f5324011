import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { formIdempotencyKey } from '../../../../src/lib/idempotency'
import { phoneBookingPage } from '../../../../src/trip-bookings/phone-booking.admin.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t, query, form } = pageContext
  // A refused form shows its departure again (the form posts it).
  const page = await phoneBookingPage(appContext, { ...query, departure: query.departure ?? form?.values.departureId }, lng)
  // A staff page is never in the shared HTML cache: a fresh key per render is this form's alone.
  const idempotencyKey = formIdempotencyKey(form, globalThis.crypto.randomUUID())
  return { head: adminHead(pageContext, t('admin:tripBookings.new.title')), page, idempotencyKey }
}

export type PhoneBookingData = Awaited<ReturnType<typeof data>>
