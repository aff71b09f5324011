import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import { contentChanged } from '../content-kit/content-changed'
import { transactionThen } from '../db/after-commit'
import { localeOf, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { CUSTOMER_DATA_ROLES, mayUse } from '../lib/roles'
import { TripModel } from '../trips/trips.model'
import { countryName, flagOf } from './ratings'
import { recomputeTripRating } from './ratings.server'
import { TripReviewModel, type ReviewSource, type ReviewStatus } from './reviews.model'
import type { Moderation, ReviewFilter, ReviewImport } from './reviews.schema'
import { joinImported, splitImported } from './reviews.server'

// Moderation of the reviews (/admin/reviews, admins and editors): pending first; publish, reject,
// edit the text with a note, delete; import an earlier rating, labelled as such. Every decision
// recomputes the trip's rating in its own transaction and writes the history (the audit log).

const PER_PAGE = 20

export interface ReviewAdminRow {
  id: number
  tripId: number
  tripName: string
  rating: number
  /** The text as shown (an import's origin apart). */
  comment: string
  authorName: string
  country: string
  flag: string
  language: string
  status: ReviewStatus
  source: ReviewSource
  importedFrom: string | null
  travelledOn: string | null
  /** The booking it came from: only for roles that see customers' data (null for editors). */
  bookingReference: string | null
  createdAt: string
}

/**
 * The filtered reviews, pending ones first, then the newest. The booking a review came from is
 * a customer's personal data: only a role that sees it (admins here) gets its reference; editors
 * get what would be published (first name, country) and the text (ADR 038).
 */
export async function listReviewsForAdmin(lng: Language, filter: ReviewFilter, role: string | undefined) {
  const query = TripReviewModel.query().select('trip_reviews.*')
  if (mayUse(role, CUSTOMER_DATA_ROLES)) query.leftJoin('trip_bookings as b', 'b.id', 'trip_reviews.booking_id').select('b.reference as bookingReference')
  if (filter.trip) query.where('trip_reviews.trip_id', filter.trip)
  if (filter.status) query.where('trip_reviews.status', filter.status)
  if (filter.source) query.where('trip_reviews.source', filter.source)
  const counted = await query.clone().clearSelect().clearOrder().count('* as count').first()
  const total = Number((counted as unknown as { count: number | string } | undefined)?.count ?? 0)
  const rows = (await query
    .orderByRaw("case when trip_reviews.status = 'pending' then 0 else 1 end")
    .orderBy([{ column: 'trip_reviews.created_at', order: 'desc' }, { column: 'trip_reviews.id', order: 'desc' }])
    .offset((filter.page - 1) * PER_PAGE)
    .limit(PER_PAGE)) as Array<TripReviewModel & { bookingReference?: string | null }>
  const trips = new Map((await TripModel.query().findByIds([...new Set(rows.map((r) => r.tripId))])).map((t) => [t.id, translate(t, 'name', lng)]))
  const items: ReviewAdminRow[] = rows.map((r) => {
    const imported = r.source === 'import' ? splitImported(r.comment) : { importedFrom: null, text: r.comment }
    return {
      id: r.id,
      tripId: r.tripId,
      tripName: trips.get(r.tripId) ?? `#${r.tripId}`,
      rating: r.rating,
      comment: imported.text,
      authorName: r.authorName,
      country: countryName(r.country, localeOf(lng)),
      flag: flagOf(r.country),
      language: r.language,
      status: r.status,
      source: r.source,
      importedFrom: r.source === 'import' ? (imported.importedFrom ?? '') : null,
      travelledOn: r.travelledOn,
      bookingReference: r.bookingReference ?? null,
      createdAt: new Date(r.createdAt).toISOString(),
    }
  })
  const pending = Number(((await TripReviewModel.query().where('status', 'pending').count('* as count').first()) as unknown as { count: number | string } | undefined)?.count ?? 0)
  return { items, total, page: filter.page, pages: Math.max(1, Math.ceil(total / PER_PAGE)), pending }
}

/** Every trip, for the filter and the import form, in the staff member's language. */
export async function reviewTripChoices(lng: Language): Promise<Array<{ value: string; label: string }>> {
  const trips = await TripModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return trips.map((t) => ({ value: String(t.id), label: translate(t, 'name', lng) }))
}

const subject = (id: number) => ({ type: 'trip-review', id })

/** Runs a review change and recomputes the trip's rating in the same transaction; the pages' caches are cleared after. */
async function changeReviews<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await transactionThen(TripReviewModel.knex(), fn)
  contentChanged()
  return result
}

/**
 * A moderator's decision: publish, reject, save the edited text, or delete. The text is saved
 * with every decision but delete (an import keeps its origin); the note goes to the history.
 */
export async function moderateReview(id: number, decision: Moderation, actor: Actor): Promise<'published' | 'rejected' | 'saved' | 'deleted'> {
  return changeReviews(async (trx) => {
    const review = await TripReviewModel.query(trx).findById(id).forUpdate()
    if (!review) throw new NotFoundError('Review not found')
    if (decision.action === 'delete') {
      await review.$query(trx).delete()
      await recordChange(trx, { subject: subject(id), actor, action: 'deleted', changes: { status: [review.status, null], rating: [review.rating, null] }, note: decision.note ?? null })
      await recomputeTripRating(trx, review.tripId)
      return 'deleted'
    }
    const comment = review.source === 'import' ? joinImported(splitImported(review.comment).importedFrom ?? '', decision.comment) : decision.comment
    const status: ReviewStatus = decision.action === 'publish' ? 'published' : decision.action === 'reject' ? 'rejected' : review.status
    const patch = {
      comment,
      status,
      moderatedByUserId: actor.userId ?? null,
      publishedAt: status === 'published' ? (review.publishedAt ?? new Date()) : null,
    }
    // Before the patch, which updates the instance too.
    const changes: Record<string, [unknown, unknown]> = {}
    if (review.status !== status) changes.status = [review.status, status]
    if (review.comment !== comment) changes.comment = [review.comment, comment]
    await review.$query(trx).patch(patch)
    await recordChange(trx, { subject: subject(id), actor, action: decision.action === 'save' ? 'edited' : 'status', changes, note: decision.note ?? null })
    await recomputeTripRating(trx, review.tripId)
    return decision.action === 'save' ? 'saved' : status === 'published' ? 'published' : 'rejected'
  })
}

/** An earlier rating typed in from where it was given: published at once, labelled "imported from …" wherever it is shown. */
export async function importReview(form: ReviewImport, actor: Actor): Promise<number> {
  const trip = await TripModel.query().findById(form.tripId)
  if (!trip) throw new NotFoundError('Trip not found')
  return changeReviews(async (trx) => {
    const row = await TripReviewModel.query(trx).insert({
      tripId: form.tripId,
      bookingId: null,
      rating: form.rating,
      comment: joinImported(form.importedFrom, form.text),
      authorName: form.authorName.trim().split(/\s+/)[0]!.slice(0, 60),
      country: form.country,
      language: form.language,
      status: 'published',
      source: 'import',
      travelledOn: form.travelledOn ?? null,
      publishedAt: new Date(),
      moderatedByUserId: actor.userId ?? null,
    })
    await recordChange(trx, { subject: subject(row.id), actor, action: 'imported', changes: { rating: [null, form.rating] }, note: form.importedFrom })
    await recomputeTripRating(trx, form.tripId)
    return row.id
  })
}
