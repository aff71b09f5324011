import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { bookingFormChoices } from '../../../../src/transfers/booking-edit-form.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t } = pageContext
  return { head: adminHead(pageContext, t('admin:bookingEdit.newTitle')), choices: await bookingFormChoices(lng, t) }
}

export type PhoneBookingData = Awaited<ReturnType<typeof data>>
