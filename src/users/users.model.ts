import type { Language } from '../i18n/languages'
import { ACCOUNT_ROLES } from '../lib/roles'
import { TimestampedModel } from '../db/base-model'

/**
 * The roles an account can hold: the staff roles of src/lib/roles.ts (what each may see:
 * docs/decisions/038) and 'user' (a visitor's account, no staff rights).
 */
export const ROLES = ACCOUNT_ROLES
export type Role = (typeof ROLES)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export class UserModel extends TimestampedModel {
  static override tableName = 'users'
  id!: number
  email!: string
  name!: string
  passwordHash!: string | null
  role!: Role
  lastLoginAt!: Date | null
  mustChangePassword!: boolean
  /** The language of the e-mails this staff member receives (the admin screens follow the site's language cookie). */
  language!: Language
}
