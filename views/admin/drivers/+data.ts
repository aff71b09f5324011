import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listDriversForAdmin } from '../../../src/fleet/fleet.admin.server'

export async function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:dispatchAdmin.drivers.title')), page: await listDriversForAdmin(ListQuerySchema.parse(pageContext.query)) }
}

export type DriversData = Awaited<ReturnType<typeof data>>
