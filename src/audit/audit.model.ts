import { BaseModel } from '../db/base-model'

export type ActorType = 'staff' | 'customer' | 'system' | 'payment' | 'driver'

/** Field → [before, after]. */
export type AuditChanges = Record<string, [unknown, unknown]>

export class AuditEntryModel extends BaseModel {
  static override tableName = 'audit_log'
  static override jsonAttributes = ['changes']
  id!: number
  subjectType!: string
  subjectId!: number
  actorType!: ActorType
  actorUserId!: number | null
  actorName!: string
  action!: string
  changes!: AuditChanges
  note!: string | null
  revertedAt!: Date | null
  revertedByUserId!: number | null
  createdAt!: Date
}
