import type { Role } from '../users/users.model'

/** SPEC §6 and the editor role: editors edit content; these areas stay with admins. */
const ADMIN_ONLY_SECTIONS = ['users', 'email-settings', 'api-keys', 'subscribers', 'performance', 'utilities', 'transfers/prices']

export function isAdminOnly(adminPath: string): boolean {
  const section = adminPath.replace(/^\/+/, '')
  // "subscribers.csv" (an export of the section) belongs to the section too.
  return ADMIN_ONLY_SECTIONS.some((s) => section === s || section.startsWith(`${s}/`) || section.startsWith(`${s}.`))
}

export function mayEnter(role: Role, adminPath: string): boolean {
  if (role === 'admin') return true
  return role === 'editor' && !isAdminOnly(adminPath)
}

/** Only same-site paths are followed after login (never another host). */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  return next.length <= 500 ? next : null
}
