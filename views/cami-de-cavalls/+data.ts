import type { PageContextServer } from 'vike/types'
import { imageUrl, optimizedUrl } from '../../src/lib/image-url'
import { SITE_IMAGES } from '../../src/lib/site-images'
import { absoluteUrl, languageUrl } from '../../src/seo/head'
import { breadcrumbJsonLd, touristAttractionJsonLd, type Crumb } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'
import { listTripsByType } from '../../src/trips/trips.server'

/** Trip type whose trips walk the path (trip_types.slug). */
const HIKING = 'hiking'

export async function data(pageContext: PageContextServer) {
  const { lng, t, publicUrl, urlPathname } = pageContext
  const trips = await listTripsByType(lng, HIKING)
  const crumbs: Crumb[] = [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips'), path: '/trips' }, { name: t('nav.camiDeCavalls'), path: urlPathname }]
  // Built per render: the URL carries the picture's current version (docs/decisions/061).
  const image = imageUrl(SITE_IMAGES.camiDeCavalls)
  const socialImage = optimizedUrl(image, { width: 1200, height: 630, format: 'jpeg' })
  const head = await pageHead(pageContext, 'cami-de-cavalls', {
    fallback: { title: t('cami.title'), description: t('cami.lead') },
    image: socialImage,
    imageAlt: t('cami.imageAlt'),
    jsonLd: [
      touristAttractionJsonLd({
        name: 'Camí de Cavalls',
        alternateName: 'GR 223',
        description: t('cami.lead'),
        url: languageUrl(publicUrl, urlPathname, lng),
        image: absoluteUrl(publicUrl, socialImage),
        region: 'Menorca',
      }),
      breadcrumbJsonLd(crumbs, publicUrl, lng),
    ],
  })
  return { head, trips, crumbs, image }
}

export type CamiData = Awaited<ReturnType<typeof data>>
