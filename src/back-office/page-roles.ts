import { mayUse, type RoleDeclaration } from '../lib/roles'

/**
 * The admin pages' own declarations (views/admin/**\/+roles.ts, ADR 019), read at build time so
 * the sidebar and the dashboard show a link only to the roles its page lets in. Display only: the
 * page itself decides when it is opened (views/admin/+guard.ts).
 */
const DECLARATIONS = import.meta.glob<RoleDeclaration>('/views/admin/**/+roles.ts', { eager: true, import: 'default' })
const ROUTE_STRINGS = import.meta.glob<string>('/views/admin/**/+route.ts', { eager: true, import: 'default' })

/** "/views/admin/users/+roles.ts" → "/views/admin/users" (Vike's pageId). */
const pageIdOf = (file: string) => file.slice(0, file.lastIndexOf('/'))

/** The address of each page without route parameters: its +route.ts string, else its folder. */
const ROLES_BY_ADDRESS = new Map<string, RoleDeclaration>(
  Object.entries(DECLARATIONS).map(([file, roles]) => {
    const pageId = pageIdOf(file)
    const route = ROUTE_STRINGS[`${pageId}/+route.ts`]
    return [typeof route === 'string' ? route : pageId.replace(/^\/views/, ''), roles]
  }),
)

/** The declaration of the page at this address (undefined: no such page, or none declared). */
export function pageRolesAt(href: string): RoleDeclaration | undefined {
  return ROLES_BY_ADDRESS.get(href.split('?')[0]!)
}

/** Whether a link to this admin page is shown to the role. */
export function mayOpenPage(role: string, href: string): boolean {
  return mayUse(role, pageRolesAt(href))
}
