/**
 * Staff roles and what a declaration is (ADR 019). Every staff page (views/admin/**\/+roles.ts)
 * and every staff endpoint (requireRole in its route definition, src/lib/require-role.ts)
 * declares the roles that may use it; nothing else decides, and no declaration means no entry.
 */

/** The staff roles. dispatcher and driver exist for the transfer issue: no account holds them yet. */
export const STAFF_ROLES = ['admin', 'editor', 'dispatcher', 'driver'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

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
