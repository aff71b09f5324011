import { randomBytes } from 'node:crypto'
import { UniqueViolationError } from 'objection'
import { isLanguage, type Language } from '../i18n/languages'
import { isStaffRole } from '../lib/roles'
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors'
import { hashPassword, verifyPassword } from './passwords'
import { isRole, UserModel, type Role } from './users.model'
import type { CurrentUser } from './users.schema'
import { countRows } from '../db/count'

export async function findCurrentUser(id: number | undefined): Promise<CurrentUser | null> {
  if (!id) return null
  const user = await UserModel.query().findById(id)
  if (!user) return null
  return { id: user.id, role: user.role, name: user.name, email: user.email, mustChangePassword: user.mustChangePassword, language: user.language }
}

function byEmail(email: string) {
  return UserModel.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
}

/** The user for these credentials, or null, taking the same time whether or not the e-mail exists. */
export async function authenticate(email: string, password: string): Promise<CurrentUser | null> {
  const user = await byEmail(email)
  const valid = await verifyPassword(user?.passwordHash ?? null, password)
  if (!user || !valid) return null
  // Not through the model: a sign-in is no edit of the account, and must not move the version its edit form checks (ADR 067).
  await UserModel.knex()('users').where({ id: user.id }).update({ last_login_at: new Date() })
  return findCurrentUser(user.id)
}

export async function createUser(input: { email: string; name?: string; role: Role; password: string; mustChangePassword?: boolean; language?: Language }): Promise<CurrentUser> {
  const taken = () => new ConflictError('A user with this e-mail already exists')
  if (await byEmail(input.email)) throw taken()
  const user = await UserModel.query()
    .insert({
      email: input.email.trim(),
      name: input.name ?? '',
      role: input.role,
      passwordHash: await hashPassword(input.password),
      mustChangePassword: input.mustChangePassword ?? false,
      language: input.language ?? 'es',
    })
    .catch((error: unknown) => {
      // The same address saved meanwhile (several instances starting at once with ADMIN_EMAIL): the same clash as the check above.
      throw error instanceof UniqueViolationError ? taken() : error
    })
  return (await findCurrentUser(user.id))!
}

export async function setPassword(id: number, password: string, { mustChange = false } = {}): Promise<void> {
  const updated = await UserModel.query().findById(id).patch({ passwordHash: await hashPassword(password), mustChangePassword: mustChange })
  if (!updated) throw new NotFoundError('User not found')
}

export async function countUsers(): Promise<number> {
  return countRows(UserModel.query())
}

/** A strong random password for a first admin: shown once, replaced at the first login. */
export function oneTimePassword(): string {
  return randomBytes(15).toString('base64url')
}

export function assertRole(value: string): Role {
  if (isRole(value)) return value
  throw new ValidationError({ role: 'invalid' })
}

/** The language a staff member reads their e-mails in, or null when no staff account has this address. */
export async function staffLanguageOf(email: string): Promise<Language | null> {
  const user = await byEmail(email)
  return user && isStaffRole(user.role) && isLanguage(user.language) ? user.language : null
}

/** A staff member's own choice of language for the e-mails they receive (/admin/account). */
export async function setOwnLanguage(id: number, language: Language): Promise<void> {
  const updated = await UserModel.query().findById(id).patch({ language })
  if (!updated) throw new NotFoundError('User not found')
}
