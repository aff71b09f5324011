import { TimestampedModel } from '../db/base-model'

/** pending until the forward is tried; not-configured when the WhatsApp keys are missing. */
export type ForwardStatus = 'pending' | 'sent' | 'failed' | 'not-configured'

export class ChatMessageModel extends TimestampedModel {
  static override tableName = 'chat_messages'
  id!: number
  message!: string
  /** The business number it was sent to (always the site's WhatsApp number). */
  phoneNumber!: string
  language!: string
  page!: string | null
  forwardStatus!: ForwardStatus
  forwardError!: string | null
  forwardedAt!: Date | null
  readAt!: Date | null
}
