import { EventEmitter } from 'node:events'
import type { Knex } from 'knex'
import { z } from 'zod'
import { MailAttachmentModel, OutboxMessageModel } from './mail.model'

/** What a mail server takes in one message, attachments together (most refuse 10–25 MB; base64 adds a third). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

/** A file name fit for a mail part and a download: no folders, quotes or control characters, at most 200 characters. */
export function safeFilename(name: string): string {
  const cleaned = Array.from(name.normalize('NFC'))
    .map((c) => (/[\p{Cc}/\\"<>:|?*]/u.test(c) ? '_' : c))
    .join('')
    .trim()
    .replace(/^\.+/, '')
  return Array.from(cleaned).slice(-200).join('') || 'attachment'
}

const MailAttachmentSchema = z.object({
  filename: z.string().transform(safeFilename),
  // type/subtype with optional parameters, nothing that could end a header line.
  contentType: z
    .string()
    .max(200)
    .regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+([ \t]*;[ \t]*[\w.-]+=("[^"\p{Cc}]*"|[\w!#$&^.+-]+))*$/u),
  content: z.instanceof(Buffer),
})

const MailAttachmentsSchema = z
  .array(MailAttachmentSchema)
  .max(10)
  .refine((files) => files.reduce((sum, f) => sum + f.content.length, 0) <= MAX_ATTACHMENT_BYTES, { error: `Attachments over ${MAX_ATTACHMENT_BYTES} bytes` })

export type MailAttachment = z.input<typeof MailAttachmentSchema>

export interface QueuedMail {
  kind: string
  to: string
  replyTo?: string | null
  subject: string
  html: string
  text: string
  language: string
  /** Files sent with the message (a voucher PDF, an .ics): stored with it in the same transaction. */
  attachments?: MailAttachment[]
}

/** Tells the worker of this process that something is waiting (others find it by polling). */
export const outboxEvents = new EventEmitter()

/**
 * Every e-mail goes through here: written to the outbox (inside the caller's transaction when
 * given, so it exists exactly when the business record does) and sent later by the worker.
 * Attachments are stored with the message, in the same transaction (one of its own when the
 * caller has none), so a message never goes out without them.
 */
export async function queueMail(mail: QueuedMail, trx?: Knex.Transaction): Promise<number> {
  const attachments = MailAttachmentsSchema.parse(mail.attachments ?? [])
  if (attachments.length && !trx) return OutboxMessageModel.transaction((own) => queueMail(mail, own))
  const row = await OutboxMessageModel.query(trx).insert({
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    language: mail.language,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(),
  })
  if (attachments.length) {
    await MailAttachmentModel.query(trx).insert(attachments.map((file) => ({ outboxId: row.id, filename: file.filename, contentType: file.contentType, content: file.content, size: file.content.length })))
  }
  const notify = () => outboxEvents.emit('queued', row.id)
  if (trx) trx.executionPromise.then(notify, () => {})
  else notify()
  return row.id
}

/** The files of an outbox message, in the order they were given: what the worker sends and a resend copies. */
export async function attachmentsOf(outboxId: number): Promise<MailAttachment[]> {
  const rows = await MailAttachmentModel.query().select('filename', 'content_type', 'content').where('outbox_id', outboxId).orderBy('id')
  return rows.map((r) => ({ filename: r.filename, contentType: r.contentType, content: r.content }))
}
