import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { businessFormValues } from '../../../src/settings/business.schema'
import { getBusinessSettings } from '../../../src/settings/business.server'

export async function data(pageContext: PageContextServer) {
  const settings = await getBusinessSettings()
  return { head: adminHead(pageContext, pageContext.t('admin:businessAdmin.title')), values: businessFormValues(settings), recipientCount: settings.recipients.length }
}

export type BusinessData = Awaited<ReturnType<typeof data>>
