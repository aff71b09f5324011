import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const choices = await pageContext.services.tripsAdmin.formChoices(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:tripsAdmin.new')), choices }
}

export type NewTripData = Awaited<ReturnType<typeof data>>
