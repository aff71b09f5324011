import type { TFunction } from 'i18next'
import type { Logger } from 'pino'
import type { Language } from '../i18n/languages'
import { NotFoundError, ValidationError } from '../lib/errors'
import type { AppSecrets } from '../lib/secrets'
import { passed, type Checked } from '../lib/public-form'
import { renderMail } from '../mail/mail-layout'
import { getApiKeys } from '../settings/api-keys.server'
import { notificationRecipients, queueForRecipients } from '../settings/notifications.server'
import { getSiteSettings } from '../settings/settings.server'
import { phoneDigits } from '../i18n/format'
import { ChatMessageModel, type ForwardStatus } from './chat.model'
import type { ChatMessageInput, ChatSendResponse } from './chat.schema'
import { sendWhatsAppText, type WhatsAppApi } from './whatsapp-api'

export interface ChatContext {
  lng: Language
  t: TFunction
  /** The interface strings in a staff recipient's language (the e-mail about a message WhatsApp did not take). */
  tFor: (lng: Language) => TFunction
  /** The site's address, for the link to the message in the admin. */
  publicUrl: string
  whatsapp: WhatsAppApi
  /** Opens the stored WhatsApp token. */
  secrets: AppSecrets
  log: Pick<Logger, 'warn'>
}

/** What staff read in WhatsApp: where the visitor was and in which language, then the text. */
export function forwardText(message: Pick<ChatMessageModel, 'message' | 'language' | 'page'>): string {
  return `[web chat · ${[message.language, message.page].filter(Boolean).join(' · ')}] ${message.message}`
}

/** The only number a message can go to is our own; anything else would make us a relay. */
export async function checkRecipient(input: ChatMessageInput, t: TFunction): Promise<Checked<ChatMessageInput>> {
  const business = phoneDigits((await getSiteSettings()).whatsapp)
  if (input.phoneNumber === business) return passed(input)
  return { ok: false, errors: { phoneNumber: t('forms.errors.invalid') }, message: t('forms.fixErrors') }
}

/**
 * A visitor's chat message: stored first (so staff see it in the inbox whatever happens next),
 * then forwarded to the business WhatsApp number when the API keys are set. A failed forward
 * is recorded and logged, never the visitor's problem; a message WhatsApp did not take is e-mailed
 * to the staff recipients of customers' messages instead (docs/decisions/038).
 */
export async function sendChatMessage(input: ChatMessageInput, ctx: ChatContext): Promise<ChatSendResponse> {
  const checked = await checkRecipient(input, ctx.t)
  if (!checked.ok) throw new ValidationError(checked.errors, checked.message)
  const business = checked.data.phoneNumber
  const row = await ChatMessageModel.query().insertAndFetch({
    message: input.message,
    phoneNumber: business,
    language: ctx.lng,
    page: input.page ?? null,
    forwardStatus: 'pending',
  })
  const forwardStatus = await forward(row, ctx)
  if (forwardStatus !== 'sent') {
    // The message is stored and in the inbox either way: a mail problem is logged, never the visitor's.
    await emailStaff(row, forwardStatus, ctx).catch((error: unknown) => ctx.log.warn({ err: error, chatMessageId: row.id }, 'chat message not e-mailed to staff'))
  }
  return { id: row.id, forwardStatus }
}

/** The message, where it was written and why it did not reach WhatsApp, in each recipient's language. */
async function emailStaff(row: ChatMessageModel, status: Exclude<ForwardStatus, 'sent' | 'pending'>, ctx: ChatContext): Promise<void> {
  const [site, recipients] = await Promise.all([getSiteSettings(), notificationRecipients('messages')])
  await queueForRecipients(recipients, (lng) => {
    const t = ctx.tFor(lng)
    const subject = t('chatMail.subject', { language: row.language.toUpperCase() })
    const mail = renderMail(
      {
        subject,
        heading: subject,
        paragraphs: [t(`chatMail.notForwarded.${status}`), t('chatMail.noReply')],
        details: [
          [t('mail.staff.language'), row.language],
          [t('mail.staff.page'), row.page ?? '—'],
          [t('mail.staff.message'), row.message],
        ],
        button: { label: t('chatMail.open'), url: `${ctx.publicUrl}/admin/chat/${row.id}` },
        footer: site.businessName,
      },
      lng,
    )
    return { kind: 'chat-message', ...mail }
  })
}

async function forward(row: ChatMessageModel, ctx: ChatContext): Promise<Exclude<ForwardStatus, 'pending'>> {
  try {
    const keys = await getApiKeys(ctx.secrets)
    if (!keys.whatsappAccessToken || !keys.whatsappPhoneNumberId) {
      await row.$query().patch({ forwardStatus: 'not-configured' })
      return 'not-configured'
    }
    await sendWhatsAppText(ctx.whatsapp, { accessToken: keys.whatsappAccessToken, phoneNumberId: keys.whatsappPhoneNumberId }, { to: row.phoneNumber, body: forwardText(row) })
    await row.$query().patch({ forwardStatus: 'sent', forwardError: null, forwardedAt: new Date() })
    return 'sent'
  } catch (error) {
    ctx.log.warn({ err: error, chatMessageId: row.id }, 'chat message not forwarded to WhatsApp')
    await row.$query().patch({ forwardStatus: 'failed', forwardError: error instanceof Error ? error.message : String(error) })
    return 'failed'
  }
}

// ── Admin inbox ──────────────────────────────────────────────────────────────────────────────

export interface ChatMessageView {
  id: number
  message: string
  language: string
  page: string | null
  forwardStatus: ForwardStatus
  forwardError: string | null
  forwardedAt: string | null
  readAt: string | null
  createdAt: string
}

export interface ChatMessageList {
  messages: ChatMessageView[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

function toView(m: ChatMessageModel): ChatMessageView {
  return {
    id: m.id,
    message: m.message,
    language: m.language,
    page: m.page,
    forwardStatus: m.forwardStatus,
    forwardError: m.forwardError,
    forwardedAt: iso(m.forwardedAt),
    readAt: iso(m.readAt),
    createdAt: iso(m.createdAt)!,
  }
}

/** Newest first. */
export async function listChatMessages({ page = 1, pageSize = 20, unreadOnly = false }: { page?: number; pageSize?: number; unreadOnly?: boolean } = {}): Promise<ChatMessageList> {
  const size = Math.min(Math.max(Math.trunc(pageSize), 1), 100)
  const current = Math.max(Math.trunc(page), 1)
  const query = ChatMessageModel.query().orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
  if (unreadOnly) query.whereNull('readAt')
  const { results, total } = await query.page(current - 1, size)
  return { messages: results.map(toView), total, page: current, pageCount: Math.max(1, Math.ceil(total / size)), pageSize: size }
}

/** Marking twice keeps the first time it was read. */
export async function markChatMessageRead(id: number): Promise<void> {
  const updated = await ChatMessageModel.query().patch({ readAt: new Date() }).where('id', id).whereNull('readAt')
  if (updated === 0 && !(await ChatMessageModel.query().findById(id))) throw new NotFoundError('No such chat message')
}

export async function countUnreadChatMessages(): Promise<number> {
  return ChatMessageModel.query().whereNull('readAt').resultSize()
}
