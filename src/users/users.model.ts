import { TimestampedModel } from '../db/base-model'

export const ROLES = ['admin', 'editor', 'user'] as const
export type Role = (typeof ROLES)[number]

export class UserModel extends TimestampedModel {
  static override tableName = 'users'
  id!: number
  email!: string
  name!: string
  passwordHash!: string | null
  role!: Role
  lastLoginAt!: Date | null
  mustChangePassword!: boolean
}
