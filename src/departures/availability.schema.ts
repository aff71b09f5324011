import { z } from 'zod'
import { centsField, checkboxField, integerField, optionalIntegerField } from '../content-kit/content-form-fields'
import { text as translatableText, translatableShape, type TranslatableFields } from '../content-kit/translatable-form'
import { FIELD } from '../lib/forms'
import { isLocalDate, isLocalTime } from '../lib/island-time'
import { IdNumberSchema } from '../lib/params'

// The forms of /admin/trips/{id}/availability, /admin/departures/{id}/edit and
// /admin/trip-resources (docs/decisions/042). Messages are codes of forms.errors.<code> (common
// namespace), translated by fieldErrors(). Forms sharing one page name their fields apart.

/** Languages a guide may speak on a departure. */
export const GUIDE_LANGUAGES = ['es', 'en', 'de', 'ca', 'fr', 'it'] as const
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number]
export const guideField = (code: string) => `guide_${code}`

const guideShape = Object.fromEntries(GUIDE_LANGUAGES.map((code) => [guideField(code), checkboxField()])) as Record<`guide_${GuideLanguage}`, ReturnType<typeof checkboxField>>
const chosenGuides = (flags: Partial<Record<`guide_${GuideLanguage}`, boolean>>) => GUIDE_LANGUAGES.filter((code) => flags[`guide_${code}`])

const dateField = () => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).refine(isLocalDate, { error: 'date' })
const timeField = () => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).refine(isLocalTime, { error: 'invalid' })
const optionalId = () => z
  .string()
  .trim()
  .regex(/^(?:[1-9]\d{0,8})?$/, { error: 'invalid' })
  .optional()
  .transform((v) => (v ? Number(v) : null))

export const BOOKING_MODES = ['instant', 'on_request'] as const
export const ONLINE_PAYMENTS = ['full', 'deposit', 'none'] as const

/** The trip's booking settings. */
export const BookingSettingsSchema = z
  .object({
    bookingMode: z.enum(BOOKING_MODES, { error: 'invalid' }),
    onlinePayment: z.enum(ONLINE_PAYMENTS, { error: 'invalid' }),
    depositPercent: integerField({ min: 1, max: 100 }),
    payOnDayAllowed: checkboxField(),
    cutoffHours: integerField({ min: 0, max: 720 }),
    freeCancellationHours: optionalIntegerField({ min: 0, max: 2160 }),
    defaultCapacity: integerField({ min: 1, max: 500 }),
    durationMinutes: integerField({ min: 15, max: 20_160 }),
    resourceId: optionalId(),
    ...guideShape,
  })
  .superRefine((v, ctx) => {
    if (!chosenGuides(v).length) ctx.addIssue({ code: 'custom', path: [guideField('es')], message: 'required' })
    // Nothing paid online and no paying on the day: a booking could never be paid.
    if (v.onlinePayment === 'none' && !v.payOnDayAllowed) ctx.addIssue({ code: 'custom', path: ['payOnDayAllowed'], message: 'invalid' })
  })
  .transform(({ bookingMode, onlinePayment, depositPercent, payOnDayAllowed, cutoffHours, freeCancellationHours, defaultCapacity, durationMinutes, resourceId, ...flags }) => ({
    bookingMode,
    onlinePayment,
    depositPercent,
    payOnDayAllowed,
    cutoffHours,
    freeCancellationHours,
    defaultCapacity,
    durationMinutes,
    resourceId,
    guideLanguages: chosenGuides(flags),
  }))
export type BookingSettings = z.output<typeof BookingSettingsSchema>

/** A price category's translatable label (one field per language: label_es, label_en…). */
export const CATEGORY_TEXTS = { label: translatableText({ max: 80, label: 'categoryLabel' }) } satisfies TranslatableFields

