import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const choices = await pageContext.services.destinationsAdmin.formChoices()
  return { head: adminHead(pageContext, pageContext.t('admin:destinationsAdmin.new')), choices }
}

export type NewDestinationData = Awaited<ReturnType<typeof data>>
