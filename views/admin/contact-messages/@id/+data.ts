import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { openContactMessage } from '../../../../src/contact/contact.admin.server'
import { tripLabelForAdmin } from '../../../../src/trips/trips.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const message = await foundOr404(openContactMessage(parsed.data.id, pageContext.lng))
  const trip = message.tripId ? await tripLabelForAdmin(message.tripId, pageContext.lng) : null
  return { head: adminHead(pageContext, pageContext.t('admin:contactAdmin.detailTitle')), message: { ...message, trip } }
}

export type ContactMessageData = Awaited<ReturnType<typeof data>>
