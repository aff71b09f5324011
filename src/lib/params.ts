import { z } from 'zod'

/** PostgreSQL `integer` ids: a larger number would make the query itself fail. */
const MAX_ID = 2_147_483_647

/**
 * A database id as it appears in a URL: digits only, no sign, no leading zero, no suffix, so
 * every record has exactly one address ("/trips/01" or "/trips/1abc" are not trip 1).
 */
export const IdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'Not a valid id' })
  .transform(Number)
  .pipe(z.number().max(MAX_ID, { error: 'Not a valid id' }))

/** A database id given as a number (a JSON body's list, a filter's choice): one PostgreSQL's `integer` holds. */
export const IdNumberSchema = z.coerce.number().int().positive().max(MAX_ID)

/** Route parameters `{ id }` (a page's or an API's): the one id rule for every screen and endpoint. */
export const IdParamsSchema = z.object({ id: IdSchema })

/** The id of a path parameter, or null when it is not one (pages answer 404). */
export function parseId(value: unknown): number | null {
  const parsed = IdSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
