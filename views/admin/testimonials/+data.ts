import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const page = await services.testimonialsAdmin.list(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:testimonialsAdmin.title')), page }
}

export type TestimonialsAdminData = Awaited<ReturnType<typeof data>>
