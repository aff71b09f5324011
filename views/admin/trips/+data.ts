import type { PageContextServer } from 'vike/types'
import { z } from 'zod'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { listTripsForAdmin, tripTypeFilterOptions } from '../../../src/trips/trips.admin.server'

const TypeFilterSchema = z.object({ type: z.coerce.number().int().positive().optional().catch(undefined) })

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const typeId = TypeFilterSchema.parse(query).type
  const labels = { bestseller: t('admin:tripsAdmin.bestseller'), popular: t('admin:tripsAdmin.popular') }
  const [page, types] = await Promise.all([listTripsForAdmin(lng, ListQuerySchema.parse(query), { typeId }, labels), tripTypeFilterOptions(lng)])
  return { head: adminHead(pageContext, t('admin:tripsAdmin.title')), page, types, typeId: typeId ? String(typeId) : '' }
}

export type TripsAdminData = Awaited<ReturnType<typeof data>>
