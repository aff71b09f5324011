import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { driverView } from '../../../src/dispatch/driver-view.server'
import { foundOr404 } from '../../../src/lib/found-or-404'

export async function data(pageContext: PageContextServer) {
  const user = pageContext.user!
  const view = await foundOr404(driverView(pageContext.appContext, { id: user.id, role: user.role }, pageContext.query, pageContext.lng, pageContext.t))
  return { head: adminHead(pageContext, pageContext.t('admin:driverView.title')), view }
}

export type DriverViewPageData = Awaited<ReturnType<typeof data>>