export const PriceCategorySchema = z
  .object({
    code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'tooLong' }).regex(/^[a-z][a-z0-9-]*$/, { error: 'slug' }),
    ...translatableShape(CATEGORY_TEXTS),
    unit: z.enum(['person', 'group'], { error: 'invalid' }),
    seats: integerField({ min: 0, max: 500 }),
    minAge: optionalIntegerField({ min: 0, max: 120 }),
    maxAge: optionalIntegerField({ min: 0, max: 120 }),
    price: centsField({ min: 0, max: 10_000_000 }),
    sortOrder: optionalIntegerField({ min: 0, max: 999 }),
  })
  .superRefine((v, ctx) => {
    if (v.minAge !== null && v.maxAge !== null && v.maxAge < v.minAge) ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'min' })
    // A private group takes its seats; a person a seat at most (an infant on a lap none).
    if (v.unit === 'group' && v.seats < 1) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'min' })
    if (v.unit === 'person' && v.seats > 1) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'max' })
  })
export type PriceCategoryForm = z.output<typeof PriceCategorySchema>

const weekdayShape = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, checkboxField()])) as Record<`day${1 | 2 | 3 | 4 | 5 | 6 | 7}`, ReturnType<typeof checkboxField>>

/** Start times typed as "09:00, 19:30" (or one per line). */
const timesField = () =>
  z
    .string({ error: 'required' })
    .transform((v) => [...new Set(v.split(/[\s,;]+/).filter(Boolean))].sort())
    .refine((times) => times.length > 0, { error: 'required' })
    .refine((times) => times.length <= 12 && times.every(isLocalTime), { error: 'invalid' })

export const ScheduleSchema = z
  .object({
    startsOn: dateField(),
    endsOn: dateField(),
    ...weekdayShape,
    times: timesField(),
    capacity: optionalIntegerField({ min: 1, max: 500 }),
    ...guideShape,
  })
  .superRefine((v, ctx) => {
    if (v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'date' })
    if (![1, 2, 3, 4, 5, 6, 7].some((d) => v[`day${d}` as 'day1'])) ctx.addIssue({ code: 'custom', path: ['day1'], message: 'required' })
  })
  .transform((v) => ({
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => v[`day${d}` as 'day1']),
    times: v.times,
    capacity: v.capacity,
    /** None ticked: the trip's guide languages. */
    guideLanguages: chosenGuides(v).length ? chosenGuides(v) : null,
  }))
export type ScheduleForm = z.output<typeof ScheduleSchema>

export const OneOffSchema = z.object({
  oneOffDate: dateField(),
  oneOffTime: timeField(),
  oneOffCapacity: optionalIntegerField({ min: 1, max: 500 }),
})
export type OneOffForm = z.output<typeof OneOffSchema>

export const ClosureSchema = z
  .object({
    closedFrom: dateField(),
    closedTo: dateField(),
    allTrips: checkboxField(),
    reason: FIELD.optionalText(300).transform((v) => v ?? ''),
  })
  .superRefine((v, ctx) => {
    if (v.closedTo < v.closedFrom) ctx.addIssue({ code: 'custom', path: ['closedTo'], message: 'date' })
  })
export type ClosureForm = z.output<typeof ClosureSchema>

/** /admin/departures/{id}/edit: capacity (never below the seats taken: checked against the row) and guide languages. */
export const DepartureEditSchema = z
  .object({ capacity: integerField({ min: 1, max: 500 }), ...guideShape })
  .transform(({ capacity, ...flags }) => ({ capacity, guideLanguages: chosenGuides(flags) }))
export type DepartureEdit = z.output<typeof DepartureEditSchema>

export const TripResourceSchema = z.object({
  name: FIELD.requiredText(120),
  capacity: integerField({ min: 1, max: 500 }),
  notes: FIELD.optionalText(2000, { multiline: true }).transform((v) => v ?? ''),
  active: checkboxField(),
})
export type TripResourceForm = z.output<typeof TripResourceSchema>

/** /admin/departures: the month or the week around a day, all trips or one. */
export const CalendarQuerySchema = z.object({
  view: z.enum(['month', 'week']).catch('month'),
  date: z.string().refine(isLocalDate).optional().catch(undefined),
  trip: IdNumberSchema.optional().catch(undefined),
})
export type CalendarQuery = z.output<typeof CalendarQuerySchema>
