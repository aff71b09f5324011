import { Router, type Request } from 'express'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { AppContext } from '../config/app-context'
import { ICS_CONTENT_TYPE } from '../documents/ics'
import type { Language } from '../i18n/languages'
import { sendDownload } from '../lib/download'
import { AppError, ConflictError } from '../lib/errors'
import { formValues, FormRejected, HONEYPOT_FIELD, messageKey, STARTED_FIELD, text, type FormState } from '../lib/forms'
import { localParts } from '../lib/island-time'
import { IdempotencyKeySchema } from '../lib/idempotency'
import { parseId } from '../lib/params'
import { passed, publicForm, type Checked } from '../lib/public-form'
import { PaymentsUnavailableError } from '../payments/payment-errors'
import { TripModel } from '../trips/trips.model'
import { tripConfirmationPath, tripBookingPath, verifyTripBookingToken } from './trip-booking-token'
import { tripCalendarFile, tripVoucherFilename, tripVoucherPdf } from './trip-documents.server'
import { tripReceiptPdf } from './trip-receipt.server'
import { hasTripReceipt } from './trip-booking-summary'
import { receiptFilename } from '../payments/receipt'
import { startTripCheckout, type TripPaymentContext } from './trip-payments.server'
import { createTripBooking, findTripBooking, SeatsUnavailableError, tripBookingView, TripBookingInvalidError, type CreatedTripBooking, type TripBookingContext, type TripBookingView } from './trip-bookings.server'
import { BOOK_ERROR_CODES, parseTripBooking, type TripBookingInput } from './trip-bookings.schema'
import { CONFIRM_DUPLICATE_FIELD, DuplicateTripBookingError } from './trip-booking-duplicates.server'
import { getSiteSettings } from '../settings/settings.server'
import { ownBookings, rememberOwnBooking } from '../lib/own-bookings'

// The public booking of a trip: the trip page's form (POST /trips/{id}/book, re-rendering the
// page with per-field messages), the same through JSON (POST /api/trips/bookings), the retry of a
// payment, and a confirmed booking's documents for the holder of its signed link.

const SignedLinkSchema = z.object({ ref: text().max(20), token: text().max(64) })

/** The trips namespace in any language (e-mails in their reader's). */
const tripsT = (req: Request) => (lng: Language) => req.i18n.getFixedT(lng, 'trips')

type Problem = { code: string; params?: Record<string, string | number> }

/** A message code in the visitor's language: the form's own (trips:book.errors) or the common one. */
function messageOf(t: TFunction, { code, params }: Problem): string {
  return BOOK_ERROR_CODES.has(code) ? t(`trips:book.errors.${code}`, params) : t(messageKey(code), params)
}

/** Zod's issues as one message per form field (the participants' counts all under `counts`). */
function issueErrors(t: TFunction, issues: z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_')
    if (out[field]) continue
    const code = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid'
    out[field] = messageOf(t, { code })
  }
  return out
}

/** "You already have booking TR-…" (this browser made it), else that one exists for this e-mail, without its reference. */
function duplicateMessage(t: TFunction, error: DuplicateTripBookingError): string {
  if (error.own) return t('trips:book.duplicate.own', { reference: error.earlier.reference })
  return t(error.earlier.status === 'pending_payment' ? 'trips:book.duplicate.pending' : 'trips:book.duplicate.other')
}

/** "Only 3 seats left" / "Sold out" (and the closed departure), said plainly. */
export function seatsMessage(t: TFunction, error: SeatsUnavailableError): string {
  if (error.reason === 'closed') return t('trips:book.errors.closed')
  return error.seatsLeft > 0 ? t('trips:book.errors.onlyLeft', { count: error.seatsLeft }) : t('trips:book.errors.soldOut')
}

function checkBooking(req: Request, body: Record<string, unknown>): Checked<TripBookingInput> {
  const parsed = parseTripBooking(body)
  if (parsed.success) return passed(parsed.data)
  return { ok: false, errors: issueErrors(req.t, parsed.error.issues), message: req.t('forms.fixErrors') }
}

function bookingContext(req: Request, ctx: AppContext): TripBookingContext & TripPaymentContext {
  return { secrets: ctx.secrets, publicUrl: ctx.publicUrl, jobs: ctx.jobs, env: ctx.env, lng: req.lng, tFor: tripsT(req), logger: ctx.logger }
}

/**
 * Stores a checked booking; the rules' refusals come back as field messages, "sold out meanwhile"
 * as a 409 naming the seats left.
 */
