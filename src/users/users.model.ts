import type { StaffRole } from '../lib/roles'
import { TimestampedModel } from '../db/base-model'

/**
 * The roles an account can hold today: the staff roles of src/lib/roles.ts that have accounts,
 * and 'user' (a visitor's account, no staff rights). dispatcher and driver join with the transfer issue.
 */
export const ROLES = ['admin', 'editor', 'dispatcher', 'driver', 'user'] as const satisfies ReadonlyArray<StaffRole | 'user'>
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
