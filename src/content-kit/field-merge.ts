/**
 * Settings screens and grids (e-mail server, booking rules, the fare table, a trip's booking
 * settings) have no version of their own: one row or many rows that other screens also write.
 * Instead their forms carry the values they were opened on, and a save is merged field by field
 * with what is stored now (ADR 067, addendum of 2026-11-28): a field this person left alone keeps
 * whatever someone else saved meanwhile; a field they changed is saved; a field both changed is
 * refused, on that field, until they save again.
 */
import { OPENED_FIELD } from '../lib/form-fields'

export { OPENED_FIELD }

/** Equal for this screen: a fare typed "45" is the "45,00" the form showed. */
export type SameValue = (field: string, a: string, b: string) => boolean

const exactly: SameValue = (_field, a, b) => a === b

/** The hidden field's value: the form's values as the page showed them. */
export const openedValue = (values: Record<string, string>): string => JSON.stringify(values)

/** The opened values a form sent back, or null (none: an API caller or a form opened before this existed). */
export function openedValues(sent: unknown): Record<string, string> | null {
  if (typeof sent !== 'string' || !sent) return null
  try {
    const parsed: unknown = JSON.parse(sent)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const entries = Object.entries(parsed as Record<string, unknown>)
    return entries.every(([, v]) => typeof v === 'string') ? (Object.fromEntries(entries) as Record<string, string>) : null
  } catch {
    return null
  }
}

export interface FieldMerge {
  /** The body to validate and save: this person's changes over what is stored now. */
  body: Record<string, unknown>
  /** Fields both this person and someone else changed since the form was opened. */
  conflicts: string[]
  /** What the form, sent back with the conflicts marked, counts as opened: a second save replaces theirs on purpose. */
  opened: Record<string, string>
}

/**
 * Merges a sent form with the stored values (`current`, in the form's own strings; an unticked
 * box is ""). Without opened values the form is taken as sent, as before.
 */
export function mergeFields(body: Record<string, unknown>, current: Record<string, string>, same: SameValue = exactly): FieldMerge {
  const { [OPENED_FIELD]: openedSent, ...rest } = body
  const opened = openedValues(openedSent)
  if (!opened) return { body: rest, conflicts: [], opened: current }
  const merged: Record<string, unknown> = { ...rest }
  const conflicts: string[] = []
  const keptChanges: Record<string, string> = {}
  for (const [field, now] of Object.entries(current)) {
    const sent = typeof rest[field] === 'string' ? (rest[field] as string) : ''
    const was = opened[field]
    // A field the form did not show (a town added since), or one left as it was: what is stored now.
    if (was === undefined || same(field, sent, was)) {
      merged[field] = now
      continue
    }
    merged[field] = sent
    if (same(field, now, was) || same(field, now, sent)) keptChanges[field] = was
    else conflicts.push(field)
  }
  // An unticked box is not sent at all: a box left empty stays absent, as the browser sends it.
  for (const field of Object.keys(current)) if (merged[field] === '' && !(field in rest)) delete merged[field]
  return { body: merged, conflicts, opened: { ...current, ...keptChanges } }
}
