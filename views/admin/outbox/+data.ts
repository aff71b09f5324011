import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listOutboxForAdmin } from '../../../src/back-office/outbox.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listOutboxForAdmin(lng, query)
  // How long sent e-mails keep their content (ADR 056): the intro and removed rows say it.
  return { head: adminHead(pageContext, t('admin:outboxAdmin.title')), page, retentionDays: pageContext.appContext.env.MAIL_BODY_RETENTION_DAYS }
}

export type OutboxAdminData = Awaited<ReturnType<typeof data>>
