import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listOutboxForAdmin } from '../../../src/back-office/outbox.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listOutboxForAdmin(lng, query)
  return { head: adminHead(pageContext, t('admin:outboxAdmin.title')), page }
}

export type OutboxAdminData = Awaited<ReturnType<typeof data>>
