/** Header navigation (SPEC §2); labels are keys of the common namespace. */
export interface NavItem {
  href: string
  label: string
  children?: NavItem[]
  /** Only listed in the mobile menu. */
  mobileOnly?: boolean
}

export const MAIN_NAVIGATION: NavItem[] = [
  { href: '/', label: 'nav.home' },
  { href: '/destinations', label: 'nav.destinations' },
  {
    href: '/trips',
    label: 'nav.trips',
    children: [
      { href: '/trips', label: 'nav.allTrips' },
      { href: '/cami-de-cavalls', label: 'nav.camiDeCavalls' },
    ],
  },
  {
    href: '/services',
    label: 'nav.services',
    children: [
      { href: '/services', label: 'nav.allServices' },
      { href: '/airport-transfers', label: 'nav.airportTransfers' },
      { href: '/airport-transfers/ciutadella', label: 'nav.transferCiutadella' },
      { href: '/airport-transfers/fornells', label: 'nav.transferFornells' },
      { href: '/airport-transfers/cala-galdana', label: 'nav.transferCalaGaldana' },
      { href: '/airport-transfers/son-bou', label: 'nav.transferSonBou', mobileOnly: true },
      { href: '/airport-transfers/request', label: 'nav.requestTransfer' },
    ],
  },
  { href: '/blog', label: 'nav.blog' },
  { href: '/about', label: 'nav.about' },
  { href: '/contact', label: 'nav.contact' },
]

export const FOOTER_TRANSFER_LINKS: NavItem[] = [
  { href: '/airport-transfers', label: 'nav.airportTransfers' },
  { href: '/airport-transfers/ciutadella', label: 'nav.transferCiutadella' },
  { href: '/airport-transfers/fornells', label: 'nav.transferFornells' },
  { href: '/airport-transfers/cala-galdana', label: 'nav.transferCalaGaldana' },
  { href: '/airport-transfers/son-bou', label: 'nav.transferSonBou' },
  { href: '/airport-transfers/booking', label: 'footer.transferBooking' },
]

export const FOOTER_EXPLORE_LINKS: NavItem[] = [
  { href: '/destinations', label: 'nav.destinations' },
  { href: '/trips', label: 'nav.trips' },
  // A customer who lost the e-mail finds their booking by reference and e-mail.
  { href: '/trips/booking', label: 'footer.tripBooking' },
  { href: '/blog', label: 'nav.blog' },
  { href: '/about', label: 'nav.about' },
  { href: '/contact', label: 'nav.contact' },
]

export const FOOTER_LEGAL_LINKS: NavItem[] = [
  { href: '/legal/terms', label: 'footer.terms' },
  { href: '/legal/privacy', label: 'footer.privacy' },
  { href: '/legal/faq', label: 'footer.faq' },
]

/** An item is active on its own path and below it; home only on "/". */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.href === '/') return pathname === '/'
  if (pathname === item.href || pathname.startsWith(`${item.href}/`)) return true
  return item.children?.some((c) => c.href !== item.href && isActive(c, pathname)) ?? false
}
