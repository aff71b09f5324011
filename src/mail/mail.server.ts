import { EventEmitter } from 'node:events'
import type { Knex } from 'knex'
import { z } from 'zod'
import { afterCommit, defersWork } from '../db/after-commit'
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
  /**
   * Files sent with the message (a voucher PDF, an .ics). A function makes them once the caller's
   * transaction has committed when it was opened by transactionThen (they take time to render).
   */
  attachments?: MailAttachment[] | (() => Promise<MailAttachment[]>)
}

/** Tells the worker of this process that something is waiting (others find it by polling). */
export const outboxEvents = new EventEmitter()

/**
 * Every e-mail goes through here: written to the outbox (inside the caller's transaction when
 * given, so it exists exactly when the business record does) and sent later by the worker.
 * Attachments are stored with the message, in the same transaction (one of its own when the
 * caller has none), so a message never goes out without them.
 */
export interface QueueOptions {
  /** Not sent before then: staff's status changes wait out the window in which they can be undone. */
  notBefore?: Date
  /** The audit entry of the change that wrote it (an undo withdraws the change's unsent e-mails). */
  auditId?: number
}

export async function queueMail(mail: QueuedMail, trx?: Knex.Transaction, options: QueueOptions = {}): Promise<number> {
  const { attachments: given, ...message } = mail
  if (typeof given === 'function') {
    if (trx && defersWork(trx)) {
      const id = await insertMessage(message, trx, { ...options, notBefore: new Date(Date.now() + ATTACHMENTS_GRACE_MS) })
      afterCommit(trx, () => attachLater(id, given, options.notBefore))
      return id
    }
    return queueMail({ ...message, attachments: await given() }, trx, options)
  }
  const attachments = MailAttachmentsSchema.parse(given ?? [])
  if (attachments.length && !trx) return OutboxMessageModel.transaction((own) => queueMail(mail, own, options))
  const id = await insertMessage(message, trx, options)
  if (attachments.length) await MailAttachmentModel.query(trx).insert(attachments.map((file) => attachmentRow(id, file)))
  return id
}

/**
 * How long a message waits for attachments made after its transaction commits. Made at once in
 * practice; only if the process dies before they are stored does the message leave without them,
 * this much later (its text still links to the booking, where the documents are).
 */
const ATTACHMENTS_GRACE_MS = 10 * 60_000

async function insertMessage(mail: Omit<QueuedMail, 'attachments'>, trx: Knex.Transaction | undefined, { notBefore, auditId }: QueueOptions): Promise<number> {
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
    nextAttemptAt: notBefore ?? new Date(),
    auditId: auditId ?? null,
  })
  const notify = () => outboxEvents.emit('queued', row.id)
  if (trx) trx.executionPromise.then(notify, () => {})
  else notify()
  return row.id
}

const attachmentRow = (outboxId: number, file: z.output<typeof MailAttachmentSchema>) => ({ outboxId, filename: file.filename, contentType: file.contentType, content: file.content, size: file.content.length })

/** Stores a held message's files and releases it (at its own time: an undo window still holds it). */
async function storeAttachments(id: number, files: MailAttachment[], trx: Knex.Transaction, notBefore: Date | undefined): Promise<void> {
  const attachments = MailAttachmentsSchema.parse(files)
  if (attachments.length) await MailAttachmentModel.query(trx).insert(attachments.map((file) => attachmentRow(id, file)))
  await OutboxMessageModel.query(trx).findById(id).where('status', 'pending').patch({ nextAttemptAt: notBefore ?? new Date() })
}

async function attachLater(id: number, make: () => Promise<MailAttachment[]>, notBefore: Date | undefined): Promise<void> {
  try {
    const files = await make()
    await OutboxMessageModel.transaction((trx) => storeAttachments(id, files, trx, notBefore))
    outboxEvents.emit('queued', id)
  } catch (error) {
    // Kept held: the outbox screen shows why; after the grace it goes without its files.
    await OutboxMessageModel.query().findById(id).patch({ lastError: `attachments: ${(error as Error).message}`.slice(0, 1000) }).catch(() => {})
  }
}

/** The files of an outbox message, in the order they were given: what the worker sends and a resend copies. */
export async function attachmentsOf(outboxId: number): Promise<MailAttachment[]> {
  const rows = await MailAttachmentModel.query().select('filename', 'content_type', 'content').where('outbox_id', outboxId).orderBy('id')
  return rows.map((r) => ({ filename: r.filename, contentType: r.contentType, content: r.content }))
}
