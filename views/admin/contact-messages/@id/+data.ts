import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const message = await pageContext.services.contactAdmin.open(parsed.data.id, pageContext.lng).catch((error: { status?: number }) => {
    if (error?.status === 404) return null
    throw error
  })
  if (!message) throw render(404)
  return { head: adminHead(pageContext, pageContext.t('admin:contactAdmin.detailTitle')), message }
}

export type ContactMessageData = Awaited<ReturnType<typeof data>>
