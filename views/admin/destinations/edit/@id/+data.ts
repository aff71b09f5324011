import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const { services } = pageContext
  const values = await services.destinationsAdmin.formValues(parsed.data.id).catch(() => null)
  if (!values) throw render(404)
  const choices = await services.destinationsAdmin.formChoices(parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:destinationsAdmin.edit')), id: parsed.data.id, values, choices }
}

export type EditDestinationData = Awaited<ReturnType<typeof data>>
