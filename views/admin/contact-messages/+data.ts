import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listContactMessagesForAdmin } from '../../../src/contact/contact.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listContactMessagesForAdmin(lng, query)
  return { head: adminHead(pageContext, t('admin:contactAdmin.title')), page }
}

export type ContactAdminData = Awaited<ReturnType<typeof data>>
