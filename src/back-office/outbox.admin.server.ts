import { z } from 'zod'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import type { Language } from '../i18n/languages'
import { formatDateTime } from '../i18n/format'
import type { DownloadFile } from '../lib/download'
import { NotFoundError } from '../lib/errors'
import { MailAttachmentModel, OutboxMessageModel, type OutboxStatus } from '../mail/mail.model'
import { attachmentsOf, queueMail } from '../mail/mail.server'

// The staff view of the mail outbox: what was sent, what waits, what failed and why.

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const satisfies readonly OutboxStatus[]

export const OutboxListQuerySchema = ListQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
})

export interface OutboxAdminRow {
  id: number
  status: OutboxStatus
  kind: string
  to: string
  subject: string
  attempts: number
  queued: string
  sent: string | null
  lastError: string | null
  /** The booking or enquiry reference kept once the subject is removed (null before). */
  reference: string | null
  /** Set when the retention job removed its content (ADR 056): when, in the staff member's language. */
  bodyRemoved: string | null
}

const excerpt = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export async function listOutboxForAdmin(lng: Language, input: Record<string, unknown>): Promise<ListPage<OutboxAdminRow> & { status: string }> {
  const query = OutboxListQuerySchema.parse(input)
  const builder = OutboxMessageModel.query().select('id', 'status', 'kind', 'to_address', 'subject', 'attempts', 'created_at', 'sent_at', 'last_error', 'body_removed_at', 'reference')
  if (query.status) builder.where('status', query.status)
  const page = await pageOf(builder, query, {
    sortable: { queued: 'created_at', to: 'to_address', status: 'status', kind: 'kind', attempts: 'attempts' },
    defaultSort: '-queued',
    search: (b, term) => void b.where((w) => w.whereILike('to_address', likeTerm(term)).orWhereILike('subject', likeTerm(term)).orWhereILike('kind', likeTerm(term)).orWhereILike('reference', likeTerm(term))),
    map: (m): OutboxAdminRow => ({
      id: m.id,
      status: m.status,
      kind: m.kind,
      to: m.toAddress,
      subject: m.subject,
      attempts: m.attempts,
      queued: formatDateTime(m.createdAt, lng),
      sent: m.sentAt ? formatDateTime(m.sentAt, lng) : null,
      lastError: m.lastError ? excerpt(m.lastError) : null,
      bodyRemoved: m.bodyRemovedAt ? formatDateTime(m.bodyRemovedAt, lng) : null,
      reference: m.reference,
    }),
  })
  return { ...page, status: query.status ?? '' }
}

export interface OutboxAdminDetail extends Omit<OutboxAdminRow, 'lastError'> {
  replyTo: string | null
  language: string
  lastError: string | null
  nextAttempt: string | null
  /** The plain-text body: what the customer read, shown as text (never the HTML, which could carry anything). */
  text: string
  /** What staff may do now: send a copy of a sent or failed e-mail, or send a waiting one without waiting for its retry. */
  action: 'resend' | 'send-now' | null
  /** The files sent with it, each downloadable from `href`. */
  attachments: OutboxAttachmentRow[]
}

export interface OutboxAttachmentRow {
  id: number
  filename: string
  contentType: string
  size: number
  href: string
}

export async function outboxMessageDetail(id: number, lng: Language): Promise<OutboxAdminDetail> {
  const m = await OutboxMessageModel.query().findById(id)
  if (!m) throw new NotFoundError('No such e-mail')
  const attachments = await MailAttachmentModel.query().select('id', 'filename', 'content_type', 'size').where('outbox_id', id).orderBy('id')
  return {
    id: m.id,
    status: m.status,
    kind: m.kind,
    to: m.toAddress,
    replyTo: m.replyTo,
    subject: m.subject,
    language: m.language,
    attempts: m.attempts,
    queued: formatDateTime(m.createdAt, lng),
    sent: m.sentAt ? formatDateTime(m.sentAt, lng) : null,
    nextAttempt: m.status === 'pending' ? formatDateTime(m.nextAttemptAt, lng) : null,
    lastError: m.lastError,
    text: m.text,
    bodyRemoved: m.bodyRemovedAt ? formatDateTime(m.bodyRemovedAt, lng) : null,
    reference: m.reference,
    // Nothing is left to send once the content is removed.
    action: m.bodyRemovedAt ? null : m.status === 'sent' || m.status === 'failed' ? 'resend' : m.status === 'pending' ? 'send-now' : null,
    attachments: attachments.map((a) => ({ id: a.id, filename: a.filename, contentType: a.contentType, size: a.size, href: `/admin/outbox/${id}/attachments/${a.id}` })),
  }
}

/** One file of an outbox message, as it was sent (404 when it is not that message's). */
export async function outboxAttachment(outboxId: number, attachmentId: number): Promise<DownloadFile> {
  const file = await MailAttachmentModel.query().select('filename', 'content_type', 'content').findOne({ id: attachmentId, outbox_id: outboxId })
  if (!file) throw new NotFoundError('No such attachment')
  return { filename: file.filename, contentType: file.contentType, content: file.content }
}

/**
 * Resend: a sent or failed e-mail is queued again as a new message with copies of its attachments
 * (the original stays as the record of what happened); a waiting one is due at once. One being sent right now is left alone.
 * Returns the id of the message to show.
 */
export async function resendOutboxMessage(id: number): Promise<{ id: number; outcome: 'resent' | 'due' | 'busy' | 'removed' }> {
  const m = await OutboxMessageModel.query().findById(id)
  if (!m) throw new NotFoundError('No such e-mail')
  // Its body, subject and attachments are gone (ADR 056): a copy would be an empty e-mail.
  if (m.bodyRemovedAt) return { id, outcome: 'removed' }
  if (m.status === 'pending') {
    await OutboxMessageModel.query().findById(id).patch({ nextAttemptAt: new Date() }).where('status', 'pending')
    return { id, outcome: 'due' }
  }
  if (m.status === 'sending') return { id, outcome: 'busy' }
  const copy = await queueMail({ kind: m.kind, to: m.toAddress, replyTo: m.replyTo, subject: m.subject, html: m.html, text: m.text, language: m.language, attachments: await attachmentsOf(id) })
  return { id: copy, outcome: 'resent' }
}
