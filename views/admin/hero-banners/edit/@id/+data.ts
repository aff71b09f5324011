import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await pageContext.services.bannersAdmin.formValues(parsed.data.id).catch(() => null)
  if (!values) throw render(404)
  const images = await pageContext.services.bannersAdmin.images(parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:bannersAdmin.edit')), id: parsed.data.id, values, images }
}

export type EditHeroBannerData = Awaited<ReturnType<typeof data>>
