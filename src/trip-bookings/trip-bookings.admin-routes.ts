import { Router, type Request } from 'express'
import { z } from 'zod'
import type { Actor } from '../audit/audit.server'
import type { AppContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import { staffReaderOf } from '../documents/document-reader'
import { sendDownload } from '../lib/download'
import { RefusedError, ValidationError } from '../lib/errors'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { localParts } from '../lib/island-time'
import { IdParamsSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { closeDeparture, DepartureClosureSchema, reopenDeparture, type ClosureContext } from './departure-closure.admin.server'
import { DayManifestQuerySchema, dayManifestPdf, departureManifestPdf, tomorrowOnIsland } from './manifest.admin.server'
import { tripBookingsCsv } from './trip-booking-export.admin.server'
import { createPhoneTripBooking } from './phone-booking.admin.server'
import { cancelTripBooking, changeTripParticipants, moveTripBooking } from './trip-booking-changes.server'
import { countsOf, referenceOf, resendTripConfirmation, StaffCancelSchema, StaffMoveSchema, StaffParticipantsSchema } from './trip-booking-staff.admin.server'
import { SeatsUnavailableError, TripBookingInvalidError } from './trip-bookings.server'
import type { TripPaymentContext } from './trip-payments.server'
import { formatPrice } from '../i18n/format'
import { refundFlashParams } from '../payments/refund-outcome'
import { RefundTooLargeError, StaffRefundSchema } from '../payments/staff-refund'
import { recordTripMoneyByHand, refundTripBookingByStaff } from './trip-refunds.server'
import { MoneyByHandSchema, MoneyByHandTooLargeError, moneyByHandTooLarge } from '../payments/money-by-hand'
import type { TFunction } from 'i18next'

/** Who is acting, for the history: the logged-in staff member. */
export function staffActorOf(req: Request): Actor {
  return { type: 'staff', userId: req.user?.id ?? null, name: req.user?.name || req.user?.email || 'staff' }
}

type Services = Pick<AppContext, 'knex' | 'secrets' | 'publicUrl' | 'env' | 'jobs'>

/** The trips namespace in a customer's language (their e-mails). */
const tripsT = (req: Request) => (lng: Language): TFunction => req.i18n.getFixedT(lng, 'trips')

function closureContext(req: Request, ctx: Services): ClosureContext {
  return { ...ctx, tFor: tripsT(req), actor: staffActorOf(req) }
}

function paymentContext(req: Request, ctx: Services): TripPaymentContext {
  return { secrets: ctx.secrets, env: ctx.env, publicUrl: ctx.publicUrl, jobs: ctx.jobs, tFor: tripsT(req), logger: req.log }
}

/** A form's zod issues as messages in the staff member's words (the form's own codes first, then the shared ones). */
function issuesSaid(req: Request, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, ownKeys = ['admin:tripBookings.new.errors']): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_')
    const code = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid'
    out[field] ??= req.t([...ownKeys.map((key) => `${key}.${code}`), `forms.errors.${code}`])
  }
  return out
}

/** The refund form's codes: the transfer page's refund form says the same. */
const REFUND_KEYS = ['admin:bookingEdit.refund', 'admin:bookingEdit.errors']

const BookingIntentSchema = z.object({ intent: z.enum(['cancel', 'move', 'participants', 'refund', 'money', 'resend']) })

const DepartureIntentSchema = z.object({ intent: z.enum(['close', 'reopen']) })

