import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { driverAccountChoices } from '../../../../src/fleet/fleet.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:dispatchAdmin.drivers.new')), values: {} as Record<string, string>, accounts: await driverAccountChoices() }
}

export type NewDriverData = Awaited<ReturnType<typeof data>>
