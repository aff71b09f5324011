import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const detail = await pageContext.services.transfersAdmin.detail(parsed.data.id, pageContext.lng, pageContext.t).catch((error: { status?: number }) => {
    if (error?.status === 404) return null
    throw error
  })
  if (!detail) throw render(404)
  return { head: adminHead(pageContext, `${pageContext.t('admin:transfersAdmin.detailTitle')} ${detail.reference}`), detail }
}

export type TransferDetailData = Awaited<ReturnType<typeof data>>
