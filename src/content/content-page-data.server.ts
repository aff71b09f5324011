import type { PageContextServer } from 'vike/types'
import { breadcrumbJsonLd, type Crumb } from '../seo/json-ld'
import { pageHead } from '../seo/page-head.server'
import { truncate } from '../i18n/format'
import type { ContentPageKey } from './content-pages.schema'
import { foundOr404 } from '../lib/found-or-404'
import { getContentPage } from './content-pages.server'

const DESCRIPTION_LIMIT = 155

/** Title trail of a page directly under home, shared by the visible breadcrumbs and the JSON-LD. */
export function topLevelCrumbs(pageContext: PageContextServer, name: string): Crumb[] {
  return [{ name: pageContext.t('nav.home'), path: '/' }, { name, path: pageContext.urlPathname }]
}

/**
 * +data of a page whose text lives in content_pages (services, about, legal texts): the
 * Markdown rendered safely, the head from the page's SEO record, a breadcrumb.
 * A missing row is a 404, not an empty page.
 */
export async function contentPageData(pageContext: PageContextServer, key: ContentPageKey, extraJsonLd: Array<Record<string, unknown>> = []) {
  const page = await foundOr404(getContentPage(key, pageContext.lng))
  const crumbs = topLevelCrumbs(pageContext, page.title)
  const head = await pageHead(pageContext, key, {
    fallback: { title: page.title, description: truncate(page.text, DESCRIPTION_LIMIT) },
    jsonLd: [breadcrumbJsonLd(crumbs, pageContext.publicUrl, pageContext.lng), ...extraJsonLd],
  })
  return { head, page, crumbs }
}

export type ContentPageData = Awaited<ReturnType<typeof contentPageData>>
