import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.contactAdmin.list(lng, query)
  return { head: adminHead(pageContext, t('admin:contactAdmin.title')), page }
}

export type ContactAdminData = Awaited<ReturnType<typeof data>>
