import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listTripTypesForAdmin } from '../../../src/trip-types/trip-types.admin.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const page = await listTripTypesForAdmin(lng, ListQuerySchema.parse(query))
  return { head: adminHead(pageContext, t('admin:tripTypes.title')), page }
}

export type TripTypesData = Awaited<ReturnType<typeof data>>
