import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { languageUrl } from '../../../src/seo/head'
import { breadcrumbJsonLd } from '../../../src/seo/json-ld'
import { pageHead } from '../../../src/seo/page-head.server'
import { touristDestinationJsonLd } from '../../../src/seo/tourism-json-ld'
import { parseId } from '../../../src/lib/params'
import { truncate } from '../../../src/i18n/format'
import { optimizedUrl } from '../../../src/lib/image-url'
import { foundOr404 } from '../../../src/lib/found-or-404'
import { findDestination } from '../../../src/destinations/destinations.server'
import { listTripsAtDestination } from '../../../src/trips/trips.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, publicUrl, routeParams } = pageContext
  const id = parseId(routeParams.id)
  if (id === null) throw render(404)
  const destination = await foundOr404(findDestination(lng, id))
  const trips = await listTripsAtDestination(lng, destination.id)
  const path = `/destinations/${destination.id}`
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('nav.destinations'), path: '/destinations' }, { name: destination.name }]
  const head = await pageHead(pageContext, null, {
    fallback: { title: t('destinations:detail.metaTitle', { name: destination.name }), description: truncate(destination.description, 160), keywords: destination.tags },
    image: optimizedUrl(destination.image, { width: 1200, height: 630, format: 'jpeg' }),
    imageAlt: destination.name,
    jsonLd: [touristDestinationJsonLd(destination, publicUrl, languageUrl(publicUrl, path, lng)), breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, crumbs, destination, trips }
}

export type DestinationData = Awaited<ReturnType<typeof data>>
