import { TimestampedModel } from '../db/base-model'

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export class SubscriberModel extends TimestampedModel {
  static override tableName = 'subscribers'
  id!: number
  email!: string
  status!: SubscriberStatus
  language!: string
  tokenHash!: string | null
  tokenCreatedAt!: Date | null
  confirmedAt!: Date | null
  unsubscribedAt!: Date | null
  source!: string
}
