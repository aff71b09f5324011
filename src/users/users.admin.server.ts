import { z } from 'zod'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { LANGUAGES, type Language } from '../i18n/languages'
import { ConflictError, NotFoundError } from '../lib/errors'
import { FIELD } from '../lib/forms'
import { formatDateTime } from '../i18n/format'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules'
import { hashPassword } from './passwords'
import { ROLES, UserModel, type Role } from './users.model'
import { createUser } from './users.server'
import { versionField } from '../content-kit/edit-version'

/**
 * Staff accounts (admin only): list, create, edit, reset a password, delete. Two rules keep the
 * business able to log in: nobody deletes their own account, and the last admin can be neither
 * deleted nor demoted. Deleting a user (or resetting their password) ends their sessions.
 */

/** ConflictError messages the routes turn into field errors. */
export const USER_CONFLICTS = { email: 'email', lastAdmin: 'lastAdmin', self: 'self' } as const

const password = () => z.string({ error: 'required' }).min(PASSWORD_MIN_LENGTH, { error: 'passwordShort' }).max(PASSWORD_MAX_LENGTH, { error: 'tooLong' })
const checkbox = () => z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean())

const userFields = {
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  role: z.enum(ROLES, { error: 'invalid' }),
  /** The language of the staff e-mails the person receives (absent: Spanish for a new account, unchanged on edit). */
  language: z.enum(LANGUAGES, { error: 'invalid' }).optional(),
}

export const NewUserFormSchema = z.object({ ...userFields, password: password(), mustChangePassword: checkbox() })
export type NewUserForm = z.infer<typeof NewUserFormSchema>

/** The edit form: an empty new password keeps the current one. */
export const EditUserFormSchema = z.object({
  ...userFields,
  newPassword: z.preprocess((v) => (v === '' ? undefined : v), password().optional()),
  mustChangePassword: checkbox(),
})
export type EditUserForm = z.infer<typeof EditUserFormSchema>

export const UserRoleFilterSchema = z.enum(ROLES).optional().catch(undefined)

/** A staff member's own account form (/admin/account): the language of the e-mails they receive. */
export const AccountFormSchema = z.object({ language: z.enum(LANGUAGES, { error: 'invalid' }) })

export interface UserRow {
  id: number
  name: string
  email: string
  role: Role
  lastLogin: string | null
}

/** `role` is the list's ?role filter (anything else than a role lists everyone). */
export async function listUsersForAdmin(lng: Language, query: ListQuery, roleFilter?: unknown) {
  const role = UserRoleFilterSchema.parse(roleFilter)
  const builder = UserModel.query()
  if (role) builder.where('role', role)
  const page = await pageOf(builder, query, {
    sortable: { name: 'name', email: 'email', role: 'role', lastLogin: 'last_login_at' },
    defaultSort: 'name',
    search: (b, term) => void b.where((w) => w.whereILike('name', likeTerm(term)).orWhereILike('email', likeTerm(term))),
    map: (row): UserRow => ({ id: row.id, name: row.name, email: row.email, role: row.role, lastLogin: row.lastLoginAt ? formatDateTime(row.lastLoginAt, lng) : null }),
  })
  return { ...page, role: role ?? null }
}

export async function userFormValues(id: number): Promise<Record<string, string>> {
  const row = await UserModel.query().findById(id)
  if (!row) throw new NotFoundError('User not found')
  return { name: row.name, email: row.email, role: row.role, language: row.language, mustChangePassword: row.mustChangePassword ? 'on' : '', ...versionField(row.updatedAt) }
}

async function assertEmailFree(email: string, exceptId?: number) {
  const clash = await UserModel.query()
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .modify((q) => (exceptId ? q.whereNot('id', exceptId) : q))
    .first()
  if (clash) throw new ConflictError(USER_CONFLICTS.email)
}

/** Unique-index violations (two saves at once) read as the same clash as the check above. */
function mapUnique(error: unknown): never {
  if ((error as { code?: string; nativeError?: { code?: string } }).nativeError?.code === '23505' || (error as { code?: string }).code === '23505') throw new ConflictError(USER_CONFLICTS.email)
  if (error instanceof ConflictError && error.message !== USER_CONFLICTS.lastAdmin && error.message !== USER_CONFLICTS.self) throw new ConflictError(USER_CONFLICTS.email)
  throw error
}

export async function createUserAsAdmin(form: NewUserForm): Promise<number> {
  await assertEmailFree(form.email)
  const user = await createUser({ email: form.email, name: form.name, role: form.role, password: form.password, mustChangePassword: form.mustChangePassword, language: form.language }).catch(mapUnique)
  return user.id
}

/** Session rows of connect-pg-simple (sid, sess json, expire) belonging to these users. */
export async function endSessionsOf(userIds: number[], { except, trx }: { except?: string; trx?: import('knex').Knex.Transaction } = {}): Promise<number> {
  if (!userIds.length) return 0
  const knex = trx ?? UserModel.knex()
  return knex('session')
    .whereRaw(`(sess->>'userId') in (${userIds.map(() => '?').join(', ')})`, userIds.map(String))
    .modify((q) => (except ? q.whereNot('sid', except) : q))
    .delete()
}

/** Admins left if these users lost the role; locks the admin rows so two saves cannot both pass. */
async function adminsLeftWithout(ids: number[], trx: import('knex').Knex.Transaction): Promise<number> {
  const admins = await UserModel.query(trx).where('role', 'admin').forUpdate().select('id')
  return admins.filter((a) => !ids.includes(a.id)).length
}

export async function updateUserAsAdmin(id: number, form: EditUserForm, { currentSessionId }: { currentSessionId?: string } = {}): Promise<void> {
  await assertEmailFree(form.email, id)
  await UserModel.transaction(async (trx) => {
    const user = await UserModel.query(trx).findById(id).forUpdate()
    if (!user) throw new NotFoundError('User not found')
    if (user.role === 'admin' && form.role !== 'admin' && (await adminsLeftWithout([id], trx)) === 0) throw new ConflictError(USER_CONFLICTS.lastAdmin)
    const patch: Partial<UserModel> = { name: form.name, email: form.email.trim(), role: form.role, ...(form.language ? { language: form.language } : {}) }
    if (form.newPassword) {
      patch.passwordHash = await hashPassword(form.newPassword)
      patch.mustChangePassword = form.mustChangePassword
    }
    await UserModel.query(trx).findById(id).patch(patch)
  }).catch(mapUnique)
  // A new password (or a changed role) applies at once: the user's other sessions end.
  if (form.newPassword) await endSessionsOf([id], { except: currentSessionId })
}

/** Deletes staff accounts and ends their sessions; never the caller's own, never the last admin. */
export async function deleteUsers(ids: number[], actingUserId: number): Promise<number> {
  if (ids.includes(actingUserId)) throw new ConflictError(USER_CONFLICTS.self)
  const deleted = await UserModel.transaction(async (trx) => {
    const targets = await UserModel.query(trx).whereIn('id', ids).select('id', 'role')
    if (targets.some((u) => u.role === 'admin') && (await adminsLeftWithout(ids, trx)) === 0) throw new ConflictError(USER_CONFLICTS.lastAdmin)
    return UserModel.query(trx).delete().whereIn('id', ids)
  })
  await endSessionsOf(ids)
  return deleted
}
