/**
 * Staff roles and what a declaration is (ADR 019). Every staff page (views/admin/**\/+roles.ts)
 * and every staff endpoint (requireRole in its route definition, src/lib/require-role.ts)
 * declares the roles that may use it; nothing else decides, and no declaration means no entry.
 */

/**
 * The staff roles (what each may see and do: docs/decisions/038). admin: everything; editor: the
 * site's content, never a customer's personal data; dispatcher: bookings, customers' messages and
 * the dispatch; driver: their own jobs.
 */
export const STAFF_ROLES = ['admin', 'editor', 'dispatcher', 'driver'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * Who sees customers' personal data (names, e-mails, phones, messages) and changes bookings:
 * the declaration of the inboxes, the bookings and the dashboard's customer panels (ADR 038).
 * Editors never do; drivers see only their own jobs (their own pages say so).
 */
export const CUSTOMER_DATA_ROLES = ['admin', 'dispatcher'] as const satisfies RoleDeclaration

/** Every role an account can hold: the staff roles and `user` (a visitor's account, no staff rights). */
export const ACCOUNT_ROLES = [...STAFF_ROLES, 'user'] as const

/**
 * Where each role lands after logging in (and where the admin's logo leads): the one place to
 * change it. Drivers land on their own jobs (the phone view, docs/decisions/040).
 */
export const STAFF_HOME: Record<StaffRole, string> = {
  admin: '/admin',
  editor: '/admin',
  dispatcher: '/admin',
  driver: '/admin/driver',
}

export function staffHomeOf(role: string): string {
  return isStaffRole(role) ? STAFF_HOME[role] : '/'
}

/** A page's or endpoint's declaration: the roles that may use it (at least one). */
export type RoleDeclaration = readonly [StaffRole, ...StaffRole[]]

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role)
}

/** A valid declaration: a non-empty list of known staff roles (anything else declares nothing). */
export function isRoleDeclaration(value: unknown): value is RoleDeclaration {
  return Array.isArray(value) && value.length > 0 && value.every(isStaffRole)
}

/** Deny by default: a missing or malformed declaration lets no one in. */
export function mayUse(role: string | undefined, declared: unknown): boolean {
  return isRoleDeclaration(declared) && isStaffRole(role) && declared.includes(role)
}
