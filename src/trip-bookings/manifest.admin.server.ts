import { businessIdentity } from '../settings/business-identity'
import type { TFunction } from 'i18next'
import { closureReasonText } from '../departures/closure-causes'
import { z } from 'zod'
import type { ServiceContext } from '../config/app-context'
import { TripDepartureModel } from '../departures/departures.model'
import { seatsLeftOf } from '../departures/seats.server'
import type { BusinessIdentity, DocumentReader, TableColumn, TableRow } from '../documents/document-types'
import { renderTablePdf } from '../documents/table-pdf.server'
import { formatIslandDate, formatDateTime, formatPrice } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { categoryLabels, labelOf, partySummary } from './trip-bookings.admin.server'
import type { DownloadFile } from '../lib/download'
import { NotFoundError } from '../lib/errors'
import { addDays, isLocalDate, localParts } from '../lib/island-time'
import { getSiteSettings } from '../settings/settings.server'
import { TripModel } from '../trips/trips.model'
import { TripBookingModel, type TripBookingStatus } from './trip-bookings.model'

// A departure's manifest (docs/decisions/042): who comes, by price category with totals, each
// booking's names, phones, notes, guide language and what is paid or still due — on the staff
// page and as a printable PDF in the reader's language; a day's departures in one PDF.

/** The bookings a manifest lists: those coming (confirmed) and those whose checkout still holds seats. */
const LISTED: readonly TripBookingStatus[] = ['confirmed', 'pending_payment']

export const DayManifestQuerySchema = z.object({
  /** The island day; tomorrow when not given. */
  date: z.string().refine(isLocalDate, { error: 'date' }).optional(),
})

/** Tomorrow on the island (the day the office prints in the afternoon). */
export function tomorrowOnIsland(now = new Date()): string {
  return addDays(localParts(now).date, 1)
}

export interface ManifestBooking {
  id: number
  reference: string
  status: TripBookingStatus
  name: string
  phone: string
  email: string
  /** "2 Adult · 1 Child". */
  party: string
  seats: number
  guideLanguage: string | null
  notes: string
  source: string
  /** Paid in full, or the amount still due (on the day, or the rest after a deposit). */
  payment: { kind: 'paid' | 'due' | 'pending'; amount: string }
}

export interface DepartureManifest {
  id: number
  tripId: number
  trip: string
  date: string
  time: string
  /** "Saturday, 28 November 2026" in the reader's language. */
  dayLabel: string
  status: 'open' | 'closed'
  closedReason: string | null
  /** It has begun (or is over): it can no longer be closed, its customers have been out with us. */
  started: boolean
  capacity: number
  seatsTaken: number
  seatsLeft: number
  guideLanguages: string[]
  /** Participants by category over the listed bookings, with the grand total. */
  totals: Array<{ code: string; label: string; count: number }>
  participants: number
  /** What the confirmed bookings still owe, collected on the day; nothing once the departure is closed. */
  dueTotal: string
  bookings: ManifestBooking[]
}

const r = (t: TFunction, key: string, options?: Record<string, unknown>) => t(`admin:manifest.${key}`, options)


function paymentOf(b: TripBookingModel, lng: Language): ManifestBooking['payment'] {
  const money = (cents: number) => formatPrice(cents, b.currency, lng)
  if (b.status === 'pending_payment') return { kind: 'pending', amount: money(b.totalCents) }
  const due = Math.max(b.totalCents - (b.paidCents - b.refundedCents), 0)
  return due > 0 ? { kind: 'due', amount: money(due) } : { kind: 'paid', amount: money(b.paidCents - b.refundedCents) }
}

