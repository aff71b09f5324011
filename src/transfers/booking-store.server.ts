import type { Knex } from 'knex'
import type { ServiceContext } from '../config/app-context'
import { DriverModel } from '../fleet/fleet.model'
import type { Language } from '../i18n/languages'
import { bookingRules, type LoadedBookingRules } from './booking-rules.server'
import { toBookingView, type BookingView, type BookingWithLegs, type DriverContact } from './booking-view'
import { TransferBookingModel, TransferLegModel } from './transfers.model'
import { getSiteSettings } from '../settings/settings.server'
import type { SiteSettings } from '../settings/settings.schema'
import type { StaffRecipient } from './mails'
import { staffRecipients } from './staff-recipients.server'
import { loadTransfers, type LoadedTransfers } from './transfers.server'

// Reading bookings with their legs, and the view every page, e-mail and API shows of one.

export type BookingKey = { id: number } | { reference: string } | { idempotencyKey: string }

/** A booking with its legs; `lock` takes both for update (the caller's transaction decides about them). */
export async function loadBooking(key: BookingKey, trx?: Knex.Transaction, { lock = false }: { lock?: boolean } = {}): Promise<BookingWithLegs | undefined> {
  const query = TransferBookingModel.query(trx).findOne(key)
  const row = await (lock ? query.forUpdate() : query)
  if (!row) return undefined
  const legsQuery = TransferLegModel.query(trx).where({ bookingId: row.id }).orderBy([{ column: 'pickupAt' }, { column: 'id' }])
  const legs = await (lock ? legsQuery.forUpdate() : legsQuery)
  return Object.assign(row, { legs }) as BookingWithLegs
}

/** The drivers assigned to these legs, as the customer may see them (name and phone). */
export async function driverContactsOf(legs: TransferLegModel[], trx?: Knex.Transaction): Promise<Map<number, DriverContact>> {
  const ids = [...new Set(legs.map((l) => l.driverId).filter((id): id is number => id !== null))]
  if (!ids.length) return new Map()
  const drivers = await DriverModel.query(trx).whereIn('id', ids).select('id', 'name', 'phone')
  return new Map(drivers.map((d) => [d.id, { name: d.name, phone: d.phone }]))
}

/**
 * What every booking change reads besides the booking: the price table, the rules, the business's
 * details and who at the business hears of changes. Loaded (from caches, mostly) BEFORE a
 * transaction opens: on the embedded database all connections share one session, so a query on
 * another connection while a transaction holds it would wait for that transaction forever.
 */
export interface BookingEnv {
  loaded: LoadedTransfers
  rules: LoadedBookingRules
  site: SiteSettings
  recipients: StaffRecipient[]
}

export async function bookingEnv(): Promise<BookingEnv> {
  const [loaded, rules, site, recipients] = await Promise.all([loadTransfers(), bookingRules(), getSiteSettings(), staffRecipients()])
  return { loaded, rules, site, recipients }
}

/**
 * The booking as seen in any language (the customer's e-mail in theirs, each staff member's in
 * theirs: vehicle classes and extras are named in the reader's language).
 */
export async function viewsOf(ctx: ServiceContext, row: BookingWithLegs, { trx, env }: { trx?: Knex.Transaction; env: Pick<BookingEnv, 'loaded' | 'rules'> }): Promise<(lng: Language) => BookingView> {
  const drivers = await driverContactsOf(row.legs, trx)
  return (lng) => toBookingView(ctx, row, env.loaded, { lng, drivers, rules: env.rules })
}

/** The customer's view of a booking; inside a transaction pass it (`trx`) and the env loaded before it. */
export async function viewOf(ctx: ServiceContext, row: BookingWithLegs, lng: Language, { trx, env }: { trx?: Knex.Transaction; env?: Pick<BookingEnv, 'loaded' | 'rules'> } = {}): Promise<BookingView> {
  const [loaded, rules, drivers] = await Promise.all([env?.loaded ?? loadTransfers(), env?.rules ?? bookingRules(), driverContactsOf(row.legs, trx)])
  return toBookingView(ctx, row, loaded, { lng, drivers, rules })
}
