import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const keys = await pageContext.services.apiKeys.view()
  return { head: adminHead(pageContext, pageContext.t('admin:apiKeysAdmin.title')), keys }
}

export type ApiKeysData = Awaited<ReturnType<typeof data>>
