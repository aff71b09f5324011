import { z } from 'zod'
import type { AppSecrets } from '../lib/secrets'
import { isLocalDate, isLocalTime, localParts } from '../lib/island-time'
import { BOARD_SHOWS, boardJobAnchor, DISPATCH_PATH, filterParams, type BoardFilter } from './board'
import { IdNumberSchema } from '../lib/params'

// The board's address: ?date (an island day, today when absent or wrong), ?view=week, the filter
// (?show, ?from, ?to) and the flash after a form's assignment (no session needed: what happened
// travels in the address).

export const BoardDateSchema = z
  .string()
  .refine(isLocalDate)
  .optional()
  .catch(undefined)
  .transform((v) => v ?? localParts(new Date()).date)

/** A pick-up time bound of the filter: "HH:MM", or '' (open) for anything else. */
const FilterTimeSchema = z
  .string()
  .refine(isLocalTime)
  .optional()
  .catch(undefined)
  .transform((v) => v ?? '')

/** The board's filter (board.ts): a wrong value is no filter rather than an error page. */
export const BoardFilterShape = {
  show: z.enum(BOARD_SHOWS).optional().catch(undefined).transform((v) => v ?? 'all'),
  from: FilterTimeSchema,
  to: FilterTimeSchema,
}

export type BoardFlash = { assigned: number } | { refused: string; leg: number; params: Record<string, string | number> }

const PARAM = /^[\p{L}\p{N} .:·()/+-]{0,80}$/u

export const BoardQuerySchema = z.object({
  date: BoardDateSchema,
  view: z.enum(['day', 'week']).optional().catch(undefined),
  assigned: IdNumberSchema.optional().catch(undefined),
  refused: z.string().regex(/^[a-z-]{1,40}$/).optional().catch(undefined),
  leg: IdNumberSchema.optional().catch(undefined),
  ...BoardFilterShape,
})

const FLASH_PURPOSE = 'dispatch-refusal'

/** What the refusal's signature covers: its reason, the job and every parameter, in one order. */
const flashText = (refused: string, leg: string, params: Record<string, string>) =>
  [refused, leg, ...Object.entries(params).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`)].join('\n')

export function boardAddress(secrets: AppSecrets, { date, view, filter, flash }: { date: string; view?: 'day' | 'week'; filter?: BoardFilter; flash?: BoardFlash }): string {
  const q = new URLSearchParams({ date })
  if (view === 'week') q.set('view', 'week')
  for (const [name, value] of Object.entries(filter ? filterParams(filter) : {})) q.set(name, value)
  if (flash && 'assigned' in flash) q.set('assigned', String(flash.assigned))
  if (flash && 'refused' in flash) {
    const params = Object.fromEntries(Object.entries(flash.params).map(([name, value]) => [name, String(value)]))
    q.set('refused', flash.refused)
    q.set('leg', String(flash.leg))
    for (const [name, value] of Object.entries(params)) q.set(`p.${name}`, value)
    // Signed: the board says these names and times as the server's words, so a link made up by
    // someone else (the names in it are free text) shows nothing.
    q.set('sig', secrets.sign(FLASH_PURPOSE, flashText(flash.refused, String(flash.leg), params)))
  }
  // Back at the job just assigned or refused, not at the top of a day of 200 jobs.
  const job = flash ? ('assigned' in flash ? flash.assigned : flash.leg) : undefined
  return `${DISPATCH_PATH}?${q.toString()}${job ? `#${boardJobAnchor(job)}` : ''}`
}

/** The refusal's message parameters from the address (`p.<name>`), when the server signed them; null otherwise. */
export function flashParams(secrets: AppSecrets, query: Record<string, string>): Record<string, string> | null {
  const params = Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => /^p\.[a-z]{1,20}$/.test(key) && PARAM.test(value))
      .map(([key, value]) => [key.slice(2), value]),
  )
  const signed = typeof query.sig === 'string' && secrets.verify(FLASH_PURPOSE, flashText(query.refused ?? '', query.leg ?? '', params), query.sig)
  return signed ? params : null
}
