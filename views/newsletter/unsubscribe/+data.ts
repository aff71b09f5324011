import type { PageContextServer } from 'vike/types'
import { pageHead } from '../../../src/seo/page-head.server'
import { canSendMail } from '../../../src/settings/email-settings.server'
import { unsubscribeLinkState } from '../../../src/newsletter/newsletter.server'
import { UnsubscribeSchema } from '../../../src/newsletter/newsletter.schema'

const RESULTS = ['done', 'invalid', 'link-sent'] as const

export async function data(pageContext: PageContextServer) {
  const { appContext, t, query, form } = pageContext
  const link = UnsubscribeSchema.safeParse({ id: query.id, token: query.token })
  // A link used before says so, instead of offering the button again.
  const state = !query.result && !form && link.success ? await unsubscribeLinkState(appContext.secrets, link.data.id, link.data.token) : null
  const result = RESULTS.find((r) => r === query.result) ?? (state === 'done' ? 'done' : null)
  const valid = state === 'valid' && link.success
  // A broken or forged link, or one the button refused: the page offers "unsubscribe anyway",
  // with an honest 404 (a form sent back with its messages keeps its own 400).
  const invalid = !valid && (result === 'invalid' || !result)
  const head = await pageHead(pageContext, null, { fallback: { title: t('newsletterPage.unsubscribeTitle'), description: t('newsletterPage.unsubscribeText') }, robots: 'noindex, nofollow' })
  return {
    head,
    id: valid ? link.data.id : null,
    token: valid ? link.data.token : null,
    result: valid ? null : invalid ? ('invalid' as const) : result,
    valid,
    // After "send me a link": it is on its way, or cannot go out now.
    canSendMail: result === 'link-sent' ? await canSendMail(appContext) : false,
    ...(invalid ? { httpStatus: 404 } : {}),
  }
}

export type UnsubscribeData = Awaited<ReturnType<typeof data>>
