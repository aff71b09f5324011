import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { tripFormChoices } from '../../../../src/trips/trips.admin.server'

export async function data(pageContext: PageContextServer) {
  const choices = await tripFormChoices(pageContext.lng)
  return { head: adminHead(pageContext, pageContext.t('admin:tripsAdmin.new')), choices }
}

export type NewTripData = Awaited<ReturnType<typeof data>>
