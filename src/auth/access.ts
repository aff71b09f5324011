import { isStaffRole } from '../lib/roles'

/** Only same-site paths are followed after login (never another host). */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  return next.length <= 500 ? next : null
}

/**
 * Where a staff member goes after logging in or replacing a one-time password: the admin page
 * they asked for. Whether their role may open it is that page's own declaration (ADR 019): a page
 * it may not open answers the translated 403 inside the admin.
 */
export function adminPageToReturnTo(role: string, next: unknown): string | null {
  const path = safeNextPath(next)
  if (!isStaffRole(role) || !path || !/^\/admin(\/|\?|$)/.test(path) || path.startsWith('/admin/account/password')) return null
  return path
}
