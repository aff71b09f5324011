import { transactionThen } from '../db/after-commit'
import { IdempotencyKeySchema } from '../lib/idempotency'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import type { ChangeContext } from './booking-changes.server'
import { chosenPrice, staffLegs, staffWarnings, type EditResult } from './booking-edit.server'
import { parseStaffRequest, PhoneBookingFieldsSchema, staffRequestContext, type PhoneBookingFields } from './booking-edit.schema'
import { bookingEnv, loadBooking } from './booking-store.server'
import { earlierSameTrip, isDuplicateKey, quoteOf, storeBooking } from './bookings.server'
import { TransferBookingModel } from './transfers.model'

// A booking staff take on the phone (docs/decisions/041): the edit form empty, the same rules,
// stored the way the public form stores one (storeBooking) with source 'phone' and its author.

type PhoneResult = { ok: true; id: number; reference: string } | Extract<EditResult, { ok: false }>

const staffIssue = (path: string, message: string, params?: Record<string, string>) => ({ code: 'custom', path: [path], message, params, input: undefined }) as Extract<EditResult, { ok: false }>['staffIssues'][number]

/** The booking an earlier send of the same form made (its idempotency key), if any. */
async function madeBefore(key: string | undefined): Promise<PhoneResult | null> {
  const row = key ? await loadBooking({ idempotencyKey: key }) : undefined
  return row ? { ok: true, id: row.id, reference: row.reference } : null
}

/**
 * Staff decide: confirmed at once (places taken even beyond capacity, with a warning) or on request.
 * The same page sent again with its key (two sends on a slow line, a retry) answers the
 * booking the first send made: one booking, one e-mail to the customer.
 */
export async function createPhoneBooking(ctx: ChangeContext, body: Record<string, unknown>): Promise<PhoneResult> {
  const key = IdempotencyKeySchema.safeParse(body.idempotencyKey).data
  const sentBefore = await madeBefore(key)
  if (sentBefore) return sentBefore
  const env = await bookingEnv()
  const parsed = parseStaffRequest<PhoneBookingFields>(body, PhoneBookingFieldsSchema, staffRequestContext(env.loaded))
  if (!parsed.success) return { ok: false, requestIssues: parsed.requestIssues, staffIssues: parsed.staffIssues }
  const { input, fields } = parsed
  const onlinePayments = await onlinePaymentsAvailable(ctx.secrets)
  if (fields.paymentMethod === 'online' && !onlinePayments) return { ok: false, requestIssues: [], staffIssues: [staffIssue('paymentMethod', 'onlineUnavailable')] }
  const quote = quoteOf(input, env.loaded)
  const priceCents = chosenPrice(fields, quote)
  if (!quote || priceCents === null) return { ok: false, requestIssues: [], staffIssues: [staffIssue(fields.priceMode === 'override' ? 'price' : 'vehicle', 'noPrice')] }
  const legs = staffLegs(input, fields)
  // The same customer, day and route already booked (the form sent again after Back, a second
  // call about the same transfer): staff say it is a second booking, knowing which the first is.
  // (The booking found may be this very page's, sent twice at once and stored meanwhile: that one is the answer.)
  const sameTrip = body.confirmDuplicate === 'on' ? null : await earlierSameTrip(input, legs)
  if (sameTrip) return (await madeBefore(key)) ?? { ok: false, requestIssues: [], staffIssues: [staffIssue('confirmDuplicate', 'duplicate', { reference: sameTrip })] }
  const warnings = await staffWarnings(legs, env)
  const lng = fields.language
  const submit = { ...ctx, lng, t: ctx.tFor(lng), staffT: ctx.tFor('es'), sourcePage: '/admin/transfers/new', source: 'phone' as const, onlinePayments }
  const override = fields.priceMode === 'override'
  const stored = transactionThen(TransferBookingModel.knex(), (trx) =>
    storeBooking(trx, submit, {
      input: { ...input, idempotencyKey: key },
      legs,
      quote,
      method: fields.paymentMethod,
      env,
      warnings,
      priceCents,
      priceOverrideReason: override ? fields.priceOverrideReason! : null,
      staff: { status: fields.status, sendMail: fields.sendConfirmation, userId: ctx.actor.userId ?? null },
    }),
  )
  // Two sends at once: the second's insert meets the first's key.
  const view = await stored.catch(async (error: unknown) => {
    if (isDuplicateKey(error) && (await madeBefore(key))) return null
    throw error
  })
  if (!view) return (await madeBefore(key))!
  const row = await loadBooking({ reference: view.reference })
  return { ok: true, id: row!.id, reference: view.reference }
}