function manifestOf(departure: TripDepartureModel, trip: TripModel, bookings: TripBookingModel[], seatsLeft: number, lng: Language, labels: ReadonlyMap<number, string>): DepartureManifest {
  const totals = new Map<string, { code: string; label: string; count: number }>()
  let dueCents = 0
  for (const b of bookings) {
    for (const p of b.participants) {
      const entry = totals.get(p.code) ?? { code: p.code, label: labelOf(p, labels), count: 0 }
      entry.count += p.count
      totals.set(p.code, entry)
    }
    // Nothing is collected on the day of a closed departure: its customers take another date or their money back.
    if (b.status === 'confirmed' && departure.status === 'open') dueCents += Math.max(b.totalCents - (b.paidCents - b.refundedCents), 0)
  }
  return {
    id: departure.id,
    tripId: trip.id,
    trip: translate(trip, 'name', lng) || trip.name,
    date: departure.localDate,
    time: departure.localTime,
    dayLabel: formatIslandDate(departure.localDate, lng),
    status: departure.status,
    closedReason: departure.closedReason,
    started: departure.startsAt.getTime() <= Date.now(),
    capacity: departure.capacity,
    seatsTaken: departure.seatsTaken,
    seatsLeft,
    guideLanguages: departure.guideLanguages,
    totals: [...totals.values()],
    participants: [...totals.values()].reduce((sum, c) => sum + c.count, 0),
    dueTotal: formatPrice(dueCents, bookings[0]?.currency ?? 'EUR', lng),
    bookings: bookings.map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status,
      name: b.customerName,
      phone: b.customerPhone ? formatPhone(b.customerPhone) : '',
      email: b.customerEmail,
      party: partySummary(b.participants, labels),
      seats: b.seats,
      guideLanguage: b.guideLanguage,
      notes: b.notes,
      source: b.source,
      payment: paymentOf(b, lng),
    })),
  }
}

async function manifestsOf(departures: TripDepartureModel[], lng: Language): Promise<DepartureManifest[]> {
  if (!departures.length) return []
  const ids = departures.map((d) => d.id)
  const [trips, bookings, left, labels] = await Promise.all([
    TripModel.query().whereIn('id', [...new Set(departures.map((d) => d.tripId))]),
    TripBookingModel.query().whereIn('departureId', ids).whereIn('status', LISTED).orderBy('customerName').orderBy('id'),
    seatsLeftOf(TripModel.knex(), ids),
    categoryLabels(lng),
  ])
  return departures.map((d) => manifestOf(d, trips.find((trip) => trip.id === d.tripId)!, bookings.filter((b) => b.departureId === d.id), left.get(d.id) ?? 0, lng, labels))
}

/** One departure's manifest; 404 for a departure that does not exist. */
export async function departureManifest(id: number, lng: Language): Promise<DepartureManifest> {
  const departure = await TripDepartureModel.query().findById(id)
  if (!departure) throw new NotFoundError('Departure not found')
  return (await manifestsOf([departure], lng))[0]!
}

/** Every departure of an island day (closed ones too: staff see them), by start. */
export async function dayManifests(date: string, lng: Language): Promise<DepartureManifest[]> {
  return manifestsOf(await TripDepartureModel.query().where('localDate', date).orderBy('startsAt').orderBy('id'), lng)
}

// ── The printed manifests ──

async function issuer(ctx: ServiceContext): Promise<BusinessIdentity> {
  return businessIdentity(await getSiteSettings(), ctx.publicUrl)
}

function columns(t: TFunction): TableColumn[] {
  const c = (key: string, width: number): TableColumn => ({ header: r(t, `columns.${key}`), width })
  return [c('customer', 1.8), c('phone', 1.2), c('participants', 1.6), c('guideLanguage', 0.8), c('notes', 2.2), c('payment', 1.2)]
}

function bookingRow(t: TFunction, b: ManifestBooking): TableRow {
  const payment = r(t, `payment.${b.payment.kind}`, { amount: b.payment.amount })
  return {
    cells: [`${b.name}\n${b.reference}`, b.phone, `${b.party}\n${r(t, 'seats', { count: b.seats })}`, b.guideLanguage ? b.guideLanguage.toUpperCase() : '—', b.notes, payment],
    emphasis: b.payment.kind !== 'paid',
  }
}

