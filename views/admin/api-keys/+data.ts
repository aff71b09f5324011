import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { apiKeysView } from '../../../src/settings/settings.admin.server'

export async function data(pageContext: PageContextServer) {
  const keys = await apiKeysView(pageContext.appContext.secrets)
  return { head: adminHead(pageContext, pageContext.t('admin:apiKeysAdmin.title')), keys }
}

export type ApiKeysData = Awaited<ReturnType<typeof data>>
