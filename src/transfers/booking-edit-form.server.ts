import type { TFunction } from 'i18next'
import type { AppContext } from '../config/app-context'
import { formatPrice } from '../i18n/format'
import { LANGUAGES, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { NotFoundError } from '../lib/errors'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import { editFormValues } from './booking-edit.server'
import { loadBooking } from './booking-store.server'
import { placeName } from './places'
import { TERMINALS } from './quote'
import { loadTransfers } from './transfers.server'

// What the staff booking form (edit and phone booking, src/ui/admin/booking-form.tsx) offers and shows.

export interface BookingFormChoices {
  places: Array<{ value: string; label: string }>
  vehicles: Array<{ value: string; label: string }>
  extras: Array<{ code: string; name: string; max: number }>
  languages: Array<{ value: Language; label: string }>
}

/** The places, vehicle classes and extras on offer, in the staff member's language (t: any namespace). */
export async function bookingFormChoices(lng: Language, t: TFunction): Promise<BookingFormChoices> {
  const { towns, vehicles, extras, table } = await loadTransfers()
  const offered = new Set(table.extras.map((e) => e.code))
  return {
    places: [...TERMINALS.map((code) => ({ value: code, label: placeName(t, { code, town: null }) })), ...towns.filter((town) => table.towns.includes(town.slug)).map((town) => ({ value: town.slug, label: town.name }))],
    vehicles: vehicles.map((v) => ({ value: v.code, label: `${translate(v, 'name', lng)} (${v.maxPassengers})` })),
    extras: extras.filter((e) => offered.has(e.code)).map((e) => ({ code: e.code, name: translate(e, 'name', lng), max: e.maxQuantity })),
    languages: LANGUAGES.map((value) => ({ value, label: t(`admin:transfersAdmin.languages.${value}`, { defaultValue: value }) })),
  }
}

/** The phone-booking page: the form's choices, and whether a payment link can be sent (Stripe's keys saved). */
export async function phoneBookingFormPage(ctx: Pick<AppContext, 'secrets'>, lng: Language, t: TFunction): Promise<{ choices: BookingFormChoices; onlinePayments: boolean }> {
  const [choices, onlinePayments] = await Promise.all([bookingFormChoices(lng, t), onlinePaymentsAvailable(ctx.secrets)])
  return { choices, onlinePayments }
}

/** The edit page: the booking's values, its price now, and whether it can still be edited. */
export async function bookingEditPage(id: number, lng: Language) {
  const row = await loadBooking({ id })
  if (!row) throw new NotFoundError('Transfer booking not found')
  return {
    id: row.id,
    reference: row.reference,
    values: editFormValues(row, lng),
    currentPrice: formatPrice(row.priceCents, row.currency, lng),
    closed: row.status === 'cancelled' || row.status === 'expired',
  }
}
