import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { listReviewsForAdmin, reviewTripChoices } from '../../../src/reviews/reviews.admin.server'
import { ReviewFilterSchema } from '../../../src/reviews/reviews.schema'

const DONE = ['published', 'rejected', 'saved', 'deleted', 'imported'] as const

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const filter = ReviewFilterSchema.parse(query)
  const [list, trips] = await Promise.all([listReviewsForAdmin(lng, filter, pageContext.user?.role), reviewTripChoices(lng)])
  const done = (DONE as readonly string[]).includes(query.done ?? '') ? (query.done as (typeof DONE)[number]) : null
  const filters = new URLSearchParams(Object.entries({ trip: filter.trip ? String(filter.trip) : '', status: filter.status ?? '', source: filter.source ?? '' }).filter(([, v]) => v))
  return { head: adminHead(pageContext, t('admin:reviews.title')), list, trips, filter, done, filters: filters.toString() }
}

export type ReviewsAdminData = Awaited<ReturnType<typeof data>>
