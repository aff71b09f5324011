import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const message = await foundOr404(pageContext.services.contactAdmin.open(parsed.data.id, pageContext.lng))
  const trip = message.tripId ? await pageContext.services.tripsAdmin.label(message.tripId, pageContext.lng) : null
  return { head: adminHead(pageContext, pageContext.t('admin:contactAdmin.detailTitle')), message: { ...message, trip } }
}

export type ContactMessageData = Awaited<ReturnType<typeof data>>
