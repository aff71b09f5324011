import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.images.adminList(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:imagesAdmin.title')), page }
}

export type ImagesData = Awaited<ReturnType<typeof data>>
