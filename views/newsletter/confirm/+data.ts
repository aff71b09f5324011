import type { PageContextServer } from 'vike/types'
import { pageHead } from '../../../src/seo/page-head.server'
import { confirmationState } from '../../../src/newsletter/newsletter.server'
import { TokenSchema } from '../../../src/newsletter/newsletter.schema'

const RESULTS = ['confirmed', 'already-confirmed', 'invalid'] as const

export async function data(pageContext: PageContextServer) {
  const { appContext, t, query } = pageContext
  const parsed = TokenSchema.safeParse({ token: query.token })
  const token = parsed.success ? parsed.data.token : null
  // After the button: what the POST answered. Opening the link: what it can still do (a link of
  // someone already subscribed says so instead of "no longer valid").
  const result = RESULTS.find((r) => r === query.result) ?? (token ? (await confirmationState(appContext.secrets, token)).state : 'invalid')
  const canConfirm = result === 'pending'
  const head = await pageHead(pageContext, null, { fallback: { title: t('newsletterPage.confirmTitle'), description: t('newsletterPage.confirmText') }, robots: 'noindex, nofollow' })
  // A link that can no longer confirm anything answers as a failure (ADR 068), as the unsubscribe page's does.
  return { head, token: canConfirm ? token : null, result: canConfirm ? null : result, canConfirm, ...(result === 'invalid' ? { httpStatus: 404 } : {}) }
}

export type ConfirmData = Awaited<ReturnType<typeof data>>
