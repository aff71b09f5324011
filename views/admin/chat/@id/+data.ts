import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { openChatMessage } from '../../../../src/chat/chat.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const message = await foundOr404(openChatMessage(parsed.data.id, pageContext.lng))
  return { head: adminHead(pageContext, pageContext.t('admin:chatAdmin.detailTitle')), message }
}

export type ChatMessageData = Awaited<ReturnType<typeof data>>
