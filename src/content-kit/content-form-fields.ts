import { z } from 'zod'
import { normaliseImagePath } from '../lib/image-url'

/**
 * Form fields shared by the content forms (trips, destinations, banners, posts …). Messages are codes of
 * forms.errors.<code> (common namespace), translated by fieldErrors().
 */

/** A decimal typed by staff: "4.5" or "4,5" (Spanish, German and Catalan use a comma). */
function decimalNumber({ min, max, digits }: { min: number; max: number; digits: number }) {
  return z
    .string()
    .trim()
    .regex(/^-?\d+(?:[.,]\d+)?$/, { error: 'number' })
    .transform((v) => Number(v.replace(',', '.')))
    .pipe(
      z
        .number()
        .min(min, { error: 'min' })
        .max(max, { error: 'max' })
        .refine((n) => Math.abs(Math.round(n * 10 ** digits) - n * 10 ** digits) < 1e-6, { error: 'number' }),
    )
}

export function decimalField(range: { min: number; max: number; digits: number }) {
  return z.string({ error: 'required' }).trim().min(1, { error: 'required' }).pipe(decimalNumber(range))
}

/** An optional field: empty (or absent) is null, anything else must parse. */
function orNull<T>(parse: z.ZodType<T, string>) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(parse.optional())
    .transform((v) => v ?? null)
}

/** An optional decimal (coordinates): empty is null. */
export function optionalDecimalField(range: { min: number; max: number; digits: number }) {
  return orNull(decimalNumber(range))
}

/** An amount of money typed in euros ("12", "12.5", "12,50"), as integer cents. */
export function centsField({ min, max }: { min: number; max: number }) {
  return decimalField({ min: min / 100, max: max / 100, digits: 2 }).transform((euros) => Math.round(euros * 100))
}

/** A whole number in a range; an empty optional field is null. */
function integerNumber({ min, max }: { min: number; max: number }) {
  return z
    .string()
    .trim()
    .regex(/^-?\d+$/, { error: 'number' })
    .transform(Number)
    .pipe(z.number().min(min, { error: 'min' }).max(max, { error: 'max' }))
}

export function integerField(range: { min: number; max: number }) {
  return z.string({ error: 'required' }).trim().min(1, { error: 'required' }).pipe(integerNumber(range))
}

/** An optional whole number: empty is null. */
export function optionalIntegerField(range: { min: number; max: number }) {
  return orNull(integerNumber(range))
}

/** A checkbox: "on" when ticked, absent (or empty) otherwise. */
export const checkboxField = () =>
  z
    .enum(['on', ''], { error: 'invalid' })
    .optional()
    .transform((v) => v === 'on')

/** URL identifier: lower-case letters, digits and single hyphens. */
export const slugField = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug' })

/** An image chosen from `valid` (see imageChoices): its library path, or empty for none. */
export const imageChoiceField = (valid: Set<string>) =>
  z
    .string()
    .trim()
    .max(500, { error: 'tooLong' })
    .optional()
    .transform((v) => normaliseImagePath(v ?? ''))
    .refine((v) => v === '' || valid.has(v), { error: 'invalid' })
