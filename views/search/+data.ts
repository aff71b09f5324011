import type { PageContextServer } from 'vike/types'
import { topLevelCrumbs } from '../../src/content/content-page-data.server'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'
import { searchSite } from '../../src/search/search.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query, publicUrl } = pageContext
  const result = await searchSite(lng, query, t)
  const crumbs = topLevelCrumbs(pageContext, t('searchPage.title'))
  const head = await pageHead(pageContext, 'search', {
    fallback: { title: t('searchPage.title'), description: t('searchPage.intro') },
    path: '/search',
    // Result pages are endless variations of pages that are indexed on their own.
    robots: 'noindex, follow',
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, crumbs, result }
}

export type SearchData = Awaited<ReturnType<typeof data>>
