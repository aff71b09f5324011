import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { departureCalendar } from '../../../src/departures/departures.admin.server'
import { CalendarQuerySchema } from '../../../src/departures/availability.schema'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:departures.title')), calendar: await departureCalendar(CalendarQuerySchema.parse(pageContext.query), pageContext.lng) }
}

export type DeparturesData = Awaited<ReturnType<typeof data>>
