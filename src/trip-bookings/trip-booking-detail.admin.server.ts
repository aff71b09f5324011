import { hasTripReceipt } from './trip-booking-summary'
import type { TFunction } from 'i18next'
import type { ServiceContext } from '../config/app-context'
import { TripDepartureModel, TripPriceCategoryModel } from '../departures/departures.model'
import { seatsLeftOf } from '../departures/seats.server'
import { formatIslandDate, formatDateTime, formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { categoryLabels } from './trip-bookings.admin.server'
import { NotFoundError } from '../lib/errors'
import { paymentsOf } from '../payments/payments.server'
import { moneyActions, type FormAmount } from '../payments/money-by-hand'
import { TripModel } from '../trips/trips.model'
import { TRIP_BOOKING_SUBJECT } from './departure-closure.admin.server'
import { tripBookingPath, tripDocumentPath } from './trip-booking-token'
import { tripHistoryRows, type TripHistoryRow } from './trip-history.admin.server'
import { TripBookingModel, type TripBookingStatus, type TripPaymentStatus } from './trip-bookings.model'
import { languageNamedHref } from '../i18n/links'

// A trip booking's staff page (/admin/trip-bookings/{id}): customer, departure, participants,
// money with its payments and refunds, the history, and what staff can do next.

export interface DepartureChoice {
  id: number
  label: string
  seatsLeft: number
  /** The booking's party fits without forcing. */
  fits: boolean
}

export interface TripBookingDetail {
  id: number
  reference: string
  status: TripBookingStatus
  paymentStatus: TripPaymentStatus
  source: string
  version: number
  createdAt: string
  trip: { id: number; name: string }
  departure: { id: number; label: string; date: string; time: string; status: 'open' | 'closed'; closedReason: string | null }
  customer: { name: string; email: string; phone: string; country: string; language: string }
  guideLanguage: string | null
  notes: string
  participants: Array<{ code: string; label: string; count: number; unitPrice: string; total: string }>
  seats: number
  money: Array<[string, string]>
  /** Paid online and not yet given back, in euros with two decimals. */
  /** Paid and not given back (the cancel form's "refund all"). */
  refundable: string | null
  /** The Stripe refund form's: at most what the card payments still hold; prefilled with what was paid above the price while the booking stands, else all of it. */
  refundToCard: { price: string; input: string } | null
  /** Money recorded by hand each way (src/payments/money-by-hand.ts). */
  byHand: { owed: FormAmount | null; held: FormAmount | null }
  payments: Array<{ id: number; kind: string; status: string; amount: string; at: string; refunds: Array<{ id: number; amount: string; status: string; reason: string; at: string }> }>
  history: TripHistoryRow[]
  /** Confirmed: can be cancelled (a checkout in progress ends by itself). */
  cancellable: boolean
  /** Something is still to be paid online: the customer's booking page, where they pay (to send them). */
  customerLink: string | null
  /** The customer's payment receipt, in their language, once money has changed hands. */
  receiptLink: string | null
  /** Confirmed: date and participants can change, the confirmation can be sent again. */
  changeable: boolean
  /** Other departures of the trip, from now on, with their seats left. */
  departures: DepartureChoice[]
  /** The trip's categories with the counts booked, for the participants form. */
  categories: Array<{ code: string; label: string; price: string; count: number }>
}


/** The trip's other departures from now on (60 at most), each with its seats left. */
async function departuresToMoveTo(booking: TripBookingModel, lng: Language): Promise<DepartureChoice[]> {
  const rows = await TripDepartureModel.query().where({ tripId: booking.tripId, status: 'open' }).where('startsAt', '>', new Date()).whereNot('id', booking.departureId).orderBy('startsAt').limit(60)
  const left = await seatsLeftOf(TripDepartureModel.knex(), rows.map((d) => d.id))
  return rows.map((d) => {
    const seatsLeft = left.get(d.id) ?? 0
    return { id: d.id, label: `${formatIslandDate(d.localDate, lng)} · ${d.localTime}`, seatsLeft, fits: seatsLeft >= booking.seats }
  })
}

export async function tripBookingDetail(ctx: ServiceContext, id: number, lng: Language, t: TFunction): Promise<TripBookingDetail> {
  const b = await TripBookingModel.query().findById(id)
  if (!b) throw new NotFoundError('Trip booking not found')
  const [trip, departure, payments, history, categories, labels] = await Promise.all([
    TripModel.query().findById(b.tripId),
    TripDepartureModel.query().findById(b.departureId),
    paymentsOf({ type: 'trip', id: b.id }),
    tripHistoryRows([{ type: TRIP_BOOKING_SUBJECT, id: b.id }], lng, t, { currency: b.currency }),
    TripPriceCategoryModel.query().where({ tripId: b.tripId, active: true }).orderBy('sortOrder').orderBy('id'),
    categoryLabels(lng),
  ])
  if (!trip || !departure) throw new NotFoundError('Trip or departure not found')
  const money = (cents: number) => formatPrice(cents, b.currency, lng)
  const a = (key: string) => t(`admin:tripBookings.${key}`)
  const kept = b.paidCents - b.refundedCents
  const due = b.status === 'confirmed' ? Math.max(b.totalCents - kept, 0) : 0
  const changeable = b.status === 'confirmed'
  const toCardCents = payments.reduce((sum, p) => sum + p.refundableCents, 0)
  const actions = moneyActions({ priceCents: b.totalCents, paidCents: b.paidCents, refundedCents: b.refundedCents, live: b.status === 'confirmed', toCardCents }, b.currency, lng)
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    paymentStatus: b.paymentStatus,
    source: b.source,
    version: b.version,
    createdAt: formatDateTime(b.createdAt, lng),
    trip: { id: trip.id, name: translate(trip, 'name', lng) || trip.name },
    departure: { id: departure.id, label: `${formatIslandDate(departure.localDate, lng)} · ${departure.localTime}`, date: departure.localDate, time: departure.localTime, status: departure.status, closedReason: departure.closedReason },
    customer: { name: b.customerName, email: b.customerEmail, phone: b.customerPhone, country: b.customerCountry ?? '', language: b.language },
    guideLanguage: b.guideLanguage,
    notes: b.notes,
    participants: b.participants.filter((p) => p.count > 0).map((p) => ({ code: p.code, label: labels.get(p.categoryId) ?? p.label, count: p.count, unitPrice: money(p.unitPriceCents), total: money(p.totalCents) })),
    seats: b.seats,
    money: [
      [a('paymentMethod'), a(`paymentMethods.${b.paymentMethod}`)],
      [a('total'), money(b.totalCents)],
      ...(b.onlineDueCents ? [[a('onlineDue'), money(b.onlineDueCents)] as [string, string]] : []),
      [a('paid'), money(b.paidCents)],
      ...(b.refundedCents ? [[a('refunded'), money(b.refundedCents)] as [string, string]] : []),
      [a('dueOnTheDay'), money(due)],
    ],
    refundable: kept > 0 ? money(kept) : null,
    refundToCard: actions.toCard,
    byHand: { owed: actions.owed, held: actions.held },
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      amount: formatPrice(p.amountCents, p.currency, lng),
      at: formatDateTime(p.paidAt ?? p.createdAt, lng),
      refunds: p.refunds.map((r) => ({ id: r.id, amount: formatPrice(r.amountCents, p.currency, lng), status: r.status, reason: r.reason, at: formatDateTime(r.createdAt, lng) })),
    })),
    history,
    cancellable: b.status === 'confirmed',
    customerLink: (b.status === 'confirmed' || b.status === 'pending_payment') && b.paymentMethod === 'online' && b.paidCents < b.onlineDueCents ? `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), b.language)}` : null,
    receiptLink: hasTripReceipt(b) ? `${tripDocumentPath(ctx.secrets, b.reference, 'receipt.pdf')}&lng=${b.language}` : null,
    changeable,
    departures: changeable ? await departuresToMoveTo(b, lng) : [],
    categories: categories.map((c) => ({
      code: c.code,
      label: translate(c, 'label', lng) || c.label,
      price: money(c.priceCents),
      count: b.participants.filter((p) => p.code === c.code).reduce((sum, p) => sum + p.count, 0),
    })),
  }
}
