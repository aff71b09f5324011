import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'

export function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:accountPage.title')), saved: pageContext.query.saved ?? null }
}

export type AccountData = ReturnType<typeof data>
