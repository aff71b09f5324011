import type { PageContextServer } from 'vike/types'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'

export async function data(pageContext: PageContextServer) {
  const { t, publicUrl, query } = pageContext
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('newsletterPage.title') }]
  const head = await pageHead(pageContext, null, {
    fallback: { title: t('newsletterPage.title'), description: t('newsletterPage.intro') },
    robots: 'noindex, follow',
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl)],
  })
  return { head, crumbs, sent: query.sent === '1', already: query.already === '1' }
}

export type NewsletterData = Awaited<ReturnType<typeof data>>
