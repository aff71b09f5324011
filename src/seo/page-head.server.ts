import type { PageContextServer } from 'vike/types'
import type { PageHead } from './seo.schema'
import { buildPageHead, pageNumberOf, type HeadInput } from './head'
import { findSeoRecord } from './seo.server'

type Extras = Omit<HeadInput, 'lng' | 'path' | 'publicUrl' | 'site' | 'record' | 'formatTitle'> & {
  /** The page's own address when the query string is part of it (page 2 of a list is its own page). */
  path?: string
}

/** A page's head from its SEO record (SPEC §3), with the page's own fallbacks and extras. */
export async function pageHead(pageContext: PageContextServer, pageKey: string | null, extras: Extras): Promise<PageHead> {
  const record = pageKey ? await findSeoRecord(pageKey) : null
  const path = extras.path ?? pageContext.urlPathname
  const page = pageNumberOf(path)
  return buildPageHead({
    ...extras,
    // Every page of a list is its own document (listed in the sitemap): its title must not repeat page 1's.
    ...(page > 1 ? { formatTitle: (title: string) => pageContext.t('blog.pageTitle', { title, page }) } : {}),
    lng: pageContext.lng,
    path,
    publicUrl: pageContext.publicUrl,
    site: pageContext.site,
    record,
  })
}
