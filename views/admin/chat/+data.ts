import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listChatMessagesForAdmin } from '../../../src/chat/chat.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listChatMessagesForAdmin(lng, query)
  return { head: adminHead(pageContext, t('admin:chatAdmin.title')), page }
}

export type ChatAdminData = Awaited<ReturnType<typeof data>>
