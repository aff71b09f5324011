import { z } from 'zod'
import { checkboxField, integerField } from '../content-kit/content-form-fields'
import { FIELD } from '../lib/forms'
import { phoneField } from '../lib/phone'
import { DRIVER_LANGUAGES, languageField, type DriverLanguage } from './fleet-paths'

// The forms of /admin/drivers and /admin/vehicles (docs/decisions/039). Messages are codes of
// forms.errors.<code> (common namespace), translated by fieldErrors().

const languageShape = Object.fromEntries(DRIVER_LANGUAGES.map((code) => [languageField(code), checkboxField()])) as Record<`lang_${DriverLanguage}`, ReturnType<typeof checkboxField>>

const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: 'tooLong' })
  .optional()
  .transform((v) => v || null)
  .pipe(z.email({ error: 'email' }).nullable())

/** A staff account with the driver role (its id), or empty for none. */
const optionalUserId = z
  .string()
  .trim()
  .regex(/^(?:[1-9]\d{0,9})?$/, { error: 'invalid' })
  .optional()
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || v <= 2_147_483_647, { error: 'invalid' })

const notes = FIELD.optionalText(2000, { multiline: true }).transform((v) => v ?? '')

export const DriverFormSchema = z
  .object({
    name: FIELD.requiredText(120),
    phone: phoneField(),
    email: optionalEmail,
    active: checkboxField(),
    userId: optionalUserId,
    notes,
    ...languageShape,
  })
  .transform(({ name, phone, email, active, userId, notes, ...flags }) => ({
    name,
    phone,
    email,
    active,
    userId,
    notes,
    languages: DRIVER_LANGUAGES.filter((code) => flags[`lang_${code}`]),
  }))
export type DriverForm = z.output<typeof DriverFormSchema>

/** Plates as printed: upper case, spaces and dashes kept single ("1234 ABC", "PM-1234-AB"). */
const plateField = FIELD.requiredText(20)
  .transform((v) => v.toUpperCase().replace(/\s+/g, ' '))
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]*$/, { error: 'invalid' }))

export const VehicleFormSchema = z.object({
  plate: plateField,
  name: FIELD.requiredText(120),
  vehicleClass: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'invalid' }),
  seats: integerField({ min: 1, max: 60 }),
  luggage: integerField({ min: 0, max: 60 }),
  active: checkboxField(),
  notes,
})
export type VehicleForm = z.output<typeof VehicleFormSchema>

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' }).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'date' })

export const DayOffSchema = z.object({ day, note: FIELD.optionalText(200).transform((v) => v ?? '') })
export const DayOffRemovalSchema = z.object({ day })
