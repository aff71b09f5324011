import { Router, type Request } from 'express'
import type { TFunction } from 'i18next'
import type { AppContext, ServiceContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import { z } from 'zod'
import { FIELD, formValues, HONEYPOT_FIELD, renderForm, STARTED_FIELD, text } from '../lib/forms'
import { passed, publicForm, type Checked } from '../lib/public-form'
import { createLimiter } from '../lib/rate-limit'
import { ConflictError } from '../lib/errors'
import type { MetricsSink } from '../lib/metrics'
import { PaymentsUnavailableError } from '../payments/payment-errors'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import { bookingPath, confirmationPath, verifyBookingToken } from './booking-token'
import type { BookingView } from './booking-view'
import { startTransferCheckout } from './transfer-payments.server'
import { calendarFile, voucherFilename, voucherPdf } from './voucher.server'
import { transferReceiptPdf } from './receipt.server'
import { hasReceipt } from './summary'
import { receiptFilename } from '../payments/receipt'
import { ICS_CONTENT_TYPE } from '../documents/ics'
import { sendDownload } from '../lib/download'
import { getSiteSettings } from '../settings/settings.server'
import { localParts } from '../lib/island-time'
import { ownBookings, rememberOwnBooking } from '../lib/own-bookings'
import { findBooking, lookupBooking, parseTransferRequestBody, submitTransferRequest, type SubmitContext, type SubmitResult } from './bookings.server'
import { cancelByCustomer, switchToDriverPayment } from './booking-changes.server'
import { transferFieldErrors } from './field-errors'
import type { TransferRequestInput } from './transfers.schema'
import { quoteFromInput, vehicleNames } from './transfers.server'

/** The pages whose request form posts to their own address (a failed attempt re-renders that page). */
export const REQUEST_FORM_PAGES = ['/airport-transfers/request', '/menorca-taxis']

const LookupSchema = z.object({
  reference: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).toUpperCase().regex(/^MT-\d{4}-\d{6,}$/, { error: 'reference' }),
  email: FIELD.email(),
})
// The box ticked: a cancellation far enough ahead is final at once, so one stray tap must not do it.
const CancelSchema = z.object({ ref: text().max(20), token: text().max(64), note: FIELD.optionalText(1000, { multiline: true }), confirm: z.literal('on', { error: 'confirmCancel' }) })
const SignedLinkSchema = z.object({ ref: text().max(20), token: text().max(64) })

/** airport-transfers in any language (e-mails in their reader's). */
export function transferT(req: Request): (lng: Language) => TFunction {
  return (lng) => req.i18n.getFixedT(lng, 'airport-transfers')
}

export async function submitContext(req: Request, { publicUrl, secrets, jobs }: BookingServices): Promise<Omit<SubmitContext, 'sourcePage'>> {
  const ownReferences = ownBookings(req, 'transferBookings')
  return { lng: req.lng, t: req.i18n.getFixedT(req.lng, 'airport-transfers'), staffT: req.i18n.getFixedT('es', 'airport-transfers'), tFor: transferT(req), publicUrl, secrets, jobs, onlinePayments: await onlinePaymentsAvailable(secrets), ownReferences }
}

/**
 * Where a stored booking sends the visitor: to Stripe's page when it waits for its online
 * payment, else to its confirmation. If the payment cannot start now, to the booking page, which
 * says so and offers to try again (or to pay the driver, when the operator allows it).
 */
export async function nextAddressOf(req: Request, ctx: BookingServices & Pick<AppContext, 'env'>, booking: Pick<BookingView, 'reference' | 'status'>): Promise<string> {
  if (booking.status !== 'pending_payment') return confirmationPath(ctx.secrets, booking.reference)
  try {
    return await startTransferCheckout({ ...ctx, tFor: transferT(req) }, booking.reference, req.lng)
  } catch (error) {
    if (!(error instanceof PaymentsUnavailableError)) throw error
    req.log?.warn({ err: error, reference: booking.reference }, 'online payment could not start; the booking waits for it on its page')
    return `${bookingPath(ctx.secrets, booking.reference)}&checkout=unavailable`
  }
}

