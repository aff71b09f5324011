import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { businessFormValues } from '../../../src/settings/business.schema'
import { businessVersionField, getBusinessSettings } from '../../../src/settings/business.server'

export async function data(pageContext: PageContextServer) {
  const [settings, version] = await Promise.all([getBusinessSettings(), businessVersionField()])
  return { head: adminHead(pageContext, pageContext.t('admin:businessAdmin.title')), values: { ...businessFormValues(settings), ...version }, recipientCount: settings.recipients.length }
}

export type BusinessData = Awaited<ReturnType<typeof data>>
