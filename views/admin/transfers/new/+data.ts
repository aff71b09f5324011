import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { phoneBookingFormPage } from '../../../../src/transfers/booking-edit-form.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, lng, t } = pageContext
  return { head: adminHead(pageContext, t('admin:bookingEdit.newTitle')), ...(await phoneBookingFormPage(appContext, lng, t)) }
}

export type PhoneBookingData = Awaited<ReturnType<typeof data>>
