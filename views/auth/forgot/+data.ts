import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { canSendMail } from '../../../src/settings/email-settings.server'

export async function data(pageContext: PageContextServer) {
  const sent = pageContext.query.sent === '1'
  return {
    head: adminHead(pageContext, pageContext.t('admin:passwordReset.forgotTitle')),
    sent,
    // Without a mail server the link waits in the outbox: the page says so and who can help instead.
    canSendMail: sent ? await canSendMail(pageContext.appContext) : false,
  }
}

export type ForgotData = Awaited<ReturnType<typeof data>>
