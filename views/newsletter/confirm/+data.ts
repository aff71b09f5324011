import type { PageContextServer } from 'vike/types'
import { pageHead } from '../../../src/seo/page-head.server'
import { isPendingToken } from '../../../src/newsletter/newsletter.server'

const RESULTS = ['confirmed', 'already-confirmed', 'invalid'] as const

export async function data(pageContext: PageContextServer) {
  const { t, query } = pageContext
  const token = /^[A-Za-z0-9_-]{20,100}$/.test(query.token ?? '') ? query.token! : null
  const result = RESULTS.find((r) => r === query.result) ?? null
  const canConfirm = !result && token ? await isPendingToken(token) : false
  const head = await pageHead(pageContext, null, { fallback: { title: t('newsletterPage.confirmTitle'), description: t('newsletterPage.confirmText') }, robots: 'noindex, nofollow' })
  return { head, token, result, canConfirm }
}

export type ConfirmData = Awaited<ReturnType<typeof data>>
