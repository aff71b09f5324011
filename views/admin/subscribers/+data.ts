import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listSubscribersForAdmin } from '../../../src/newsletter/subscribers.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listSubscribersForAdmin(lng, query)
  return { head: adminHead(pageContext, t('admin:subscribersAdmin.title')), page }
}

export type SubscribersAdminData = Awaited<ReturnType<typeof data>>
