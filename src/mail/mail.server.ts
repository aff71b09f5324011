import { EventEmitter } from 'node:events'
import type { Knex } from 'knex'
import { OutboxMessageModel } from './mail.model'

export interface QueuedMail {
  kind: string
  to: string
  replyTo?: string | null
  subject: string
  html: string
  text: string
  language: string
}

/** Tells the worker of this process that something is waiting (others find it by polling). */
export const outboxEvents = new EventEmitter()

/**
 * Every e-mail goes through here: written to the outbox (inside the caller's transaction when
 * given, so it exists exactly when the business record does) and sent later by the worker.
 */
export interface QueueOptions {
  /** Not sent before then: staff's status changes wait out the window in which they can be undone. */
  notBefore?: Date
  /** The audit entry of the change that wrote it (an undo withdraws the change's unsent e-mails). */
  auditId?: number
}

export async function queueMail(mail: QueuedMail, trx?: Knex.Transaction, { notBefore, auditId }: QueueOptions = {}): Promise<number> {
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