/** Staff pages' writes and files for trip bookings and departures' manifests (pages are Vike's). */
export function adminRoutes(ctx: Services): Router {
  const router = Router()

  // The list as a spreadsheet, with the list's filters and search.
  router.get('/admin/trip-bookings/export.csv', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const csv = await tripBookingsCsv(req.lng, req.query as Record<string, unknown>)
    res
      .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="trip-bookings-${localParts(new Date()).date}.csv"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
      .send(csv)
  })

  // A day's manifests in one PDF (tomorrow's unless ?date= says), before /:id (not a departure).
  router.get('/admin/departures/manifests.pdf', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const parsed = DayManifestQuerySchema.safeParse(req.query)
    const reader = staffReaderOf(req)
    if (!parsed.success) throw new ValidationError({ date: reader.t('admin:manifest.invalidDate') }, reader.t('admin:manifest.invalidDate'))
    sendDownload(res, await dayManifestPdf(ctx, parsed.data.date ?? tomorrowOnIsland(), reader), 'inline')
  })

  router.get('/admin/departures/:id/manifest.pdf', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    sendDownload(res, await departureManifestPdf(ctx, id, staffReaderOf(req)), 'inline')
  })

  // The departure page posts to its own address: intent=close (weather, with a reason) or reopen.
  router.post('/admin/departures/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = DepartureIntentSchema.safeParse(body)
    if (!intent.success) throw new ValidationError({ intent: req.t('forms.errors.invalid') })
    const values = formValues(body, ['_csrf'])
    try {
      if (intent.data.intent === 'close') {
        const parsed = DepartureClosureSchema.safeParse(body)
        if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
        const outcome = await closeDeparture(closureContext(req, ctx), id, parsed.data)
        return res.redirect(303, `/admin/departures/${id}?saved=closed&notified=${outcome.notified}&expired=${outcome.expired}`)
      }
      const outcome = await reopenDeparture(closureContext(req, ctx), id)
      return res.redirect(303, `/admin/departures/${id}?saved=reopened&withdrawn=${outcome.withdrawn}&told=${outcome.told}`)
    } catch (error) {
      if (error instanceof RefusedError) return renderForm(next, { values, errors: {}, message: req.t(error.key, error.params) }, error.status)
      throw error
    }
  })

  // A booking taken by phone (its page re-renders with the messages).
  router.post('/admin/trip-bookings/new', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const result = await createPhoneTripBooking({ ...ctx, tFor: tripsT(req), actor: staffActorOf(req), t: req.t }, body)
    if (!result.ok) return renderForm(next, { values: formValues(body, ['_csrf']), errors: result.errors, message: result.message }, result.status)
    res.redirect(303, `/admin/trip-bookings/${result.id}?saved=created`)
  })

  // The booking's page posts to its own address: intent=cancel, move, participants or resend.
  router.post('/admin/trip-bookings/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = BookingIntentSchema.safeParse(body)
    if (!intent.success) throw new ValidationError({ intent: req.t('forms.errors.invalid') })
    const values = formValues(body, ['_csrf'])
    const reference = await referenceOf(id)
    const payments = paymentContext(req, ctx)
    const actor = staffActorOf(req)
    try {
      switch (intent.data.intent) {
        case 'cancel': {
          const parsed = StaffCancelSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values, errors: issuesSaid(req, parsed.error.issues) })
          const result = await cancelTripBooking(payments, reference, { actor, refund: parsed.data.refund, reason: parsed.data.reason })
          const refund = { askedCents: result.refundCents, refundedCents: result.refundedCents, failure: result.refundFailure }
          const params = new URLSearchParams({ saved: 'cancelled', ...refundFlashParams(refund, result.booking.currency, req.lng) })
          return res.redirect(303, `/admin/trip-bookings/${id}?${params}`)
        }
        case 'move': {
          const parsed = StaffMoveSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values, errors: issuesSaid(req, parsed.error.issues) })
          await moveTripBooking(payments, reference, parsed.data.departureId, { actor, force: parsed.data.force, note: parsed.data.force ? parsed.data.reason : undefined })
          return res.redirect(303, `/admin/trip-bookings/${id}?saved=moved`)
        }
        case 'participants': {
          const parsed = StaffParticipantsSchema.safeParse(countsOf(body))
          if (!parsed.success) return renderForm(next, { values, errors: issuesSaid(req, parsed.error.issues) })
          const change = await changeTripParticipants(payments, reference, parsed.data.counts, { actor, force: parsed.data.force, note: parsed.data.force ? parsed.data.reason : undefined })
          const params = new URLSearchParams({ saved: 'participants', difference: formatPrice(change.differenceCents, change.booking.currency, req.lng) })
          if (change.balanceCents !== 0) params.set(change.balanceCents > 0 ? 'due' : 'over', formatPrice(Math.abs(change.balanceCents), change.booking.currency, req.lng))
          return res.redirect(303, `/admin/trip-bookings/${id}?${params}`)
        }
        case 'refund': {
          const parsed = StaffRefundSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values, errors: issuesSaid(req, parsed.error.issues, REFUND_KEYS) })
          const outcome = await refundTripBookingByStaff(payments, id, { amountCents: parsed.data.amount, reason: parsed.data.reason, actor })
          const flash = refundFlashParams(outcome, outcome.currency, req.lng)
          const params = new URLSearchParams(outcome.refundedCents > 0 ? { saved: 'refunded', ...flash } : flash)
          return res.redirect(303, `/admin/trip-bookings/${id}?${params}`)
        }
        case 'money': {
          const parsed = MoneyByHandSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values, errors: issuesSaid(req, parsed.error.issues, REFUND_KEYS) })
          await recordTripMoneyByHand(id, parsed.data, actor)
          return res.redirect(303, `/admin/trip-bookings/${id}?saved=money-${parsed.data.direction}`)
        }
        case 'resend': {
          await resendTripConfirmation(payments, id, actor)
          return res.redirect(303, `/admin/trip-bookings/${id}?saved=resent`)
        }
      }
    } catch (error) {
      if (error instanceof RefusedError) {
        // A move's refusals are written to the customer ("your group"); staff read their own words.
        const message = req.t([error.key.replace(/^trips:changeDate\.refused\./, 'admin:tripBookings.moveRefused.'), error.key], error.params)
        return renderForm(next, { values, errors: error.field ? { [error.field]: message } : {}, message }, error.status)
      }
      if (error instanceof MoneyByHandTooLargeError) {
        const amount = moneyByHandTooLarge(req.t, error, 'EUR', req.lng)
        return renderForm(next, { values, errors: { amount }, message: amount }, 409)
      }
      if (error instanceof RefundTooLargeError) {
        const amount = req.t('admin:bookingEdit.refund.tooMuch', { amount: formatPrice(error.refundableCents, error.currency, req.lng) })
        return renderForm(next, { values, errors: { amount }, message: amount }, 409)
      }
      if (error instanceof TripBookingInvalidError) {
        const errors = Object.fromEntries(Object.entries(error.problems).map(([field, p]) => [field, req.t([`admin:tripBookings.new.errors.${p.code}`, `forms.errors.${p.code}`], p.params)]))
        return renderForm(next, { values, errors, message: Object.values(errors)[0] })
      }
      if (error instanceof SeatsUnavailableError) {
        const message = req.t(error.reason === 'closed' ? 'admin:tripBookings.new.errors.closed' : 'admin:tripBookings.new.errors.soldOut', { count: error.seatsLeft })
        return renderForm(next, { values, errors: {}, message }, 409)
      }
      throw error
    }
  })

  return router
}
