import type { TFunction } from 'i18next'
import { z } from 'zod'
import { recordChange, type Actor } from '../audit/audit.server'
import type { AppContext } from '../config/app-context'
import { priceCategoriesOf, type PriceCategory } from '../departures/availability.server'
import { TripDepartureModel } from '../departures/departures.model'
import { seatsLeftOf } from '../departures/seats.server'
import { formatIslandDate, formatPrice } from '../i18n/format'
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { FIELD, messageKey } from '../lib/forms'
import { addDays, isLocalDate, localParts } from '../lib/island-time'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import { TripModel } from '../trips/trips.model'
import { TripEnquiryModel } from './trip-bookings.model'
import { parseTripBooking } from './trip-bookings.schema'
import { createTripBooking, SeatsUnavailableError, TripBookingInvalidError } from './trip-bookings.server'
import { enquirySubject } from './trip-enquiries.server'
import { DuplicateTripBookingError } from './trip-booking-duplicates.server'
import { IdNumberSchema } from '../lib/params'

// A booking taken by phone (/admin/trip-bookings/new): staff choose a trip and a departure (or
// come from a departure's page, or from an enquiry that fills in trip, date, party and customer),
// then the party and the customer. It goes through the same createTripBooking as the website with
// source `phone`: confirmed at once, paid on the day or through the payment link the customer is
// sent; beyond the seats left only with "overbook" ticked and a reason, which the history keeps.

const id = IdNumberSchema

/** The page's address: ?trip and ?date to find departures, ?departure when chosen, ?enquiry to fill it in. */
export const PhoneBookingQuerySchema = z.object({
  trip: id.optional().catch(undefined),
  date: z.string().refine(isLocalDate).optional().catch(undefined),
  departure: id.optional().catch(undefined),
  enquiry: id.optional().catch(undefined),
})

/** Staff's own fields besides the booking form's (which the website's schema parses). */
export const PhoneBookingStaffSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: 'invalid' }),
    overbook: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
    overbookReason: FIELD.optionalText(200),
    enquiryId: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), id.optional()),
  })
  .refine((v) => !v.overbook || Boolean(v.overbookReason), { error: 'required', path: ['overbookReason'] })

export interface DepartureOption {
  id: number
  label: string
  seatsLeft: number
}

export interface PhoneBookingPage {
  trips: Array<{ id: number; name: string }>
  trip: number | null
  date: string
  /** The chosen trip's departures from the date on (a week), to choose from. */
  departures: DepartureOption[]
  /** The chosen departure, with what the form needs. */
  departure: (DepartureOption & { tripName: string; guideLanguages: string[]; categories: Array<PriceCategory & { price: string }> }) | null
  onlinePayments: boolean
  /** The enquiry this booking answers: its reference, and the form's values taken from it. */
  enquiry: { id: number; reference: string } | null
  values: Record<string, string>
}


export async function phoneBookingPage(ctx: Pick<AppContext, 'secrets'>, input: Record<string, unknown>, lng: Language): Promise<PhoneBookingPage> {
  const query = PhoneBookingQuerySchema.parse(input)
  const enquiry = query.enquiry ? await TripEnquiryModel.query().findById(query.enquiry) : undefined
  const chosen = query.departure ? await TripDepartureModel.query().findById(query.departure) : undefined
  const tripId = chosen?.tripId ?? query.trip ?? enquiry?.tripId ?? null
  const date = query.date ?? enquiry?.travelDate ?? localParts(new Date()).date
  const [trips, onlinePayments] = await Promise.all([TripModel.query().select('id', 'name', 'translations').orderBy('name'), onlinePaymentsAvailable(ctx.secrets)])
  const rows = tripId && !chosen ? await TripDepartureModel.query().where({ tripId, status: 'open' }).whereBetween('localDate', [date, addDays(date, 6)]).orderBy('startsAt') : []
  const left = await seatsLeftOf(TripDepartureModel.knex(), [...rows.map((d) => d.id), ...(chosen ? [chosen.id] : [])])
  const option = (d: TripDepartureModel): DepartureOption => ({ id: d.id, label: `${formatIslandDate(d.localDate, lng)} · ${d.localTime}`, seatsLeft: left.get(d.id) ?? 0 })
  const trip = trips.find((x) => x.id === tripId)
  const categories = chosen ? await priceCategoriesOf(chosen.tripId, lng) : []
  const values: Record<string, string> = {}
  if (enquiry) {
    Object.assign(values, { name: enquiry.name, email: enquiry.email, phone: enquiry.phone, notes: enquiry.message, language: enquiry.language, enquiryId: String(enquiry.id) })
    const adult = categories.find((c) => c.code === 'adult') ?? categories.find((c) => c.unit === 'person' && c.seats > 0)
    const child = categories.find((c) => c.code === 'child')
    const children = child ? (enquiry.children ?? 0) : 0
    if (adult) values[`count.${adult.code}`] = String(Math.max(enquiry.participants - children, 0))
    if (child && children) values[`count.${child.code}`] = String(children)
  }
  return {
    trips: trips.map((x) => ({ id: x.id, name: translate(x, 'name', lng) || x.name })),
    trip: tripId,
    date,
    departures: rows.map(option),
    departure: chosen && trip
      ? { ...option(chosen), tripName: translate(trip, 'name', lng) || trip.name, guideLanguages: chosen.guideLanguages, categories: categories.map((c) => ({ ...c, price: formatPrice(c.priceCents, 'EUR', lng) })) }
      : null,
    onlinePayments,
    enquiry: enquiry ? { id: enquiry.id, reference: enquiry.reference } : null,
    values,
  }
}