async function saveBooking(req: Request, ctx: AppContext, input: TripBookingInput, { page, idempotencyKey, tripId }: { page: boolean; idempotencyKey?: string; tripId?: number }): Promise<Checked<CreatedTripBooking>> {
  try {
    const created = await createTripBooking(bookingContext(req, ctx), input, { source: 'web', idempotencyKey, tripId, ownReferences: ownBookings(req, 'tripBookings') })
    rememberOwnBooking(req, 'tripBookings', created.booking.reference)
    ctx.metrics.booking('trip', created.resumed ? 'duplicate' : 'created')
    return passed(created)
  } catch (error) {
    if (error instanceof DuplicateTripBookingError) {
      // Nothing stored, no seat taken: the form comes back with the question "a second booking?".
      ctx.metrics.booking('trip', 'duplicate')
      const said = duplicateMessage(req.t, error)
      const form: FormState = { values: formValues(req.body, [HONEYPOT_FIELD, STARTED_FIELD]), errors: { [CONFIRM_DUPLICATE_FIELD]: said }, message: said }
      throw page ? new FormRejected(form, 409) : new AppError(409, 'conflict', error.message, { [CONFIRM_DUPLICATE_FIELD]: said }, { said })
    }
    if (error instanceof TripBookingInvalidError) {
      ctx.metrics.booking('trip', 'invalid')
      const errors = Object.fromEntries(Object.entries(error.problems).map(([field, problem]) => [field, messageOf(req.t, problem)]))
      return { ok: false, errors, message: req.t('forms.fixErrors') }
    }
    if (error instanceof SeatsUnavailableError) {
      ctx.metrics.booking('trip', 'unavailable')
      const said = seatsMessage(req.t, error)
      const form: FormState = { values: formValues(req.body, [HONEYPOT_FIELD, STARTED_FIELD]), errors: { departureId: said }, message: said }
      throw page ? new FormRejected(form, 409) : new AppError(409, 'conflict', error.message, { departureId: said }, { said })
    }
    throw error
  }
}

/**
 * Where a stored booking sends the visitor: to Stripe's page while it holds seats for its online
 * payment, or when, confirmed, it still owes its online part (a booking staff took by phone with
 * a payment link); else to its confirmation. A payment that cannot start now: the confirmation,
 * which says so and offers to try again.
 */
async function nextAddressOf(req: Request, ctx: AppContext, booking: Pick<TripBookingView, 'reference' | 'status'>): Promise<string> {
  const confirmation = tripConfirmationPath(ctx.secrets, booking.reference)
  if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') return confirmation
  try {
    return await startTripCheckout(bookingContext(req, ctx), booking.reference, req.lng)
  } catch (error) {
    if (error instanceof ConflictError) return confirmation
    if (!(error instanceof PaymentsUnavailableError)) throw error
    req.log?.warn({ err: error, reference: booking.reference }, 'online payment could not start; the booking waits for it on its confirmation page')
    return `${confirmation}&checkout=unavailable`
  }
}

/** The JSON answer of a booking. */
function bookingBody(booking: TripBookingView, ctx: AppContext) {
  return {
    reference: booking.reference,
    status: booking.status,
    tripId: booking.tripId,
    departureId: booking.departureId,
    date: booking.date,
    time: booking.time,
    seats: booking.seats,
    participants: booking.participants.map(({ code, label, count, unitPriceCents, totalCents }) => ({ code, label, count, unitPriceCents, totalCents })),
    totalCents: booking.totalCents,
    onlineDueCents: booking.onlineDueCents,
    currency: booking.currency,
    paymentMethod: booking.paymentMethod,
    holdExpiresAt: booking.holdExpiresAt,
    confirmationUrl: `${ctx.publicUrl}${tripConfirmationPath(ctx.secrets, booking.reference)}`,
    bookingUrl: `${ctx.publicUrl}${tripBookingPath(ctx.secrets, booking.reference)}`,
  }
}

/** What a honeypot hit is told: a reference of the right shape that no booking has. */
const decoyReference = () => `TR-${localParts(new Date()).year}-000000`

