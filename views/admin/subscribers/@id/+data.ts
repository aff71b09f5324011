import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { subscriberDetail } from '../../../../src/newsletter/subscribers.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const subscriber = await foundOr404(subscriberDetail(parsed.data.id, pageContext.lng))
  return { head: adminHead(pageContext, pageContext.t('admin:subscribersAdmin.detailTitle')), subscriber }
}

export type SubscriberData = Awaited<ReturnType<typeof data>>
