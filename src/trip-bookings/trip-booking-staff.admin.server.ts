import { z } from 'zod'
import { recordChange, type Actor } from '../audit/audit.server'
import { transactionThen } from '../db/after-commit'
import { isLanguage } from '../i18n/languages'
import { FIELD } from '../lib/forms'
import { NotFoundError, RefusedError } from '../lib/errors'
import { queueMail } from '../mail/mail.server'
import { COUNT_FIELD_PREFIX } from './trip-bookings.schema'
import { TRIP_BOOKING_AUDIT, loadTripBooking, tripBookingView, tripMailEnv } from './trip-bookings.server'
import { customerTripMail } from './trip-booking-mails'
import { tripBookingDocuments } from './trip-documents.server'
import type { TripPaymentContext } from './trip-payments.server'
import { TripBookingModel } from './trip-bookings.model'
import { IdNumberSchema } from '../lib/params'

// What staff do on a trip booking's page besides what trip-booking-changes.server.ts does for
// customers and staff alike: the forms' schemas, the confirmation sent again, a forced change's reason.

const id = IdNumberSchema
const ticked = z.preprocess((v) => v === 'on' || v === true, z.boolean())
/** A forced change (beyond the seats left) says why. */
const reasonWhenForced = (v: { force: boolean; reason?: string }) => !v.force || Boolean(v.reason)

export const StaffCancelSchema = z.object({
  reason: FIELD.requiredText(200),
  refund: z.enum(['full', 'policy', 'none'], { error: 'required' }),
  confirm: z.literal('on', { error: 'required' }),
})

export const StaffMoveSchema = z
  .object({ departureId: id, force: ticked, reason: FIELD.optionalText(200) })
  .refine(reasonWhenForced, { error: 'required', path: ['reason'] })

export const StaffParticipantsSchema = z
  .object({ counts: z.record(z.string().regex(/^[a-z0-9_-]{1,20}$/), z.coerce.number().int().min(0).max(500)), force: ticked, reason: FIELD.optionalText(200) })
  .refine(reasonWhenForced, { error: 'required', path: ['reason'] })

/** The form's `count.<code>` fields as `counts`. */
export function countsOf(body: Record<string, unknown>): Record<string, unknown> {
  const counts: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) if (key.startsWith(COUNT_FIELD_PREFIX)) counts[key.slice(COUNT_FIELD_PREFIX.length)] = value === '' ? '0' : value
  return { ...body, counts }
}

/** The reference of a booking by its id (the staff pages address bookings by id). */
export async function referenceOf(bookingId: number): Promise<string> {
  const row = await TripBookingModel.query().findById(bookingId).select('reference')
  if (!row) throw new NotFoundError('Trip booking not found')
  return row.reference
}

/** Sends the confirmation again (with the voucher and calendar file), in the customer's language; history says who. */
export async function resendTripConfirmation(ctx: TripPaymentContext, bookingId: number, actor: Actor): Promise<void> {
  const row = await loadTripBooking({ id: bookingId })
  if (!row) throw new NotFoundError('Trip booking not found')
  if (row.status !== 'confirmed') throw new RefusedError(409, 'admin:tripBookings.resend.refused')
  const env = await tripMailEnv()
  const view = tripBookingView(row, isLanguage(row.language) ? row.language : 'es')
  const t = ctx.tFor(view.language)
  const mailCtx = { site: env.site, publicUrl: ctx.publicUrl, secrets: ctx.secrets }
  await transactionThen(TripBookingModel.knex(), async (trx) => {
    const auditId = await recordChange(trx, { subject: { type: TRIP_BOOKING_AUDIT, id: row.id }, actor, action: 'resent', note: row.customerEmail })
    await queueMail(customerTripMail(view, 'confirmed', t, mailCtx, { documents: () => tripBookingDocuments(view, t, mailCtx) }), trx, { auditId })
  })
}
