import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages'
import { FIELD } from '../lib/forms'
import type { PricingSettings } from './pricing-settings'
import type { Parsed, SchemaContext } from './quote.schema'
import { parseTransferRequest, type TransferRequestInput } from './transfers.schema'

// What staff send when they edit a booking or take one by phone: the public request form's
// fields (checked by the same rules, see staffRequestContext) plus their own. Staff messages
// are codes under admin:bookingEdit.errors.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const ticked = z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean())

/** "85", "85.5", "85,50" euros → cents. */
const euros = z
  .string()
  .trim()
  .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: 'price' })
  .transform((v) => Math.round(Number(v.replace(',', '.')) * 100))

export const PRICE_MODES = ['quote', 'override'] as const

const staffFields = {
  language: z.enum(LANGUAGES, { error: 'invalid' }),
  pickupPoint: FIELD.optionalText(200),
  returnPickupPoint: FIELD.optionalText(200),
  priceMode: z.preprocess(blankToUndefined, z.enum(PRICE_MODES, { error: 'invalid' }).default('quote')),
  price: z.preprocess(blankToUndefined, euros.optional()),
  priceOverrideReason: FIELD.optionalText(300),
}

type StaffFields = z.output<z.ZodObject<typeof staffFields>>

/** A manual price needs an amount and its reason (kept on the booking and in its history). */
function checkOverride(v: StaffFields, zctx: z.RefinementCtx): void {
  if (v.priceMode !== 'override') return
  if (v.price === undefined) zctx.addIssue({ code: 'custom', path: ['price'], message: 'price' })
  if (!v.priceOverrideReason) zctx.addIssue({ code: 'custom', path: ['priceOverrideReason'], message: 'priceOverrideReason' })
}

export const BookingEditFieldsSchema = z
  .object({
    ...staffFields,
    /** The booking's version when the form was shown: an older one is a lost update, refused. */
    version: z.coerce.number().int().min(1),
    notify: ticked,
  })
  .superRefine(checkOverride)
export type BookingEditFields = z.output<typeof BookingEditFieldsSchema>

export const PhoneBookingFieldsSchema = z
  .object({
    ...staffFields,
    status: z.enum(['confirmed', 'on_request'], { error: 'invalid' }),
    paymentMethod: z.preprocess(blankToUndefined, z.enum(['driver', 'online'], { error: 'invalid' }).default('driver')),
    sendConfirmation: ticked,
  })
  .superRefine(checkOverride)
export type PhoneBookingFields = z.output<typeof PhoneBookingFieldsSchema>

/**
 * The public rules as staff apply them: any lead time (a warning instead, see the edit), up to two
 * years ahead; a pick-up in the past only when the booking already had one that early (an edit
 * of a leg on the day).
 */
export function staffRequestContext(ctx: { table: SchemaContext['table']; pricing: PricingSettings }, earliestPickup?: Date, now = new Date()): SchemaContext {
  const before = earliestPickup && earliestPickup.getTime() < now.getTime() ? new Date(earliestPickup.getTime() - 60_000) : now
  return { table: ctx.table, pricing: { ...ctx.pricing, minNoticeHours: 0, maxAdvanceDays: Math.max(ctx.pricing.maxAdvanceDays, 730) }, now: before }
}

export type StaffParsed<F> = { success: true; input: TransferRequestInput; fields: F } | { success: false; requestIssues: z.core.$ZodIssue[]; staffIssues: z.core.$ZodIssue[] }

/** The request's fields by the public rules (terms and the duplicate question are staff's to skip) and staff's own. */
export function parseStaffRequest<F>(body: Record<string, unknown>, schema: z.ZodType<F>, ctx: SchemaContext): StaffParsed<F> {
  const request: Parsed<TransferRequestInput> = parseTransferRequest({ ...body, terms: 'on', confirmDuplicate: 'on', idempotencyKey: undefined, payment: undefined }, ctx)
  const staff = schema.safeParse(body)
  if (request.success && staff.success) return { success: true, input: request.data, fields: staff.data }
  return { success: false, requestIssues: request.success ? [] : request.issues, staffIssues: staff.success ? [] : staff.error.issues }
}
