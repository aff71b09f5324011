import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'

export function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:tripResources.new')), values: { capacity: '12', active: 'on' } as Record<string, string> }
}

export type NewTripResourceData = ReturnType<typeof data>
