import request from 'supertest'
import { afterAll, beforeAll } from 'vitest'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from './bookings'
import { tr } from './locales'
import { readPdf } from './pdf-text'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in'
import { built, startTestApp, type TestApp } from './test-app'

// The trip office's test files (docs/decisions/042): an app with the Stripe stand-in, the first
// trip priced per adult and child, and rows made as the booking code would store them.

export const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)

export interface TripOffice {
  t: TestApp
  stripe: StripeStandIn
  tripId: number
  /** The English name (the readers in these tests read English). */
  tripName: string
  /** A departure of the trip on its own island day far ahead (no seed uses it), at an odd minute unless a time is given. */
  departure(options?: { date?: string; time?: string }): Promise<{ id: number; localDate: string; localTime: string; capacity: number }>
  /** A booking of `adults` and `children` on a departure, its seats taken, as the booking code would store it. */
  booking(dep: { id: number }, over?: BookingOverrides): Promise<{ id: number; reference: string; customerEmail: string }>
}

type BookingOverrides = { adults?: number; children?: number; name?: string; email?: string; phone?: string; language?: string; status?: string; paymentMethod?: string; paid?: boolean; source?: string; notes?: string }

/** Started before the file's first test, closed after its last; read its fields inside tests and hooks. */
export function useTripOffice(): TripOffice {
  let categories: Record<'adult' | 'child', { id: number; label: string; priceCents: number }>
  let n = 0
  const office = {} as TripOffice
  beforeAll(async () => {
    office.stripe = await startStripeStandIn()
    const t = (office.t = await startTestApp({ env: { STRIPE_API_URL: office.stripe.url } }))
    await built.saveApiKeys(t.context.secrets, office.stripe.apiKeys)
    const trip = await t.knex('trips').orderBy('id').first()
    office.tripId = trip.id
    office.tripName = trip.translations?.name?.en || trip.name
    for (const [code, label, price, sort] of [['adult', 'Adult', 5000, 1], ['child', 'Child', 2500, 2]] as const) {
      await t.knex('trip_price_categories').insert({ trip_id: trip.id, code, label, price_cents: price, sort_order: sort }).onConflict(['trip_id', 'code']).ignore()
    }
    const rows = await t.knex('trip_price_categories').where({ trip_id: trip.id }).whereIn('code', ['adult', 'child'])
    categories = Object.fromEntries(rows.map((r) => [r.code, { id: r.id, label: r.label, priceCents: r.priceCents }])) as typeof categories
  })
  afterAll(async () => {
    await office.t?.close()
    await office.stripe?.close()
  })
  office.departure = async ({ date = islandDay(300 + n + 1), time }: { date?: string; time?: string } = {}) => {
    n += 1
    const at = time ?? `${String(6 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`
    const [row] = await office.t.knex('trip_departures').insert({ trip_id: office.tripId, starts_at: islandTimeToInstant(date, at), local_date: date, local_time: at, capacity: 12, guide_languages: JSON.stringify(['es', 'en']) }).returning('*')
    return row as { id: number; localDate: string; localTime: string; capacity: number }
  }
  office.booking = async (dep: { id: number }, over: BookingOverrides = {}) => {
    n += 1
    const adults = over.adults ?? 2
    const children = over.children ?? 0
    const participants = [
      { categoryId: categories.adult.id, code: 'adult', label: 'Adult', unit: 'person', seats: 1, count: adults, unitPriceCents: 5000, totalCents: adults * 5000 },
      ...(children ? [{ categoryId: categories.child.id, code: 'child', label: 'Child', unit: 'person', seats: 1, count: children, unitPriceCents: 2500, totalCents: children * 2500 }] : []),
    ]
    const total = adults * 5000 + children * 2500
    const online = (over.paymentMethod ?? 'online') === 'online'
    const paid = over.paid ?? online
    const [row] = await office.t.knex('trip_bookings').insert({
      reference: `TR-2099-${String(900000 + n)}`,
      trip_id: office.tripId,
      departure_id: dep.id,
      status: over.status ?? 'confirmed',
      participants: JSON.stringify(participants),
      seats: adults + children,
      total_cents: total,
      payment_method: over.paymentMethod ?? 'online',
      payment_status: paid ? 'paid' : 'unpaid',
      online_due_cents: online ? total : 0,
      paid_cents: paid ? total : 0,
      customer_name: over.name ?? `Customer ${n}`,
      customer_email: over.email ?? `customer.${n}@example.com`,
      customer_phone: over.phone ?? `+34 600 ${String(100000 + n)}`,
      language: over.language ?? 'en',
      guide_language: 'en',
      notes: over.notes ?? '',
      source: over.source ?? 'web',
      hold_expires_at: over.status === 'pending_payment' ? new Date(Date.now() + 15 * 60_000) : null,
    }).returning('*')
    await office.t.knex('trip_departures').where({ id: dep.id }).increment('seats_taken', adults + children)
    return row as { id: number; reference: string; customerEmail: string }
  }
  return office
}

export async function pdfOf(agent: request.Agent, path: string) {
  const res = await agent.get(path).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = []
    r.on('data', (c: Buffer) => chunks.push(c))
    r.on('end', () => cb(null, Buffer.concat(chunks)))
  })
  return { res, text: res.status === 200 ? (await readPdf(res.body as Buffer)).pages.map((p) => p.text).join('\n') : '' }
}

/** The references a list page shows (each booking's row links to its detail). */
export const referencesIn = (page: string) => [...new Set([...page.matchAll(/TR-2099-\d+/g)].map((m) => m[0]))]
