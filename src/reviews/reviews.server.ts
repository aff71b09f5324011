import { recordChange } from '../audit/audit.server'
import { transactionThen } from '../db/after-commit'
import { localeOf, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import type { AppSecrets } from '../lib/secrets'
import { TripBookingModel } from '../trip-bookings/trip-bookings.model'
import { TripModel } from '../trips/trips.model'
import { countryName, firstNameOf, flagOf, summarizeRatings, type RatingSummary } from './ratings'
import { verifyReviewToken } from './review-token'
import { TripReviewModel, type ReviewSource, type ReviewStatus } from './reviews.model'
import type { ReviewForm } from './reviews.schema'

// Verified reviews, the customer's side: the form a booking's signed link opens, and the reviews
// a trip page shows (docs/decisions/042, "Reviews").

/** What the review form shows: the trip, the date travelled, and the review already written. */
export interface ReviewableBooking {
  reference: string
  bookingId: number
  tripId: number
  tripName: string
  /** The departure's island date, YYYY-MM-DD. */
  travelledOn: string
  firstName: string
  existing: { rating: number; comment: string; status: ReviewStatus } | null
}

/**
 * The booking behind a review link: confirmed, travelled (its departure has started), and the
 * link's signature right. Anything else is null (the page answers 404).
 */
export async function findReviewableBooking(secrets: AppSecrets, reference: string, token: string, lng: Language, now = new Date()): Promise<ReviewableBooking | null> {
  if (!reference || !token || !verifyReviewToken(secrets, reference, token)) return null
  const row = (await TripBookingModel.query()
    .join('trip_departures as d', 'd.id', 'trip_bookings.departure_id')
    .where('trip_bookings.reference', reference)
    .select('trip_bookings.id', 'trip_bookings.trip_id', 'trip_bookings.status', 'trip_bookings.customer_name', 'd.local_date as travelledOn', 'd.starts_at as startsAt')
    .first()) as (TripBookingModel & { travelledOn: string; startsAt: Date }) | undefined
  if (!row || row.status !== 'confirmed' || new Date(row.startsAt).getTime() > now.getTime()) return null
  const [trip, review] = await Promise.all([TripModel.query().findById(row.tripId), TripReviewModel.query().findOne({ bookingId: row.id })])
  if (!trip) return null
  return {
    reference,
    bookingId: row.id,
    tripId: row.tripId,
    tripName: translate(trip, 'name', lng),
    travelledOn: row.travelledOn,
    firstName: firstNameOf(row.customerName),
    existing: review ? { rating: review.rating, comment: review.comment, status: review.status } : null,
  }
}

export type SubmitOutcome = 'received' | 'updated' | 'published'

/**
 * Stores the one review of a booking: a first one waits for moderation, a second submit edits it
 * while it waits; a review already published (or rejected) stays as it is ('published': the page
 * says so). The name is the customer's first name and the country the booking's, never typed in.
 */
export async function submitReview(target: ReviewableBooking, form: ReviewForm, lng: Language): Promise<SubmitOutcome> {
  const booking = await TripBookingModel.query().findById(target.bookingId)
  if (!booking) return 'published'
  return transactionThen(TripReviewModel.knex(), async (trx) => {
    const existing = await TripReviewModel.query(trx).findOne({ bookingId: target.bookingId }).forUpdate()
    if (existing && existing.status !== 'pending') return 'published'
    const actor = { type: 'customer' as const, name: firstNameOf(booking.customerName) }
    if (existing) {
      const before = existing.rating
      await existing.$query(trx).patch({ rating: form.rating, comment: form.comment, language: lng })
      await recordChange(trx, { subject: { type: 'trip-review', id: existing.id }, actor, action: 'edited', changes: { rating: [before, form.rating] } })
      return 'updated'
    }
    // A concurrent first submit of the same booking meets the unique booking_id: it edits instead.
    const inserted = await TripReviewModel.query(trx)
      .insert({
        tripId: booking.tripId,
        bookingId: booking.id,
        rating: form.rating,
        comment: form.comment,
        authorName: firstNameOf(booking.customerName).slice(0, 60),
        country: booking.customerCountry,
        language: lng,
        status: 'pending',
        source: 'verified',
        travelledOn: target.travelledOn,
        publishedAt: null,
        moderatedByUserId: null,
      })
      .onConflict('booking_id')
      .ignore()
    if (!inserted?.id) return 'updated'
    await recordChange(trx, { subject: { type: 'trip-review', id: inserted.id }, actor, action: 'created', changes: { rating: [null, form.rating] }, note: booking.reference })
    return 'received'
  })
}

/** One review as a trip page shows it. */
export interface ShownReview {
  id: number
  rating: number
  comment: string
  firstName: string
  country: string | null
  countryName: string
  flag: string
  /** YYYY-MM-DD, the day travelled (or, for an import, given). */
  travelledOn: string | null
  publishedAt: string | null
  source: ReviewSource
  /** Where an imported rating came from ("Google", "TripAdvisor"…); null for verified ones. */
  importedFrom: string | null
  language: string
}

export interface TripReviews {
  summary: RatingSummary
  /** The summary of the reviews collected here, imported ones left out: what the page's structured data may state. */
  ownSummary: RatingSummary
  verifiedCount: number
  importedCount: number
  reviews: ShownReview[]
  /** The reviews shown go up to this page (?reviews=N shows N pages' worth); null: all are shown. */
  nextPage: number | null
  page: number
}

export const REVIEWS_PER_PAGE = 6

/** An imported review keeps where it came from at the start of its stored text, "[Google] …" (the table has no column of its own for it). */
const IMPORT_PREFIX = /^\[([^\]]{1,80})\]\s*/

