import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { emailSettingsView } from '../../../src/settings/email-settings.server'
import { testMailError } from '../../../src/settings/settings.admin.server'

export async function data(pageContext: PageContextServer) {
  const { appContext, t, query } = pageContext
  const settings = await emailSettingsView(appContext)
  const test = ['sent', 'failed', 'queued', 'unconfigured'].includes(query.test ?? '') ? (query.test as 'sent' | 'failed' | 'queued' | 'unconfigured') : null
  const mailId = Number(query.mail)
  const testError = test === 'failed' && Number.isInteger(mailId) && mailId > 0 ? await testMailError(mailId) : null
  return { head: adminHead(pageContext, t('admin:emailAdmin.title')), settings, test, testError }
}

export type EmailSettingsData = Awaited<ReturnType<typeof data>>
