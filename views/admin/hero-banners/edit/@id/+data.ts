import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../../src/lib/params'
import { foundOr404 } from '../../../../../src/lib/found-or-404'
import { heroBannerFormValues, heroBannerImages } from '../../../../../src/hero-banners/hero-banners.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const values = await foundOr404(heroBannerFormValues(parsed.data.id))
  const images = await heroBannerImages(parsed.data.id)
  return { head: adminHead(pageContext, pageContext.t('admin:bannersAdmin.edit')), id: parsed.data.id, values, images }
}

export type EditHeroBannerData = Awaited<ReturnType<typeof data>>
