import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { destinationFormChoices } from '../../../../src/destinations/destinations.admin.server'

export async function data(pageContext: PageContextServer) {
  const choices = await destinationFormChoices()
  return { head: adminHead(pageContext, pageContext.t('admin:destinationsAdmin.new')), choices }
}

export type NewDestinationData = Awaited<ReturnType<typeof data>>
