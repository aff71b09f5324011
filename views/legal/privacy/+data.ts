import type { PageContextServer } from 'vike/types'
import { contentPageData } from '../../../src/content/content-page-data.server'
import { LONGEST_RATE_LIMIT_HOURS, SESSION_LIFETIME_DAYS } from '../../../src/config/retention'

export async function data(pageContext: PageContextServer) {
  // The periods the site actually applies (ADR 056): the mail one is configured per installation,
  // so it is stated from the running configuration, not from the editable page text.
  const retention = { mailBodyDays: pageContext.appContext.env.MAIL_BODY_RETENTION_DAYS, sessionDays: SESSION_LIFETIME_DAYS, rateLimitHours: LONGEST_RATE_LIMIT_HOURS }
  return { ...(await contentPageData(pageContext, 'legal-privacy')), retention }
}

export type PrivacyPageData = Awaited<ReturnType<typeof data>>