/** What the booking routes take from the application context. */
export type BookingServices = ServiceContext & Pick<AppContext, 'jobs' | 'env'>

/** A request's fields checked (the form's and the API's first step), with messages in the visitor's language. */
export async function checkTransferRequest(req: Request, body: Record<string, unknown>): Promise<Checked<{ body: Record<string, unknown>; input: TransferRequestInput }>> {
  const parsed = await parseTransferRequestBody(body)
  if (parsed.success) return passed({ body, input: parsed.data })
  return { ok: false, errors: transferFieldErrors(parsed.issues, req.t, await vehicleNames(req.lng)), message: req.t('forms.fixErrors') }
}

/** Stores a checked request; a price that vanished in between is still a field message. Counted by outcome (ADR 057). */
export async function saveTransferRequest(req: Request, body: unknown, ctx: SubmitContext, metrics: Pick<MetricsSink, 'booking'>): Promise<Checked<Extract<SubmitResult, { ok: true }>>> {
  const result = await submitTransferRequest(body, ctx)
  metrics.booking('transfer', result.ok ? 'created' : 'invalid')
  if (result.ok) {
    rememberOwnBooking(req, 'transferBookings', result.booking.reference)
    return passed(result)
  }
  return { ok: false, errors: transferFieldErrors(result.issues, req.t, await vehicleNames(req.lng)), message: req.t('forms.fixErrors') }
}

/**
 * What a honeypot hit is told instead of a reference: one of the right shape (this year, the
 * number zero, which no request ever has) with a valid signature; nothing is stored.
 */
export function decoyReference(now = new Date()): string {
  return `MT-${localParts(now).year}-000000`
}

/**
 * The transfer forms without JavaScript: the request (with its "see price" button), the
 * booking look-up and the cancel button; plus /airport-transfers/group, which moved.
 */
