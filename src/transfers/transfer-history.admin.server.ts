import type { TFunction } from 'i18next'
import { historyOf } from '../audit/audit.server'
import type { AuditEntryModel } from '../audit/audit.model'
import type { HistoryEntry } from '../audit/history-entry'
import { DriverModel } from '../fleet/fleet.model'
import { formatDateTime, formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { islandTimeToInstant } from '../lib/island-time'
import { OutboxMessageModel } from '../mail/mail.model'
import { loadTransfers } from './transfers.server'

// A transfer booking's history (the audit log, ADR 034) as the staff page shows it: every value in
// the reader's words — statuses, payment methods, vehicle classes, languages, drivers by name,
// pick-ups on the island's clock in the reader's date format, money with its currency.

export interface HistoryRow extends HistoryEntry {
  reverted: boolean
  /** Still undoable: a status change whose e-mails have not gone out. */
  undoable: boolean
}

/** What turns stored values into words: the booking's currency and the names looked up once. */
interface Words {
  t: TFunction
  lng: Language
  currency: string
  vehicles: ReadonlyMap<string, string>
  extras: ReadonlyMap<string, string>
  /** Drivers by id (an edit keeps the id); a driver deleted since is not here. */
  drivers: ReadonlyMap<number, string>
}

/** "status", or a leg's field as "return.pickup" (a staff edit, ADR 041): "Return · Pick-up". */
function fieldLabel(t: TFunction, field: string): string {
  const [leg, name] = field.includes('.') ? field.split('.', 2) : [null, field]
  // Assignments (driver, vehicle) are the dispatch's words (docs/decisions/039), edits the booking editor's (041).
  const label = t([`admin:transfersAdmin.fields.${name}`, `admin:bookingEdit.changeFields.${name}`, `admin:dispatchAdmin.fields.${name}`], { defaultValue: name })
  return leg ? `${t(`admin:bookingEdit.legs.${leg}`, { defaultValue: leg })} · ${label}` : label
}

/** A pick-up as an edit keeps it ("2026-11-28 14:30", island time), in the reader's date and time format. */
function pickupWords(value: string, lng: Language): string {
  const [date, time] = value.split(' ')
  const instant = date && time ? islandTimeToInstant(date, time) : null
  return instant ? formatDateTime(instant, lng) : value
}

function valueWords(w: Words, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const name = field.includes('.') ? field.slice(field.indexOf('.') + 1) : field
  const { t, lng } = w
  if (typeof value === 'boolean') return t(value ? 'admin:tripBookings.yes' : 'admin:tripBookings.no')
  if (name === 'status' || name === 'leg') return t([`admin:transferStatus.${value}`, `admin:legStatus.${value}`], { defaultValue: String(value) })
  if (name === 'paymentMethod') return t(`admin:paymentMethod.${value}`, { defaultValue: String(value) })
  if (name === 'method') return t(`admin:moneyByHand.methods.${value}`, { defaultValue: String(value) })
  if (name === 'language') return t(`admin:transfersAdmin.languages.${value}`, { defaultValue: String(value) })
  if (name === 'vehicleCode') return w.vehicles.get(String(value)) ?? String(value)
  // An edit keeps the driver's id (the name is looked up: "—" once deleted); an assignment keeps the name.
  if (name === 'driver') return typeof value === 'number' ? (w.drivers.get(value) ?? '—') : String(value)
  if (name === 'pickup' && typeof value === 'string') return pickupWords(value, lng)
  if (name.endsWith('Cents') && typeof value === 'number') return formatPrice(value, w.currency, lng)
  if (name === 'extras' && typeof value === 'object') {
    const chosen = Object.entries(value as Record<string, unknown>).filter(([, count]) => Number(count) > 0)
    return chosen.length ? chosen.map(([code, count]) => `${String(count)} × ${w.extras.get(code) ?? code}`).join(', ') : '—'
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** "Vehicle: Car → Minivan", in the reader's words. */
function describeChange(w: Words, field: string, [before, after]: [unknown, unknown]): string {
  return `${fieldLabel(w.t, field)}: ${valueWords(w, field, before)} → ${valueWords(w, field, after)}`
}

/** A leg's status change names its leg as "MT-2026-000123 outbound" (the audit log's own words): said in the reader's language. */
function noteOf(t: TFunction, note: string | null): string | null {
  const leg = note ? /^(\S+) (outbound|return)$/.exec(note) : null
  return leg ? `${leg[1]} · ${t(`admin:bookingEdit.legs.${leg[2]}`)}` : note
}

/** The names the entries' values need, each looked up once. */
async function wordsFor(entries: AuditEntryModel[], lng: Language, t: TFunction, currency: string): Promise<Words> {
  const driverIds = new Set<number>()
  for (const e of entries) {
    for (const [field, change] of Object.entries(e.changes ?? {})) {
      if (field.endsWith('driver')) for (const v of change) if (typeof v === 'number') driverIds.add(v)
    }
  }
  const [loaded, drivers] = await Promise.all([loadTransfers(), driverIds.size ? DriverModel.query().whereIn('id', [...driverIds]).select('id', 'name') : []])
  return {
    t,
    lng,
    currency,
    vehicles: new Map(loaded.vehicles.map((v) => [v.code, translate(v, 'name', lng)])),
    extras: new Map((loaded.extras ?? []).map((e) => [e.code, translate(e, 'name', lng)])),
    drivers: new Map(drivers.map((d) => [d.id, d.name])),
  }
}

/** The history of the booking and of its legs, newest first, with what may still be undone. */
export async function transferHistoryRows(booking: { id: number; currency: string }, legIds: number[], lng: Language, t: TFunction): Promise<HistoryRow[]> {
  const entries = await historyOf([{ type: 'transfer-booking', id: booking.id }, ...legIds.map((id) => ({ type: 'transfer-leg', id }))])
  const [mails, words] = await Promise.all([
    entries.length ? OutboxMessageModel.query().whereIn('auditId', entries.map((e) => e.id)).select('auditId', 'status') : [],
    wordsFor(entries, lng, t, booking.currency),
  ])
  const cutoff = Date.now() - 24 * 3_600_000
  return entries.map((e) => {
    const own = mails.filter((m) => m.auditId === e.id)
    const statusChange = e.action === 'status' || e.action === 'leg-status'
    return {
      id: e.id,
      at: formatDateTime(e.createdAt, lng),
      who: e.actorType === 'staff' || e.actorType === 'driver' ? e.actorName : t(`admin:transfersAdmin.actors.${e.actorType}`, { name: e.actorName }),
      action: t([`admin:transfersAdmin.historyActions.${e.action}`, `admin:bookingEdit.historyActions.${e.action}`, `admin:dispatchAdmin.historyActions.${e.action}`], { defaultValue: e.action }),
      details: Object.entries(e.changes ?? {})
        .filter(([field]) => field !== 'legStatuses')
        .map(([field, change]) => describeChange(words, field, change)),
      note: noteOf(t, e.note),
      reverted: Boolean(e.revertedAt),
      undoable: statusChange && !e.revertedAt && new Date(e.createdAt).getTime() > cutoff && e.actorType !== 'customer' && e.actorType !== 'system' && own.every((m) => m.status === 'pending'),
    }
  })
}
