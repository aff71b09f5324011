import { z } from 'zod'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import { LANGUAGES, type Language } from '../i18n/languages'
import { NotFoundError } from '../lib/errors'
import { formatDateTime } from '../i18n/format'
import { ChatMessageModel, type ForwardStatus } from './chat.model'
import { markChatMessageRead } from './chat.server'

// The staff inbox of the chat widget's messages: filters, reading, deleting.

export const FORWARD_STATUSES = ['pending', 'sent', 'failed', 'not-configured'] as const satisfies readonly ForwardStatus[]

/** ?unread=1, ?language, ?forward, plus the common list parameters. */
export const ChatListQuerySchema = ListQuerySchema.extend({
  unread: z.enum(['1']).optional().catch(undefined),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  forward: z.enum(FORWARD_STATUSES).optional().catch(undefined),
})
export type ChatListQuery = z.infer<typeof ChatListQuerySchema>

export interface ChatAdminRow {
  id: number
  message: string
  language: string
  page: string | null
  forwardStatus: ForwardStatus
  read: boolean
  received: string
}

const excerpt = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export async function listChatMessagesForAdmin(lng: Language, input: ChatListQuery | Record<string, unknown>): Promise<ListPage<ChatAdminRow> & { unread: string; language: string; forward: string }> {
  const query = ChatListQuerySchema.parse(input)
  const builder = ChatMessageModel.query()
  if (query.unread) builder.whereNull('read_at')
  if (query.language) builder.where('language', query.language)
  if (query.forward) builder.where('forward_status', query.forward)
  const page = await pageOf(builder, query, {
    sortable: { received: 'created_at', language: 'language', forwardStatus: 'forward_status', page: 'page' },
    defaultSort: '-received',
    search: (b, term) => void b.where((w) => w.whereILike('message', likeTerm(term)).orWhereILike('page', likeTerm(term))),
    map: (m): ChatAdminRow => ({ id: m.id, message: excerpt(m.message), language: m.language, page: m.page, forwardStatus: m.forwardStatus, read: m.readAt !== null, received: formatDateTime(m.createdAt, lng) }),
  })
  return { ...page, unread: query.unread ?? '', language: query.language ?? '', forward: query.forward ?? '' }
}

export interface ChatAdminDetail {
  id: number
  message: string
  language: string
  page: string | null
  forwardStatus: ForwardStatus
  forwardError: string | null
  forwarded: string | null
  received: string
  read: string | null
}

/** Opening a message in the inbox marks it read (the first time is kept). */
export async function openChatMessage(id: number, lng: Language): Promise<ChatAdminDetail> {
  await markChatMessageRead(id)
  const m = await ChatMessageModel.query().findById(id)
  if (!m) throw new NotFoundError('No such chat message')
  return {
    id: m.id,
    message: m.message,
    language: m.language,
    page: m.page,
    forwardStatus: m.forwardStatus,
    forwardError: m.forwardError,
    forwarded: m.forwardedAt ? formatDateTime(m.forwardedAt, lng) : null,
    received: formatDateTime(m.createdAt, lng),
    read: m.readAt ? formatDateTime(m.readAt, lng) : null,
  }
}

export async function markChatMessageUnread(id: number): Promise<void> {
  const updated = await ChatMessageModel.query().findById(id).patch({ readAt: null })
  if (!updated) throw new NotFoundError('No such chat message')
}

export async function deleteChatMessages(ids: number[]): Promise<number> {
  return ChatMessageModel.query().delete().whereIn('id', ids)
}
