import { TimestampedModel } from '../db/base-model'

export type ReviewStatus = 'pending' | 'published' | 'rejected'
/** verified: written by a customer after their booked trip; import: an earlier rating, labelled as such. */
export type ReviewSource = 'verified' | 'import'

export class TripReviewModel extends TimestampedModel {
  static override tableName = 'trip_reviews'
  id!: number
  tripId!: number
  bookingId!: number | null
  rating!: number
  comment!: string
  authorName!: string
  country!: string | null
  language!: string
  status!: ReviewStatus
  source!: ReviewSource
  travelledOn!: string | null
  publishedAt!: Date | null
  moderatedByUserId!: number | null
}
