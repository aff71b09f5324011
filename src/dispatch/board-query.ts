import { z } from 'zod'
import { isLocalDate, localParts } from '../lib/island-time'
import { DISPATCH_PATH } from './board'

// The board's address: ?date (an island day, today when absent or wrong), ?view=week, and the
// flash after a form's assignment (no session needed: what happened travels in the address).

export const BoardDateSchema = z
  .string()
  .refine(isLocalDate)
  .optional()
  .catch(undefined)
  .transform((v) => v ?? localParts(new Date()).date)

export type BoardFlash = { assigned: number } | { refused: string; leg: number; params: Record<string, string | number> }

const PARAM = /^[\p{L}\p{N} .:·()/+-]{0,80}$/u

export const BoardQuerySchema = z.object({
  date: BoardDateSchema,
  view: z.enum(['day', 'week']).optional().catch(undefined),
  assigned: z.coerce.number().int().positive().optional().catch(undefined),
  refused: z.string().regex(/^[a-z-]{1,40}$/).optional().catch(undefined),
  leg: z.coerce.number().int().positive().optional().catch(undefined),
})

export function boardAddress({ date, view, flash }: { date: string; view?: 'day' | 'week'; flash?: BoardFlash }): string {
  const q = new URLSearchParams({ date })
  if (view === 'week') q.set('view', 'week')
  if (flash && 'assigned' in flash) q.set('assigned', String(flash.assigned))
  if (flash && 'refused' in flash) {
    q.set('refused', flash.refused)
    q.set('leg', String(flash.leg))
    for (const [name, value] of Object.entries(flash.params)) q.set(`p.${name}`, String(value))
  }
  return `${DISPATCH_PATH}?${q.toString()}`
}

/** The refusal's message parameters from the address (`p.<name>`), only plain short values. */
export function flashParams(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => /^p\.[a-z]{1,20}$/.test(key) && PARAM.test(value))
      .map(([key, value]) => [key.slice(2), value]),
  )
}
