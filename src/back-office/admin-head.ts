import type { PageContextServer } from 'vike/types'
import { buildPageHead } from '../seo/head'
import type { PageHead } from '../seo/seo.schema'

/** Staff pages are never indexed and need no SEO record. */
export function adminHead(pageContext: PageContextServer, title: string): PageHead {
  return buildPageHead({
    lng: pageContext.lng,
    path: pageContext.urlPathname,
    publicUrl: pageContext.publicUrl,
    site: pageContext.site,
    fallback: { title: `${title} · ${pageContext.t('admin:title')}`, description: pageContext.t('admin:title') },
    robots: 'noindex, nofollow',
  })
}