export function transfersRouter(ctx: AppContext): Router {
  const { knex, formSecret } = ctx
  const router = Router()
  const handleRequest = publicForm(
    { knex, formSecret },
    {
      name: 'transfer-request',
      kind: 'page',
      limit: { points: 20, durationSeconds: 10 * 60 },
      validate: (req, body) => checkTransferRequest(req, body),
      save: async (req, { body }) => saveTransferRequest(req, body, { ...(await submitContext(req, ctx)), sourcePage: req.path }, ctx.metrics),
      success: async (req, res, saved) => res.redirect(303, await nextAddressOf(req, ctx, saved.booking)),
      decoy: (_req, res) => res.redirect(303, confirmationPath(ctx.secrets, decoyReference())),
    },
  )
  // Looking bookings up is what an enumeration attempt would do: a tight limit.
  const lookupLimiter = createLimiter(knex, { prefix: 'transfer-lookup', points: 10, durationSeconds: 10 * 60 })

  router.get('/airport-transfers/group', (req, res) => {
    const query = new URLSearchParams(req.query as Record<string, string>).toString()
    res.redirect(301, `/airport-transfers/groups${query ? `?${query}` : ''}`)
  })

  router.post(REQUEST_FORM_PAGES, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (body.intent === 'quote') {
      // "See price" without JavaScript: the page computes the quote from the values it shows again.
      const answer = await quoteFromInput(body)
      const errors = answer.ok ? {} : transferFieldErrors(answer.issues, req.t, await vehicleNames(req.lng))
      const form = { values: formValues(body, [HONEYPOT_FIELD, STARTED_FIELD]), errors }
      return answer.ok ? ctx.renderPage(req, res, next, { form }) : renderForm(next, form)
    }
    return handleRequest(req, res, next, undefined)
  })

  // The confirmed booking's documents, for the holder of its signed link (the voucher's QR code, the booking page).
  router.get(['/airport-transfers/booking/voucher.pdf', '/airport-transfers/booking/calendar.ics'], async (req, res, next) => {
    const link = SignedLinkSchema.safeParse(req.query)
    const booking = link.success ? await findBooking(ctx, link.data.ref, link.data.token, req.lng) : null
    if (!booking || booking.status !== 'confirmed') return next()
    const t = req.i18n.getFixedT(req.lng, 'airport-transfers')
    const docs = { site: await getSiteSettings(), publicUrl: ctx.publicUrl }
    if (req.path.endsWith('.pdf')) return sendDownload(res, { filename: voucherFilename(t, booking.reference), contentType: 'application/pdf', content: await voucherPdf(booking, t, req.lng, docs) }, 'inline')
    sendDownload(res, { filename: `${booking.reference}.ics`, contentType: ICS_CONTENT_TYPE, content: Buffer.from(calendarFile(booking, t, docs)) }, 'attachment')
  })

  // The payment receipt, for the holder of the signed link, once money has changed hands (a cancelled and refunded booking too).
  router.get('/airport-transfers/booking/receipt.pdf', async (req, res, next) => {
    const link = SignedLinkSchema.safeParse(req.query)
    const booking = link.success ? await findBooking(ctx, link.data.ref, link.data.token, req.lng) : null
    if (!booking || !hasReceipt(booking)) return next()
    const t = req.i18n.getFixedT(req.lng, 'airport-transfers')
    const content = await transferReceiptPdf(booking, t, req.lng, { site: await getSiteSettings(), publicUrl: ctx.publicUrl })
    sendDownload(res, { filename: receiptFilename(t, booking.reference), contentType: 'application/pdf', content }, 'inline')
  })

  router.post('/airport-transfers/booking', async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body)
    if (body.action === 'pay' || body.action === 'pay-driver') {
      const link = SignedLinkSchema.safeParse(req.query)
      if (!link.success || !verifyBookingToken(ctx.secrets, link.data.ref, link.data.token)) return renderForm(next, { values, errors: {} })
      const back = bookingPath(ctx.secrets, link.data.ref)
      if (body.action === 'pay-driver') {
        const outcome = await switchToDriverPayment({ ...(await submitContext(req, ctx)), env: ctx.env, actor: { type: 'customer', name: '' } }, link.data.ref, link.data.token)
        return res.redirect(303, `${back}&payment=${outcome === 'confirmed' ? 'driver' : 'closed'}`)
      }
      try {
        return res.redirect(303, await nextAddressOf(req, ctx, { reference: link.data.ref, status: 'pending_payment' }))
      } catch (error) {
        // Paid meanwhile, expired or cancelled: the page says where it stands.
        if (error instanceof ConflictError) return res.redirect(303, `${back}&payment=closed`)
        throw error
      }
    }
    if (body.action === 'cancel') {
      const parsed = CancelSchema.safeParse({ ref: req.query.ref, token: req.query.token, note: body.note, confirm: body.confirm })
      if (!parsed.success) return renderForm(next, { values, errors: transferFieldErrors(parsed.error.issues, req.t, String) })
      const outcome = await cancelByCustomer({ ...(await submitContext(req, ctx)), env: ctx.env, actor: { type: 'customer', name: '' } }, parsed.data.ref, parsed.data.token, parsed.data.note)
      // An unknown or forged link: the page itself answers 404.
      if (!outcome) return renderForm(next, { values, errors: {} })
      return res.redirect(303, `${bookingPath(ctx.secrets, parsed.data.ref)}&cancel=${outcome}`)
    }
    if (!(await lookupLimiter.consume(req.ip ?? 'unknown'))) {
      return renderForm(next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    }
    const parsed = LookupSchema.safeParse(body)
    if (!parsed.success) return renderForm(next, { values, errors: transferFieldErrors(parsed.error.issues, req.t, String) })
    const reference = await lookupBooking(parsed.data.reference, parsed.data.email)
    if (!reference) return renderForm(next, { values, errors: {}, message: req.t('airport-transfers:booking.notFound') }, 404)
    res.redirect(303, bookingPath(ctx.secrets, reference))
  })

  return router
}
