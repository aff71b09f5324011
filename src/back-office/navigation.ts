import { CONTENT_TYPES } from './content-types'
import { mayOpenPage } from './page-roles'

export interface AdminNavItem {
  href: string
  /** Key in the admin namespace. */
  label: string
  /** Another key for some roles: the driver's "My jobs" is "Driver view" to the office. */
  roleLabels?: Partial<Record<string, string>>
}

export interface AdminNavGroup {
  label: string
  items: AdminNavItem[]
}

/** The sidebar's sections, in their order. */
export const MENU_GROUPS = ['overview', 'content', 'operations', 'system'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

/**
 * A screen's place in the sidebar, declared by the page itself (views/admin/<screen>/+menu.ts),
 * beside its +roles.ts: adding a screen is adding its folder, never editing a list here.
 */
export interface AdminMenuEntry {
  group: MenuGroup
  /** Key in the admin namespace. */
  label: string
  /** Position within the group (lower first); content types' screens come first in theirs. */
  order: number
  /** Another key for some roles (see AdminNavItem). */
  roleLabels?: Partial<Record<string, string>>
}

const MENU_FILES = import.meta.glob<AdminMenuEntry>('/views/admin/**/+menu.ts', { eager: true, import: 'default' })

/** "/views/admin/transfers/prices/+menu.ts" → "/admin/transfers/prices"; the dashboard's folder is /admin itself. */
const hrefOf = (file: string) => file.slice('/views'.length, file.lastIndexOf('/'))

const DECLARED = Object.entries(MENU_FILES)
  .map(([file, entry]) => ({ href: hrefOf(file), ...entry }))
  .sort((a, b) => a.order - b.order || a.href.localeCompare(b.href))

/** The admin sidebar: content types from their declarations (docs/decisions/028), every other screen from its +menu.ts. */
export const ADMIN_NAVIGATION: AdminNavGroup[] = MENU_GROUPS.map((group) => ({
  label: `nav.${group}`,
  items: [
    ...(group === 'content' ? CONTENT_TYPES.filter((type) => !type.admin.ownMenuEntry).map((type) => ({ href: type.admin.path, label: `${type.admin.texts}.title` })) : []),
    ...DECLARED.filter((entry) => entry.group === group).map(({ href, label, roleLabels }) => ({ href, label, roleLabels })),
  ],
}))

/** The dashboard's quick links: the common tasks, each shown to the roles that may open it. */
export const QUICK_LINKS: AdminNavItem[] = [
  { href: '/admin/trips/new', label: 'dashboardPage.quickLinks.newTrip' },
  { href: '/admin/blog/posts/new', label: 'dashboardPage.quickLinks.newPost' },
  { href: '/admin/destinations/new', label: 'dashboardPage.quickLinks.newDestination' },
  { href: '/admin/transfers', label: 'dashboardPage.quickLinks.transfers' },
  { href: '/admin/transfers/prices', label: 'dashboardPage.quickLinks.prices' },
  { href: '/admin/images', label: 'dashboardPage.quickLinks.images' },
  { href: '/admin/translations', label: 'dashboardPage.quickLinks.translations' },
  { href: '/admin/faq', label: 'dashboardPage.quickLinks.faq' },
  { href: '/', label: 'dashboardPage.quickLinks.publicSite' },
]

export function quickLinksFor(role: string): AdminNavItem[] {
  return QUICK_LINKS.filter((link) => !link.href.startsWith('/admin') || mayOpenPage(role, link.href))
}

export function navigationFor(role: string): AdminNavGroup[] {
  return ADMIN_NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => mayOpenPage(role, item.href)).map((item) => ({ href: item.href, label: item.roleLabels?.[role] ?? item.label })),
  })).filter(
    (group) => group.items.length > 0,
  )
}

/** The item of the current page: the longest href the path starts with. */
export function activeHref(pathname: string): string | undefined {
  const hrefs = ADMIN_NAVIGATION.flatMap((g) => g.items.map((i) => i.href))
  return hrefs.filter((href) => pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`))).sort((a, b) => b.length - a.length)[0] ?? (pathname === '/admin' ? '/admin' : undefined)
}
