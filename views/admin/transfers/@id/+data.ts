import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { transferBookingDetail } from '../../../../src/transfers/transfers.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const detail = await foundOr404(transferBookingDetail(pageContext.appContext, parsed.data.id, pageContext.lng, pageContext.t))
  return { head: adminHead(pageContext, `${pageContext.t('admin:transfersAdmin.detailTitle')} ${detail.reference}`), detail }
}

export type TransferDetailData = Awaited<ReturnType<typeof data>>
