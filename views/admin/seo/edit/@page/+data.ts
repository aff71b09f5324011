import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { foundOr404 } from '../../../../../src/lib/found-or-404'

export async function data(pageContext: PageContextServer) {
  const pageKey = pageContext.routeParams.page ?? ''
  const values = await foundOr404(pageContext.services.seo.formValues(pageKey))
  return { head: adminHead(pageContext, pageContext.t('admin:seoAdmin.edit')), pageKey: values.pageKey!, values }
}

export type EditSeoData = Awaited<ReturnType<typeof data>>
