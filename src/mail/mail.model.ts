import { BaseModel, TimestampedModel } from '../db/base-model'

/** withdrawn: an undone change's e-mail that never went out. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'withdrawn'

export class OutboxMessageModel extends TimestampedModel {
  static override tableName = 'mail_outbox'
  id!: number
  kind!: string
  toAddress!: string
  replyTo!: string | null
  subject!: string
  html!: string
  text!: string
  language!: string
  status!: OutboxStatus
  attempts!: number
  nextAttemptAt!: Date
  lastError!: string | null
  sentAt!: Date | null
  auditId!: number | null
  /** When the retention job removed the body, subject and attachments of this sent e-mail (ADR 056). */
  bodyRemovedAt!: Date | null
  /** The booking or enquiry reference its subject named, kept once the subject is removed. */
  reference!: string | null
}

/** A file sent with an outbox message (ADR 035): stored with it, so the outbox shows exactly what was sent. */
export class MailAttachmentModel extends BaseModel {
  static override tableName = 'mail_attachments'
  id!: number
  outboxId!: number
  filename!: string
  contentType!: string
  content!: Buffer
  size!: number
  createdAt!: Date
}
