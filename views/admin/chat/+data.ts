import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.chatAdmin.list(lng, query)
  return { head: adminHead(pageContext, t('admin:chatAdmin.title')), page }
}

export type ChatAdminData = Awaited<ReturnType<typeof data>>