/** "2 × Adult · 1 × Child · 3 participants": a category's label is its name, in the singular, as in each booking's party. */
export function totalsLine(t: TFunction, m: DepartureManifest): string {
  return [...m.totals.map((c) => `${c.count} × ${c.label}`), r(t, 'participants', { count: m.participants })].join(' · ')
}

function departureLines(t: TFunction, m: DepartureManifest): string[] {
  return [
    `${m.trip} · ${m.dayLabel} · ${m.time}`,
    `${totalsLine(t, m)} · ${r(t, 'seatsTaken', { taken: m.seatsTaken, capacity: m.capacity })}`,
    ...(m.guideLanguages.length ? [`${r(t, 'guideLanguages')}: ${m.guideLanguages.map((l) => l.toUpperCase()).join(', ')}`] : []),
    ...(m.status === 'closed' ? [`${r(t, 'closed')}: ${closureReasonText(m.closedReason, t)}`] : []),
  ]
}

function commonParts(reader: DocumentReader, now: Date) {
  return {
    language: reader.lng,
    createdAt: now,
    pageLabel: (page: number, pages: number) => r(reader.t, 'page', { page, pages }),
    generated: r(reader.t, 'generated', { date: formatDateTime(now, reader.lng), name: reader.name }),
  }
}

const PDF = 'application/pdf'

/** One departure's manifest as a PDF, in the reader's language. */
export async function departureManifestPdf(ctx: ServiceContext, id: number, reader: DocumentReader, now = new Date()): Promise<DownloadFile> {
  const { t, lng } = reader
  const [m, business] = await Promise.all([departureManifest(id, lng), issuer(ctx)])
  const content = await renderTablePdf({
    ...commonParts(reader, now),
    business,
    title: r(t, 'title'),
    subtitle: departureLines(t, m),
    columns: columns(t),
    rows: m.bookings.map((b) => bookingRow(t, b)),
    emptyText: r(t, 'empty'),
  })
  return { filename: `${r(t, 'file')} ${m.date} ${m.time.replace(':', '')} ${m.trip}.pdf`, contentType: PDF, content }
}

/** A day's departures in one PDF: each departure a heading row with its totals, then its bookings. */
export async function dayManifestPdf(ctx: ServiceContext, date: string, reader: DocumentReader, now = new Date()): Promise<DownloadFile> {
  const { t, lng } = reader
  const [manifests, business] = await Promise.all([dayManifests(date, lng), issuer(ctx)])
  const cols = columns(t)
  const rows: TableRow[] = manifests.flatMap((m) => [
    { cells: [`${m.time} · ${m.trip}`, m.status === 'closed' ? r(t, 'closed') : '', totalsLine(t, m), m.guideLanguages.map((l) => l.toUpperCase()).join(', '), m.status === 'closed' ? closureReasonText(m.closedReason, t) : r(t, 'seatsTaken', { taken: m.seatsTaken, capacity: m.capacity }), ''], emphasis: true, keepWithNext: true },
    ...(m.bookings.length ? m.bookings.map((b) => ({ ...bookingRow(t, b), emphasis: false })) : [{ cells: ['', '', r(t, 'noBookings'), '', '', ''] }]),
  ])
  const participants = manifests.reduce((sum, m) => sum + m.participants, 0)
  const content = await renderTablePdf({
    ...commonParts(reader, now),
    business,
    title: r(t, 'dayTitle'),
    subtitle: [`${r(t, 'date')}: ${formatIslandDate(date, lng)}`, `${r(t, 'departures', { count: manifests.length })} · ${r(t, 'participants', { count: participants })}`],
    columns: cols,
    rows,
    emptyText: r(t, 'dayEmpty'),
  })
  return { filename: `${r(t, 'dayFile')} ${date}.pdf`, contentType: PDF, content }
}
