import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../../src/back-office/admin-head'
import { IdParamsSchema } from '../../../../src/lib/params'
import { foundOr404 } from '../../../../src/lib/found-or-404'
import { imageDetail } from '../../../../src/images/images.admin.server'

export async function data(pageContext: PageContextServer) {
  const parsed = IdParamsSchema.safeParse(pageContext.routeParams)
  if (!parsed.success) throw render(404)
  const image = await foundOr404(imageDetail(parsed.data.id))
  return { head: adminHead(pageContext, `${pageContext.t('admin:imagesAdmin.image')}: ${image.name}`), image }
}

export type ImageData = Awaited<ReturnType<typeof data>>
