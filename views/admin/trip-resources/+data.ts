import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listTripResources } from '../../../src/departures/departures.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:tripResources.title')), resources: await listTripResources() }
}

export type TripResourcesData = Awaited<ReturnType<typeof data>>
