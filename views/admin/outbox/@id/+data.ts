import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { outboxMessageDetail } from '../../../../src/back-office/outbox.admin.server'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { IdParamsSchema } from '../../../../src/lib/params'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const mail = await foundOr404(outboxMessageDetail(parsed.data.id, pageContext.lng))
  return { head: adminHead(pageContext, `${pageContext.t('admin:outboxAdmin.detailTitle')} #${mail.id}`), mail, retentionDays: pageContext.appContext.env.MAIL_BODY_RETENTION_DAYS }
}

export type OutboxMessageData = Awaited<ReturnType<typeof data>>
