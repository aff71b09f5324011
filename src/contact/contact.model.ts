import { TimestampedModel } from '../db/base-model'

export type MessageKind = 'contact' | 'trip-enquiry'
export type MessageStatus = 'new' | 'read' | 'archived' | 'spam'

export class ContactMessageModel extends TimestampedModel {
  static override tableName = 'contact_messages'
  id!: number
  kind!: MessageKind
  tripId!: number | null
  name!: string
  email!: string
  phone!: string | null
  travelDate!: string | null
  people!: number | null
  message!: string
  language!: string
  consentAt!: Date | null
  status!: MessageStatus
  sourcePage!: string | null
}
