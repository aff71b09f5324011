import { isStaffRole, mayUse, type RoleDeclaration } from '../lib/roles'

/** The page's own declaration: only a +roles.ts in the page's own folder counts (inherited ones do not). */
export function pageDeclaration(pageId: string | null | undefined, configEntries: Record<string, Array<{ configValue: unknown; configDefinedByFile: string | null }>> | undefined): RoleDeclaration | undefined {
  const entry = configEntries?.roles?.[0]
  if (!pageId || !entry?.configDefinedByFile) return undefined
  const folder = entry.configDefinedByFile.slice(0, entry.configDefinedByFile.lastIndexOf('/'))
  return folder === pageId ? (entry.configValue as RoleDeclaration) : undefined
}

export type PageAccess = 'login' | 'not-staff' | 'change-password' | 'forbidden' | 'allowed'

export const PASSWORD_PAGE_ID = '/views/admin/account/password'

/**
 * The decision for the admin page Vike matched (ADR 019): who is asking, and what that page
 * declares. A page without a declaration of its own lets no one in.
 */
export function pageAccess({ user, pageId, declared, refused }: { user: { role: string; mustChangePassword: boolean } | null | undefined; pageId: string | null | undefined; declared: RoleDeclaration | undefined; refused?: boolean }): PageAccess {
  if (!user) return 'login'
  if (!isStaffRole(user.role)) return 'not-staff'
  if (user.mustChangePassword && pageId !== PASSWORD_PAGE_ID) return 'change-password'
  if (refused) return 'forbidden'
  return mayUse(user.role, declared) ? 'allowed' : 'forbidden'
}
