import type { Knex } from 'knex'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import type { JobQueue } from '../jobs/job-queue'
import { OutboxMessageModel } from './mail.model'
import { attachmentsOf, outboxEvents } from './mail.server'

export const MAX_ATTEMPTS = 8
const BATCH = 10
/** The job that sends what is due in the outbox (queued after each new e-mail, and every minute). */
export const DELIVER_MAIL_JOB = 'mail.deliver'
const STALE_SENDING_MS = 10 * 60_000

/** 1 min, 2, 4 … capped at 6 h: a mail server that is down for a day still gets every message. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000)
}

export interface MailWorkerOptions {
  knex: Knex
  logger: Logger
  /** Resolved per run, so SMTP settings changed by staff apply without a restart. */
  smtpUrl: () => Promise<string | undefined> | string | undefined
  from: () => Promise<string> | string
  /** Told how each delivery attempt ended (the app's metrics count them, ADR 057). */
  onDelivery?: (outcome: 'sent' | 'retry' | 'failed') => void
}

/**
 * Sends the outbox (the mail's record: what was sent, what waits, what failed and why, ADR 033).
 * Delivery runs as a job of the one job queue: queued after each new e-mail is committed, and
 * every minute for retries that come due. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several instances' workers never send anything twice.
 */
export class MailWorker {
  private running?: Promise<void>
  private again = false
  private transport?: { url: string; transporter: Transporter }
  private warnedUnconfigured = false
  private readonly onQueued = (id: number) => {
    this.options.jobs.enqueue(DELIVER_MAIL_JOB, {}, { key: `mail:${id}` }).catch((error) => this.options.logger.warn({ err: error, mailId: id }, 'could not queue mail delivery; the minute sweep will send it'))
  }

  constructor(private readonly options: MailWorkerOptions & { jobs: JobQueue }) {
    options.jobs.define({ name: DELIVER_MAIL_JOB, retryLimit: 2, handler: () => this.kick() })
    options.jobs.every(DELIVER_MAIL_JOB, '* * * * *')
  }

  start(): void {
    outboxEvents.on('queued', this.onQueued)
  }

  async stop(): Promise<void> {
    outboxEvents.off('queued', this.onQueued)
    await this.running
    this.transport?.transporter.close()
  }

  /** Sends what is due now (or right after the pass under way), in this process: the job's handler, and tests. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      do {
        this.again = false
        await this.processDue().catch((error) => this.options.logger.error({ err: error }, 'mail outbox pass failed'))
      } while (this.again)
    })().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async transporter(): Promise<Transporter | undefined> {
    const url = await this.options.smtpUrl()
    if (!url) return undefined
    if (this.transport?.url !== url) {
      this.transport?.transporter.close()
      this.transport = { url, transporter: nodemailer.createTransport(url) }
    }
    return this.transport.transporter
  }

  async processDue(): Promise<number> {
    const { knex, logger } = this.options
    const transporter = await this.transporter()
    if (!transporter) {
      if (!this.warnedUnconfigured) logger.warn('no SMTP server configured (SMTP_URL or the admin e-mail settings): e-mails stay in the outbox')
      this.warnedUnconfigured = true
      return 0
    }
    this.warnedUnconfigured = false
    await knex('mail_outbox').where({ status: 'sending' }).where('updated_at', '<', new Date(Date.now() - STALE_SENDING_MS)).update({ status: 'pending', updated_at: knex.fn.now() })
    const claimed: OutboxMessageModel[] = await knex.transaction(async (trx) => {
      const ids = await trx('mail_outbox').where({ status: 'pending' }).where('next_attempt_at', '<=', knex.fn.now()).orderBy('id').limit(BATCH).forUpdate().skipLocked().pluck('id')
      if (!ids.length) return []
      await trx('mail_outbox').whereIn('id', ids).update({ status: 'sending', attempts: knex.raw('attempts + 1'), updated_at: knex.fn.now() })
      return OutboxMessageModel.query(trx).whereIn('id', ids).orderBy('id')
    })
    const from = await this.options.from()
    for (const message of claimed) {
      try {
        const attachments = await attachmentsOf(message.id)
        await transporter.sendMail({ from, to: message.toAddress, replyTo: message.replyTo ?? undefined, subject: message.subject, html: message.html, text: message.text, headers: { 'Content-Language': message.language }, attachments })
        await OutboxMessageModel.query().patch({ status: 'sent', sentAt: new Date(), lastError: null }).findById(message.id)
        logger.info({ mailId: message.id, kind: message.kind }, 'mail sent')
        this.options.onDelivery?.('sent')
      } catch (error) {
        const giveUp = message.attempts >= MAX_ATTEMPTS
        await OutboxMessageModel.query()
          .patch({ status: giveUp ? 'failed' : 'pending', lastError: String((error as Error).message).slice(0, 1000), nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)) })
          .findById(message.id)
        logger.warn({ mailId: message.id, kind: message.kind, attempts: message.attempts, err: error }, giveUp ? 'mail failed for good' : 'mail failed, will retry')
        this.options.onDelivery?.(giveUp ? 'failed' : 'retry')
      }
    }
    if (claimed.length === BATCH) this.again = true
    return claimed.length
  }
}