/** "[Google] Lovely day…" → Google and the text. */
export function splitImported(comment: string): { importedFrom: string | null; text: string } {
  const match = IMPORT_PREFIX.exec(comment)
  return match ? { importedFrom: match[1]!, text: comment.slice(match[0].length) } : { importedFrom: null, text: comment }
}

export function joinImported(importedFrom: string, text: string): string {
  return `[${importedFrom.replace(/[[\]]/g, '')}] ${text}`
}

function shownReview(r: TripReviewModel, lng: Language): ShownReview {
  const imported = r.source === 'import' ? splitImported(r.comment) : { importedFrom: null, text: r.comment }
  return {
    id: r.id,
    rating: r.rating,
    comment: imported.text,
    firstName: r.authorName,
    country: r.country,
    countryName: countryName(r.country, localeOf(lng)),
    flag: flagOf(r.country),
    travelledOn: r.travelledOn,
    publishedAt: r.publishedAt ? new Date(r.publishedAt).toISOString() : null,
    source: r.source,
    importedFrom: r.source === 'import' ? (imported.importedFrom ?? '') : null,
    language: r.language,
  }
}

/**
 * The published reviews of a trip, newest first: the summary of all of them and the first
 * `page` pages' worth ("show more" without JavaScript is ?reviews=page+1).
 */
export async function tripReviews(tripId: number, lng: Language, page = 1): Promise<TripReviews> {
  const pages = Math.max(1, Math.min(page, 1000))
  const published = () => TripReviewModel.query().where({ tripId, status: 'published' })
  const [ratings, rows] = await Promise.all([
    published().select('rating', 'source'),
    published()
      .orderBy([{ column: 'travelledOn', order: 'desc', nulls: 'last' }, { column: 'publishedAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(pages * REVIEWS_PER_PAGE + 1),
  ])
  const shown = rows.slice(0, pages * REVIEWS_PER_PAGE)
  return {
    summary: summarizeRatings(ratings.map((r) => Number(r.rating))),
    ownSummary: summarizeRatings(ratings.filter((r) => r.source !== 'import').map((r) => Number(r.rating))),
    verifiedCount: ratings.filter((r) => r.source === 'verified').length,
    importedCount: ratings.filter((r) => r.source === 'import').length,
    reviews: shown.map((r) => shownReview(r, lng)),
    nextPage: rows.length > shown.length ? pages + 1 : null,
    page: pages,
  }
}
