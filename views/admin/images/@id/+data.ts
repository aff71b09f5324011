import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const image = await foundOr404(pageContext.services.images.detail(parsed.data.id))
  return { head: adminHead(pageContext, `${pageContext.t('admin:imagesAdmin.image')}: ${image.name}`), image }
}

export type ImageData = Awaited<ReturnType<typeof data>>
