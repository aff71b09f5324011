import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { seoFormValues } from '../../../../../src/seo/seo.admin.server'

export async function data(pageContext: PageContextServer) {
  const pageKey = pageContext.routeParams.page ?? ''
  const values = await foundOr404(seoFormValues(pageKey))
  return { head: adminHead(pageContext, pageContext.t('admin:seoAdmin.edit')), pageKey: values.pageKey!, values }
}

export type EditSeoData = Awaited<ReturnType<typeof data>>
