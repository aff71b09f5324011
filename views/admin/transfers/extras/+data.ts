import type { PageContextServer } from 'vike/types'
import { listExtrasForAdmin } from '../../../../src/transfers/transfer-extras.admin.server'
import { listQuery, pricingHead } from '../pricing-pages'

export async function data(pageContext: PageContextServer) {
  return { head: pricingHead(pageContext, 'extras', 'title'), page: await listExtrasForAdmin(pageContext.lng, listQuery(pageContext)) }
}

export type ExtrasAdminData = Awaited<ReturnType<typeof data>>
