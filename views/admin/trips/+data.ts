import type { PageContextServer } from 'vike/types'
import { z } from 'zod'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listTripsForAdmin, tripTypeFilterOptions } from '../../../src/trips/trips.admin.server'
import { TRIP_STATUSES } from '../../../src/trips/trips.schema'

const TypeFilterSchema = z.object({ type: z.coerce.number().int().positive().optional().catch(undefined), status: z.enum(TRIP_STATUSES).optional().catch(undefined) })

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const { type: typeId, status } = TypeFilterSchema.parse(query)
  const labels = { bestseller: t('admin:tripsAdmin.bestseller'), popular: t('admin:tripsAdmin.popular') }
  const [page, types] = await Promise.all([listTripsForAdmin(lng, ListQuerySchema.parse(query), { typeId, status }, labels), tripTypeFilterOptions(lng)])
  return { head: adminHead(pageContext, t('admin:tripsAdmin.title')), page, types, typeId: typeId ? String(typeId) : '', status: status ?? '' }
}

export type TripsAdminData = Awaited<ReturnType<typeof data>>
