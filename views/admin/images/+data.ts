import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listImagesForAdmin } from '../../../src/images/images.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listImagesForAdmin(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:imagesAdmin.title')), page }
}

export type ImagesData = Awaited<ReturnType<typeof data>>
