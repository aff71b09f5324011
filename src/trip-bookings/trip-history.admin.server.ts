import type { TFunction } from 'i18next'
import { historyOf, type AuditSubject } from '../audit/audit.server'
import type { HistoryEntry } from '../audit/history-entry'
import { formatDateTime, formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { categoryLabels } from './trip-bookings.admin.server'

// The history of a trip booking or a departure (the one audit log, ADR 034) in the staff member's
// words: what happened, who did it, when, and each field's before → after.

/** A trip booking's or departure's history row (nothing of it can be undone). */
export type TripHistoryRow = HistoryEntry

/** Fields of ids for the office's own checks, not for reading (a move says its dates in startsAt). */
const HIDDEN_FIELDS = new Set(['notifiedBookings', 'expiredBookings', 'departureId'])

/** A booked party as kept by the history: "2 × Adult, 1 × Child" in the reader's labels. */
function partyWords(value: unknown[], labels: ReadonlyMap<number, string>): string {
  return value
    .map((v) => {
      if (!v || typeof v !== 'object' || !('count' in v) || !('label' in v)) return JSON.stringify(v)
      const categoryId = 'categoryId' in v ? Number(v.categoryId) : NaN
      return `${String(v.count)} × ${labels.get(categoryId) ?? String(v.label)}`
    })
    .join(', ')
}

/** What the values are read with: the booking's currency and the party's category labels. */
interface Words {
  t: TFunction
  lng: Language
  currency: string
  labels: ReadonlyMap<number, string>
}

const languageName = (t: TFunction, code: unknown) => t([`admin:tripBookings.languages.${String(code)}`, `admin:dispatchAdmin.languageNames.${String(code)}`], { defaultValue: String(code).toUpperCase() })

function word({ t, lng, currency, labels }: Words, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return t(value ? 'admin:tripBookings.yes' : 'admin:tripBookings.no')
  if ((field === 'startsAt' || field.endsWith('At')) && (typeof value === 'string' || value instanceof Date) && !Number.isNaN(new Date(value).getTime())) return formatDateTime(value, lng)
  if (field === 'status') return t([`admin:tripBookings.statuses.${value}`, `admin:departureClosure.statuses.${value}`], { defaultValue: String(value) })
  if (field === 'paymentStatus') return t(`admin:paymentStatus.${value}`, { defaultValue: String(value) })
  if (field === 'paymentMethod') return t(`admin:tripBookings.paymentMethods.${value}`, { defaultValue: String(value) })
  if (field === 'method') return t(`admin:moneyByHand.methods.${value}`, { defaultValue: String(value) })
  if (field === 'language' || field === 'guideLanguage') return languageName(t, value)
  if (field === 'guideLanguages' && Array.isArray(value)) return value.length ? value.map((code) => languageName(t, code)).join(', ') : '—'
  if ((field.endsWith('Cents') || field === 'priceOverride') && typeof value === 'number') return formatPrice(value, currency, lng)
  // A cancellation's refund: { choice, basis, cents }.
  if (field === 'refund' && value && typeof value === 'object' && 'cents' in value) return `${formatPrice(Number(value.cents), currency, lng)} (${t(`admin:tripBookings.refundChoices.${String((value as { choice?: unknown }).choice)}`, { defaultValue: String((value as { choice?: unknown }).choice) })})`
  if (field === 'change') return t(`admin:tripBookings.historyActions.${value}`, { defaultValue: String(value) })
  if (field === 'closureMail') return t(`admin:tripBookings.closureMail.${value}`, { defaultValue: String(value) })
  if (Array.isArray(value)) return partyWords(value, labels)
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Newest first, with readable labels (admin:tripBookings.historyActions / .fields); money in the booking's currency. */
export async function tripHistoryRows(subjects: AuditSubject[], lng: Language, t: TFunction, { currency = 'EUR' }: { currency?: string } = {}): Promise<TripHistoryRow[]> {
  const [entries, labels] = await Promise.all([historyOf(subjects), categoryLabels(lng)])
  const words: Words = { t, lng, currency, labels }
  return entries.map((e) => ({
    id: e.id,
    at: formatDateTime(e.createdAt, lng),
    who: e.actorType === 'staff' || e.actorType === 'driver' ? e.actorName : t(`admin:tripBookings.actors.${e.actorType}`, { name: e.actorName, defaultValue: e.actorName }),
    action: t(`admin:tripBookings.historyActions.${e.action}`, { defaultValue: e.action }),
    details: Object.entries(e.changes ?? {})
      .filter(([field]) => !HIDDEN_FIELDS.has(field))
      .map(([field, [before, after]]) => `${t(`admin:tripBookings.fields.${field}`, { defaultValue: field })}: ${word(words, field, before)} → ${word(words, field, after)}`),
    note: e.note,
  }))
}
