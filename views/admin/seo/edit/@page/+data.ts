import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'

export async function data(pageContext: PageContextServer) {
  const pageKey = pageContext.routeParams.page ?? ''
  const values = await pageContext.services.seo.formValues(pageKey).catch(() => null)
  if (!values) throw render(404)
  return { head: adminHead(pageContext, pageContext.t('admin:seoAdmin.edit')), pageKey: values.pageKey!, values }
}

export type EditSeoData = Awaited<ReturnType<typeof data>>
