import type { PageContextServer } from 'vike/types'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'
import { canSendMail } from '../../src/settings/email-settings.server'

export async function data(pageContext: PageContextServer) {
  const { t, lng, publicUrl, query } = pageContext
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('newsletterPage.title') }]
  const head = await pageHead(pageContext, null, {
    fallback: { title: t('newsletterPage.title'), description: t('newsletterPage.intro') },
    robots: 'noindex, follow',
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  const sent = query.sent === '1'
  // After a subscription: the confirmation e-mail is on its way, or cannot go out now (src/ui/mail-notice.tsx).
  return { head, crumbs, sent, already: query.already === '1', canSendMail: sent ? await canSendMail(pageContext.appContext) : false }
}

export type NewsletterData = Awaited<ReturnType<typeof data>>
