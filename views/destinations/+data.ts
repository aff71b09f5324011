import type { PageContextServer } from 'vike/types'
import { DestinationsQuerySchema } from '../../src/destinations/destinations.schema'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'
import { itemListJsonLd } from '../../src/seo/tourism-json-ld'
import { listDestinations } from '../../src/destinations/destinations.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query, publicUrl } = pageContext
  const { zone } = DestinationsQuerySchema.parse(query)
  const destinations = await listDestinations(lng, { zone })
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('nav.destinations') }]
  // The canonical address is the unfiltered list (the head is built from the path alone).
  const head = await pageHead(pageContext, 'destinations', {
    fallback: { title: t('destinations:title'), description: t('destinations:intro') },
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng), itemListJsonLd(destinations.map((d) => ({ name: d.name, path: `/destinations/${d.id}` })), publicUrl, lng)],
  })
  return { head, crumbs, destinations, zone: zone ?? null }
}

export type DestinationsData = Awaited<ReturnType<typeof data>>
