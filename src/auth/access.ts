import type { Role } from '../users/users.model'

/** SPEC §6 and the editor role: editors edit content; these areas stay with admins. */
const ADMIN_ONLY_SECTIONS = ['users', 'email-settings', 'api-keys', 'subscribers', 'performance', 'utilities', 'transfers/prices']

export function isAdminOnly(adminPath: string): boolean {
  const section = adminPath.toLowerCase().replace(/^\/+/, '')
  // "subscribers.csv" (an export of the section) belongs to the section too.
  return ADMIN_ONLY_SECTIONS.some((s) => section === s || section.startsWith(`${s}/`) || section.startsWith(`${s}.`))
}

/**
 * "/admin/trips/edit/3" → "/trips/edit/3" (what sections are judged on).
 * Express matches routes case-insensitively and lets repeated slashes through, so the section is
 * judged on the lower-cased, collapsed path: /ADMIN//Users must be the users section too.
 */
export function adminPathOf(path: string): string {
  return path.toLowerCase().replace(/\/{2,}/g, '/').replace(/^\/admin(?=\/|$)/, '') || '/'
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

/** Where a staff member goes after logging in or replacing a one-time password: the admin page they asked for, when their role may open it. */
export function adminPageToReturnTo(role: Role, next: unknown): string | null {
  const path = safeNextPath(next)
  if (!path?.startsWith('/admin') || path.startsWith('/admin/account/password')) return null
  return mayEnter(role, adminPathOf(path.split('?')[0]!)) ? path : null
}
