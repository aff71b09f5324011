import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const subscriber = await pageContext.services.subscribersAdmin.detail(parsed.data.id, pageContext.lng).catch((error: { status?: number }) => {
    if (error?.status === 404) return null
    throw error
  })
  if (!subscriber) throw render(404)
  return { head: adminHead(pageContext, pageContext.t('admin:subscribersAdmin.detailTitle')), subscriber }
}

export type SubscriberData = Awaited<ReturnType<typeof data>>
