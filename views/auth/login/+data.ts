import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { safeNextPath } from '../../../src/auth/access'

export function data(pageContext: PageContextServer) {
  return { head: adminHead(pageContext, pageContext.t('admin:login.title')), next: safeNextPath(pageContext.query.next) ?? '', reset: pageContext.query.reset === '1' }
}

export type LoginData = ReturnType<typeof data>
