import type { TFunction } from 'i18next'
import { historyOf, type AuditSubject } from '../audit/audit.server'
import { formatAmount, formatDateTime } from '../i18n/format'
import type { Language } from '../i18n/languages'

// The history of a trip booking or a departure (the one audit log, ADR 034) in the staff member's
// words: what happened, who did it, when, and each field's before → after.

export interface TripHistoryRow {
  id: number
  at: string
  who: string
  action: string
  details: string[]
  note: string | null
}

/** Fields whose values are lists of ids for the office's own checks, not for reading. */
const HIDDEN_FIELDS = new Set(['notifiedBookings', 'expiredBookings'])

function word(t: TFunction, lng: Language, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'status') return t([`admin:tripBookings.statuses.${value}`, `admin:departureClosure.statuses.${value}`], { defaultValue: String(value) })
  if (field === 'paymentStatus') return t(`admin:paymentStatus.${value}`, { defaultValue: String(value) })
  if (field.endsWith('Cents') && typeof value === 'number') return formatAmount(value, lng)
  // A cancellation's refund: { choice, basis, cents }.
  if (field === 'refund' && value && typeof value === 'object' && 'cents' in value) return `${formatAmount(Number(value.cents), lng)} (${t(`admin:tripBookings.refundChoices.${String((value as { choice?: unknown }).choice)}`, { defaultValue: String((value as { choice?: unknown }).choice) })})`
  if (field === 'change') return t(`admin:tripBookings.historyActions.${value}`, { defaultValue: String(value) })
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' && 'count' in v && 'label' in v ? `${String(v.count)} ${String(v.label)}` : JSON.stringify(v))).join(' · ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Newest first, with readable labels (admin:tripBookings.historyActions / .fields). */
export async function tripHistoryRows(subjects: AuditSubject[], lng: Language, t: TFunction): Promise<TripHistoryRow[]> {
  const entries = await historyOf(subjects)
  return entries.map((e) => ({
    id: e.id,
    at: formatDateTime(e.createdAt, lng),
    who: e.actorType === 'staff' || e.actorType === 'driver' ? e.actorName : t(`admin:tripBookings.actors.${e.actorType}`, { name: e.actorName, defaultValue: e.actorName }),
    action: t(`admin:tripBookings.historyActions.${e.action}`, { defaultValue: e.action }),
    details: Object.entries(e.changes ?? {})
      .filter(([field]) => !HIDDEN_FIELDS.has(field))
      .map(([field, [before, after]]) => `${t(`admin:tripBookings.fields.${field}`, { defaultValue: field })}: ${word(t, lng, field, before)} → ${word(t, lng, field, after)}`),
    note: e.note,
  }))
}
