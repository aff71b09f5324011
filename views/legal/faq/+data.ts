import type { PageContextServer } from 'vike/types'
import { topLevelCrumbs } from '../../../src/content/content-page-data.server'
import { FAQ_TOPICS } from '../../../src/faq/faq.schema'
import { breadcrumbJsonLd, faqPageJsonLd } from '../../../src/seo/json-ld'
import { pageHead } from '../../../src/seo/page-head.server'
import { listFaq } from '../../../src/faq/faq.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, publicUrl } = pageContext
  const lists = await Promise.all(FAQ_TOPICS.map((topic) => listFaq(topic, lng)))
  const groups = FAQ_TOPICS.map((topic, i) => ({ topic, entries: lists[i]! })).filter((g) => g.entries.length > 0)
  const crumbs = topLevelCrumbs(pageContext, t('faqPage.title'))
  const head = await pageHead(pageContext, 'legal-faq', {
    fallback: { title: t('faqPage.title'), description: t('faqPage.intro') },
    jsonLd: [faqPageJsonLd(groups.flatMap((g) => g.entries)), breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, groups, crumbs }
}

export type FaqData = Awaited<ReturnType<typeof data>>
