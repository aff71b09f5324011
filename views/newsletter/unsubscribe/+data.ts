import type { PageContextServer } from 'vike/types'
import { pageHead } from '../../../src/seo/page-head.server'
import { isValidUnsubscribeToken } from '../../../src/newsletter/newsletter.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, t, query } = pageContext
  const id = /^\d{1,10}$/.test(query.id ?? '') ? Number(query.id) : null
  const token = /^[A-Za-z0-9_-]{10,100}$/.test(query.token ?? '') ? query.token! : null
  const result = query.result === 'done' || query.result === 'invalid' ? query.result : null
  const valid = !result && id !== null && token !== null && isValidUnsubscribeToken(appContext.secrets, id, token)
  const head = await pageHead(pageContext, null, { fallback: { title: t('newsletterPage.unsubscribeTitle'), description: t('newsletterPage.unsubscribeText') }, robots: 'noindex, nofollow' })
  return { head, id, token, result, valid }
}

export type UnsubscribeData = Awaited<ReturnType<typeof data>>