export interface PhoneBookingContext extends Pick<AppContext, 'secrets' | 'publicUrl' | 'jobs' | 'env'> {
  tFor: (lng: Language) => TFunction
  actor: Actor
  /** The staff member's words (the messages of a refused form). */
  t: TFunction
}

export type PhoneBookingResult = { ok: true; id: number } | { ok: false; errors: Record<string, string>; message?: string; status: 400 | 409 }

/** The form's message for a code: the booking form's words in the staff's language, else the common ones. */
function said(t: TFunction, code: string, params: Record<string, unknown> = {}): string {
  return t([`admin:tripBookings.new.errors.${code}`, messageKey(code)], params)
}

/** Takes a booking by phone; a refused form answers its messages per field in the staff member's language. */
export async function createPhoneTripBooking(ctx: PhoneBookingContext, body: Record<string, unknown>): Promise<PhoneBookingResult> {
  const { t } = ctx
  // Staff accept no terms for the customer: the customer is told them with the confirmation.
  const parsed = parseTripBooking({ ...body, terms: 'on' })
  const staff = PhoneBookingStaffSchema.safeParse(body)
  if (!parsed.success || !staff.success) {
    const errors: Record<string, string> = {}
    for (const issue of [...(parsed.success ? [] : parsed.error.issues), ...(staff.success ? [] : staff.error.issues)]) {
      const field = String(issue.path[0] ?? '_')
      errors[field === 'counts' ? 'counts' : field] ??= said(t, /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid')
    }
    return { ok: false, errors, status: 400 }
  }
  const language = isLanguage(staff.data.language) ? staff.data.language : 'es'
  try {
    const created = await createTripBooking({ secrets: ctx.secrets, publicUrl: ctx.publicUrl, jobs: ctx.jobs, lng: language, tFor: ctx.tFor }, parsed.data, {
      actor: ctx.actor,
      source: 'phone',
      force: staff.data.overbook,
      userId: ctx.actor.userId ?? null,
    })
    // The form sent again with its key: the first send's booking, its history already written.
    if (created.replayed) return { ok: true, id: created.row.id }
    await TripModel.knex().transaction(async (trx) => {
      // Beyond the seats that were left: the capacity was raised, and the history says why.
      const { departure } = created.row
      if (staff.data.overbook && departure.seatsTaken > departure.capacity) {
        await recordChange(trx, { subject: { type: 'trip-booking', id: created.row.id }, actor: ctx.actor, action: 'overbooked', note: staff.data.overbookReason ?? null })
      }
      const enquiryId = staff.data.enquiryId
      if (enquiryId) {
        const updated = await TripEnquiryModel.query(trx).findById(enquiryId).whereNot('status', 'booked').patch({ status: 'booked', bookingId: created.row.id })
        if (updated) await recordChange(trx, { subject: enquirySubject(enquiryId), actor: ctx.actor, action: 'booked', changes: { status: [null, 'booked'] }, note: created.row.reference })
      }
    })
    return { ok: true, id: created.row.id }
  } catch (error) {
    // The same e-mail already on this departure (the form sent again after Back, a second call):
    // staff say it is a second booking, knowing which the first is. The same key is the same send.
    if (error instanceof DuplicateTripBookingError) {
      const message = said(t, 'duplicate', { reference: error.earlier.reference })
      return { ok: false, errors: { confirmDuplicate: message }, message, status: 409 }
    }
    if (error instanceof SeatsUnavailableError) {
      const message = error.reason === 'closed' ? said(t, 'closed') : said(t, 'soldOut', { count: error.seatsLeft })
      return { ok: false, errors: { overbook: message }, message, status: 409 }
    }
    if (error instanceof TripBookingInvalidError) {
      const errors = Object.fromEntries(Object.entries(error.problems).map(([field, p]) => [field, said(t, p.code, p.params)]))
      return { ok: false, errors, status: 400 }
    }
    throw error
  }
}
