import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { bookingRulesPage } from '../../../../src/transfers/booking-rules.admin.server'

export async function data(pageContext: PageContextServer) {
  const { t, query, lng } = pageContext
  return { head: adminHead(pageContext, t('admin:bookingRulesAdmin.title')), page: await bookingRulesPage(query, lng) }
}

export type BookingRulesData = Awaited<ReturnType<typeof data>>
