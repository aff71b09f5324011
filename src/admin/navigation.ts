import { mayEnter } from '../auth/access'
import type { Role } from '../users/users.model'

export interface AdminNavItem {
  href: string
  /** Key in the admin namespace. */
  label: string
}

export interface AdminNavGroup {
  label: string
  items: AdminNavItem[]
}

/** The admin sidebar: add a screen here when it exists. Items a role may not enter are hidden. */
export const ADMIN_NAVIGATION: AdminNavGroup[] = [
  { label: 'nav.overview', items: [{ href: '/admin', label: 'dashboard' }] },
  { label: 'nav.content', items: [{ href: '/admin/trip-types', label: 'tripTypes.title' }] },
  { label: 'nav.operations', items: [] },
  { label: 'nav.system', items: [] },
]

export function navigationFor(role: Role): AdminNavGroup[] {
  return ADMIN_NAVIGATION.map((group) => ({ ...group, items: group.items.filter((item) => mayEnter(role, item.href.slice('/admin'.length) || '/')) })).filter(
    (group) => group.items.length > 0,
  )
}

/** The item of the current page: the longest href the path starts with. */
export function activeHref(pathname: string): string | undefined {
  const hrefs = ADMIN_NAVIGATION.flatMap((g) => g.items.map((i) => i.href))
  return hrefs.filter((href) => pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`))).sort((a, b) => b.length - a.length)[0] ?? (pathname === '/admin' ? '/admin' : undefined)
}
