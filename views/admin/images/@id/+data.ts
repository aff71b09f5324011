import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/admin/admin-head'
import { IdParamSchema } from '../../../../src/admin/admin-routes'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const image = await pageContext.services.images.detail(parsed.data.id).catch(() => null)
  if (!image) throw render(404)
  return { head: adminHead(pageContext, `${pageContext.t('admin:imagesAdmin.image')}: ${image.name}`), image }
}

export type ImageData = Awaited<ReturnType<typeof data>>
