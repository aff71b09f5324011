import type { PageContextServer } from 'vike/types'
import { z } from 'zod'
import { adminHead } from '../../../src/back-office/admin-head'
import { ListQuerySchema } from '../../../src/content-kit/list-query'
import { ZONES } from '../../../src/destinations/destinations.schema'
import { listDestinationsForAdmin } from '../../../src/destinations/destinations.admin.server'

const ZoneFilterSchema = z.object({ zone: z.enum(ZONES).optional().catch(undefined) })

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const zone = ZoneFilterSchema.parse(query).zone
  const page = await listDestinationsForAdmin(lng, ListQuerySchema.parse(query), { zone })
  return { head: adminHead(pageContext, t('admin:destinationsAdmin.title')), page, zone: zone ?? '' }
}

export type DestinationsAdminData = Awaited<ReturnType<typeof data>>
