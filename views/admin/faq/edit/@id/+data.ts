import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await pageContext.services.faqAdmin.formValues(parsed.data.id).catch(() => null)
  if (!values) throw render(404)
  return { head: adminHead(pageContext, pageContext.t('admin:faqAdmin.edit')), id: parsed.data.id, values }
}

export type EditFaqData = Awaited<ReturnType<typeof data>>
