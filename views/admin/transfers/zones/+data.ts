import type { PageContextServer } from 'vike/types'
import { listZonesForAdmin } from '../../../../src/transfers/transfer-zones.admin.server'
import { listQuery, pricingHead } from '../pricing-pages'

export async function data(pageContext: PageContextServer) {
  return { head: pricingHead(pageContext, 'zones', 'title'), page: await listZonesForAdmin(pageContext.lng, listQuery(pageContext)) }
}

export type ZonesAdminData = Awaited<ReturnType<typeof data>>
