import type { PageContextServer } from 'vike/types'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'

export async function data(pageContext: PageContextServer) {
  const { t, lng, publicUrl, query } = pageContext
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('contactPage.title') }]
  const head = await pageHead(pageContext, 'contact', {
    fallback: { title: t('contactPage.title'), description: t('contactPage.intro') },
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, crumbs, sent: query.sent === '1' }
}

export type ContactData = Awaited<ReturnType<typeof data>>
