import type { TFunction } from 'i18next'
import { recordChange, SYSTEM_ACTOR } from '../audit/audit.server'
import { formatDate } from '../i18n/format'
import { isLanguage, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import type { JobQueue } from '../jobs/job-queue'
import { renderMail } from '../mail/mail-layout'
import { queueMail, type QueuedMail } from '../mail/mail.server'
import type { AppSecrets } from '../lib/secrets'
import { getSiteSettings } from '../settings/settings.server'
import type { SiteSettings } from '../settings/settings.schema'
import { TripBookingModel } from '../trip-bookings/trip-bookings.model'
import { TripModel } from '../trips/trips.model'
import { firstNameOf } from './ratings'
import { reviewPath } from './review-token'
import { languageNamedHref } from '../i18n/links'

// After a trip, its customers are asked for a review (docs/decisions/042, "Reviews"): a sweep of
// the one job queue (ADR 033) finds the confirmed bookings whose departure ended at least
// REQUEST_AFTER_HOURS ago and were never asked, and asks each once, in the booking's language.

export const REVIEW_REQUEST_JOB = 'reviews.request-sweep'
/** Every quarter of an hour: a customer is asked between 2 h and 2 h 15 after the end. */
const SWEEP_CRON = '*/15 * * * *'
export const REQUEST_AFTER_HOURS = 2
/** At most this many e-mails per sweep (the next sweep takes the rest). */
const BATCH = 200

export interface ReviewJobContext {
  jobs: JobQueue
  secrets: AppSecrets
  publicUrl: string
  /** The trips namespace in a language. */
  tFor(lng: Language): TFunction
}

interface DueBooking {
  id: number
  reference: string
  tripId: number
  customerName: string
  customerEmail: string
  language: string
  localDate: string
}

/** The bookings to ask now: confirmed, never asked, their departure ended REQUEST_AFTER_HOURS ago or more. */
async function dueBookings(now: Date): Promise<DueBooking[]> {
  const endedBefore = new Date(now.getTime() - REQUEST_AFTER_HOURS * 3_600_000)
  return (await TripBookingModel.query()
    .join('trip_departures as d', 'd.id', 'trip_bookings.departure_id')
    .join('trips as t', 't.id', 'trip_bookings.trip_id')
    .where('trip_bookings.status', 'confirmed')
    .whereNull('trip_bookings.review_requested_at')
    .whereRaw("d.starts_at + t.duration_minutes * interval '1 minute' <= ?", [endedBefore])
    .select('trip_bookings.id', 'trip_bookings.reference', 'trip_bookings.trip_id', 'trip_bookings.customer_name', 'trip_bookings.customer_email', 'trip_bookings.language', 'd.local_date')
    .orderBy('trip_bookings.id')
    .limit(BATCH)) as unknown as DueBooking[]
}

export function reviewRequestMail(b: DueBooking, tripName: string, t: TFunction, lng: Language, ctx: { site: SiteSettings; url: string }): QueuedMail {
  const vars = { name: firstNameOf(b.customerName), trip: tripName, date: formatDate(b.localDate, lng), reference: b.reference }
  const content = renderMail(
    {
      subject: t('reviews.mail.subject', vars),
      heading: t('reviews.mail.heading', vars),
      paragraphs: [t('reviews.mail.text', vars), t('reviews.mail.moderation')],
      details: [
        [t('reviews.mail.trip'), tripName],
        [t('reviews.mail.date'), vars.date],
        [t('reviews.mail.reference'), b.reference],
      ],
      button: { label: t('reviews.mail.button'), url: ctx.url },
      footer: `${ctx.site.businessName} · ${ctx.site.email}`,
    },
    lng,
  )
  return { kind: 'trip-review-request', to: b.customerEmail, language: lng, ...content }
}

/**
 * Asks every due booking once and answers how many were asked. Each booking is claimed by a
 * conditional update (review_requested_at still null) in the transaction that queues its e-mail:
 * two instances sweeping at once ask each customer once.
 */
export async function sendDueReviewRequests(ctx: ReviewJobContext, now = new Date()): Promise<number> {
  const due = await dueBookings(now)
  if (!due.length) return 0
  // Read before any transaction opens (the embedded database has one session: ADR 018).
  const site = await getSiteSettings()
  const trips = new Map((await TripModel.query().findByIds([...new Set(due.map((b) => b.tripId))])).map((trip) => [trip.id, trip]))
  let asked = 0
  for (const booking of due) {
    const trip = trips.get(booking.tripId)
    if (!trip) continue
    const lng: Language = isLanguage(booking.language) ? booking.language : 'es'
    const mail = reviewRequestMail(booking, translate(trip, 'name', lng), ctx.tFor(lng), lng, { site, url: `${ctx.publicUrl}${languageNamedHref(reviewPath(ctx.secrets, booking.reference), lng)}` })
    const claimed = await TripBookingModel.transaction(async (trx) => {
      const updated = await TripBookingModel.query(trx).where({ id: booking.id, status: 'confirmed' }).whereNull('reviewRequestedAt').patch({ reviewRequestedAt: now })
      if (!updated) return false
      await queueMail(mail, trx)
      await recordChange(trx, { subject: { type: 'trip-booking', id: booking.id }, actor: SYSTEM_ACTOR, action: 'review-requested', changes: { reviewRequestedAt: [null, now.toISOString()] } })
      return true
    })
    if (claimed) asked++
  }
  return asked
}

/** Registers the sweep with the app's queue, every quarter of an hour (at build time). */
export function defineReviewJobs(ctx: ReviewJobContext): void {
  ctx.jobs.define({ name: REVIEW_REQUEST_JOB, retryLimit: 2, handler: async () => void (await sendDueReviewRequests(ctx)) })
  ctx.jobs.every(REVIEW_REQUEST_JOB, SWEEP_CRON)
}
