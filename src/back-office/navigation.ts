import { CONTENT_TYPES } from './content-types'
import { mayOpenPage } from './page-roles'

export interface AdminNavItem {
  href: string
  /** Key in the admin namespace. */
  label: string
}

export interface AdminNavGroup {
  label: string
  items: AdminNavItem[]
}

/** The admin sidebar: add a screen here when it exists. Items whose page does not let the role in (its +roles.ts) are hidden. */
export const ADMIN_NAVIGATION: AdminNavGroup[] = [
  {
    label: 'nav.overview',
    items: [
      { href: '/admin', label: 'dashboard' },
    ],
  },
  {
    label: 'nav.content',
    items: [
      // Each content type's screen, from its declaration (docs/decisions/028).
      ...CONTENT_TYPES.map((type) => ({ href: type.admin.path, label: `${type.admin.texts}.title` })),
      { href: '/admin/images', label: 'imagesAdmin.title' },
      { href: '/admin/translations', label: 'translationsAdmin.title' },
    ],
  },
  {
    label: 'nav.operations',
    items: [
      { href: '/admin/transfers', label: 'transfersAdmin.title' },
      { href: '/admin/transfers/prices', label: 'pricesAdmin.title' },
      { href: '/admin/chat', label: 'chatAdmin.title' },
      { href: '/admin/contact-messages', label: 'contactAdmin.title' },
      { href: '/admin/subscribers', label: 'subscribersAdmin.title' },
    ],
  },
  {
    label: 'nav.system',
    items: [
      { href: '/admin/users', label: 'usersAdmin.title' },
      { href: '/admin/email-settings', label: 'emailAdmin.title' },
      { href: '/admin/outbox', label: 'outboxAdmin.title' },
      { href: '/admin/api-keys', label: 'apiKeysAdmin.title' },
      { href: '/admin/performance', label: 'performanceAdmin.title' },
      { href: '/admin/utilities', label: 'utilitiesAdmin.title' },
      { href: '/admin/webp-converter', label: 'webpAdmin.title' },
    ],
  },
]

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
  return ADMIN_NAVIGATION.map((group) => ({ ...group, items: group.items.filter((item) => mayOpenPage(role, item.href)) })).filter(
    (group) => group.items.length > 0,
  )
}

/** The item of the current page: the longest href the path starts with. */
export function activeHref(pathname: string): string | undefined {
  const hrefs = ADMIN_NAVIGATION.flatMap((g) => g.items.map((i) => i.href))
  return hrefs.filter((href) => pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`))).sort((a, b) => b.length - a.length)[0] ?? (pathname === '/admin' ? '/admin' : undefined)
}
