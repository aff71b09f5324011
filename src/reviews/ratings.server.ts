import type { Knex } from 'knex'
import { TripModel } from '../trips/trips.model'
import { TripReviewModel } from './reviews.model'
import { summarizeRatings, type RatingSummary } from './ratings'

/**
 * The one writer of trips.rating and trips.review_count (a cache of the published reviews):
 * called in the transaction of every publish, reject, edit, import and delete. No reviews: 0 and
 * 0, which every page reads as "no rating".
 */
export async function recomputeTripRating(trx: Knex.Transaction, tripId: number): Promise<RatingSummary> {
  const rows = await TripReviewModel.query(trx).where({ tripId, status: 'published' }).select('rating')
  const summary = summarizeRatings(rows.map((r) => Number(r.rating)))
  // Through the table, not the model: a cache refresh is no edit of the trip, so its updated_at
  // (the version an open edit form was opened on, ADR 067) stays as the editors left it.
  await trx(TripModel.tableName).where({ id: tripId }).update({ rating: summary.average ?? 0, reviewCount: summary.count })
  return summary
}

/**
 * The business's figure (the about and testimonials pages, docs/decisions/052): every published
 * review of every published trip, the very reviews the trip pages count and average.
 */
export async function siteRatingSummary(): Promise<RatingSummary> {
  const rows = await TripReviewModel.query()
    .where('trip_reviews.status', 'published')
    .whereIn('trip_reviews.tripId', TripModel.query().where('status', 'published').select('id'))
    .select('trip_reviews.rating')
  return summarizeRatings(rows.map((r) => Number(r.rating)))
}
