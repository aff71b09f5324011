/**
 * Library images the site's own pages show whatever staff edit: the home hero's two pictures
 * while no banner is active (SPEC §2), the about page's office, the Camí de Cavalls page and the
 * share image of pages without their own. The library counts them as used (never deleted), each
 * named by the page that shows it.
 */
export const SITE_IMAGES = {
  heroPlaceholders: ['demo/placeholder-1.jpg', 'demo/placeholder-2.jpg'],
  aboutOffice: 'demo/harbour-town.jpg',
  camiDeCavalls: 'demo/hiking-trail.jpg',
  defaultShare: 'demo/cove-turquoise.jpg',
} as const

/** Where each of them shows: the place's kind (admin:imagesAdmin.kinds.<kind>) and its public address. */
export const SITE_IMAGE_PLACES: Array<{ path: string; kind: 'homeHero' | 'sitePage' | 'shareImage'; page: string }> = [
  ...SITE_IMAGES.heroPlaceholders.map((path) => ({ path, kind: 'homeHero' as const, page: '/' })),
  { path: SITE_IMAGES.aboutOffice, kind: 'sitePage', page: '/about' },
  { path: SITE_IMAGES.camiDeCavalls, kind: 'sitePage', page: '/cami-de-cavalls' },
  { path: SITE_IMAGES.defaultShare, kind: 'shareImage', page: '/' },
]