export function tripBookingsRouter(ctx: AppContext): Router {
  const { knex, formSecret } = ctx
  const router = Router()

  const handlePage = publicForm<TripBookingInput, CreatedTripBooking, { tripId: number }>(
    { knex, formSecret },
    {
      name: 'trip-booking',
      kind: 'page',
      limit: { points: 20, durationSeconds: 10 * 60 },
      validate: (req, body) => checkBooking(req, body),
      save: (req, input, { tripId }) => saveBooking(req, ctx, input, { page: true, tripId }),
      success: async (req, res, { booking }) => res.redirect(303, await nextAddressOf(req, ctx, booking)),
      decoy: (_req, res) => res.redirect(303, tripConfirmationPath(ctx.secrets, decoyReference())),
    },
  )

  const handleApi = publicForm<TripBookingInput & { headerKey?: string }, CreatedTripBooking, undefined>(
    { knex },
    {
      name: 'trip-booking-api',
      kind: 'api',
      limit: { points: 20, durationSeconds: 10 * 60 },
      validate: (req, body) => {
        const checked = checkBooking(req, body)
        const header = req.get('Idempotency-Key')
        const sent = header === undefined ? undefined : IdempotencyKeySchema.safeParse(header)
        const key = sent === undefined ? undefined : sent.success ? sent.data : null
        if (key === null) return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), idempotencyKey: req.t('forms.errors.invalid') }, message: req.t('forms.fixErrors') }
        return checked.ok ? passed({ ...checked.data, headerKey: key }) : checked
      },
      save: (req, input) => saveBooking(req, ctx, input, { page: false, idempotencyKey: input.headerKey ?? input.idempotencyKey }),
      success: async (req, res, { booking, replayed, resumed }) => {
        if (replayed) res.set('Idempotent-Replayed', 'true')
        const address = booking.status === 'pending_payment' ? await nextAddressOf(req, ctx, booking) : null
        const paymentUrl = address && !/^https?:\/\//.test(address) ? `${ctx.publicUrl}${address}` : address
        // Resumed: this visitor's unpaid booking of the same departure, nothing new stored (200, `resumed`).
        res.status(replayed || resumed ? 200 : 201).json({ ...bookingBody(booking, ctx), ...(paymentUrl ? { paymentUrl } : {}), ...(resumed ? { resumed: true } : {}) })
      },
      decoy: (_req, res) => res.status(201).json({ reference: decoyReference(), status: 'confirmed' }),
    },
  )

  router.post('/trips/:id/book', async (req, res, next) => {
    const id = parseId(req.params.id)
    const trip = id === null ? undefined : await TripModel.query().findById(id).select('id')
    // An unknown trip: the page answers with its 404.
    if (!trip) return ctx.renderPage(req, res, next, { status: 404 })
    const body = (req.body ?? {}) as Record<string, unknown>
    // "Update the total" without JavaScript: the page shows the form again, priced for its counts; nothing is booked.
    if (body.intent === 'total') return ctx.renderPage(req, res, next, { form: { values: formValues(body, [HONEYPOT_FIELD, STARTED_FIELD]), errors: {} } })
    return handlePage(req, res, next, { tripId: trip.id })
  })

  // The form's address answers a GET (a reload after a refusal) with the trip page's form.
  router.get('/trips/:id/book', (req, res, next) => {
    const id = parseId(req.params.id)
    if (id === null) return next()
    const date = typeof req.query.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(req.query.date) ? `?date=${req.query.date}` : ''
    res.redirect(303, `/trips/${id}${date}#book`)
  })

  router.post('/api/trips/bookings', (req, res, next) => handleApi(req, res, next, undefined))

  // Paying again (a checkout cancelled, or one that could not start): from the confirmation page.
  router.post('/trips/booking/pay', async (req, res, next) => {
    const link = SignedLinkSchema.safeParse(req.query)
    if (!link.success || !verifyTripBookingToken(ctx.secrets, link.data.ref, link.data.token)) return ctx.renderPage(req, res, next, { status: 404 })
    const row = await findTripBooking(link.data.ref)
    if (!row) return ctx.renderPage(req, res, next, { status: 404 })
    res.redirect(303, await nextAddressOf(req, ctx, row))
  })

  // A confirmed booking's voucher and calendar file, for the holder of its signed link (the voucher's QR code, the e-mail).
  router.get(['/trips/booking/voucher.pdf', '/trips/booking/calendar.ics'], async (req, res, next) => {
    const link = SignedLinkSchema.safeParse(req.query)
    const row = link.success && verifyTripBookingToken(ctx.secrets, link.data.ref, link.data.token) ? await findTripBooking(link.data.ref) : undefined
    if (!row || row.status !== 'confirmed') return next()
    const view = tripBookingView(row, req.lng)
    const t = req.i18n.getFixedT(req.lng, 'trips')
    const docs = { site: await getSiteSettings(), publicUrl: ctx.publicUrl, secrets: ctx.secrets }
    if (req.path.endsWith('.pdf')) return sendDownload(res, { filename: tripVoucherFilename(t, view.reference), contentType: 'application/pdf', content: await tripVoucherPdf({ ...view, language: req.lng }, t, docs) }, 'inline')
    sendDownload(res, { filename: `${view.reference}.ics`, contentType: ICS_CONTENT_TYPE, content: Buffer.from(tripCalendarFile(view, t, docs)) }, 'attachment')
  })

  // The payment receipt, for the holder of the signed link, once money has changed hands (a cancelled and refunded booking too).
  router.get('/trips/booking/receipt.pdf', async (req, res, next) => {
    const link = SignedLinkSchema.safeParse(req.query)
    const row = link.success && verifyTripBookingToken(ctx.secrets, link.data.ref, link.data.token) ? await findTripBooking(link.data.ref) : undefined
    const view = row ? tripBookingView(row, req.lng) : undefined
    if (!view || !hasTripReceipt(view)) return next()
    const t = req.i18n.getFixedT(req.lng, 'trips')
    const content = await tripReceiptPdf(view, t, req.lng, { site: await getSiteSettings(), publicUrl: ctx.publicUrl, secrets: ctx.secrets })
    sendDownload(res, { filename: receiptFilename(t, view.reference), contentType: 'application/pdf', content }, 'inline')
  })

  return router
}
