import request from 'supertest'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { postSignedEvent, startStripeStandIn, type SignedEvent, type StripeStandIn } from './stripe-stand-in'
import { built, startTestApp, type TestApp } from './test-app'
import { bookableTrip, bookAndPayOnline, SUNSET_BOAT, type BookableTrip } from './trip-bookings'

/**
 * The app for the tests of a trip booking after it is made (ADR 042), for a whole test file: the
 * Stripe stand-in (refunds succeed unless a test says otherwise), an SMTP server, and three
 * bookable trips with different policies. Read `t`, `stripe` and the trips inside tests and hooks.
 */
export function useTripManage() {
  const live = {} as { t: TestApp; stripe: StripeStandIn; sunset: BookableTrip; strict: BookableTrip; deposit: BookableTrip }
  let ip = 0
  beforeAll(async () => {
    const stripe = (live.stripe = await startStripeStandIn())
    const t = (live.t = await startTestApp({ env: { STRIPE_API_URL: stripe.url }, smtp: true }))
    await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
    // Free cancellation until 24 h before; departures 3 to 9 days ahead, 12 seats each.
    live.sunset = await bookableTrip(t.knex, { capacity: 12, days: [3, 4, 5, 6, 7, 8, 9], cutoffHours: 2 })
    // Another trip: not refundable at all.
    const other = await t.knex('trips').whereNot({ slug: SUNSET_BOAT }).orderBy('id').first('slug')
    live.strict = await bookableTrip(t.knex, { slug: other.slug, capacity: 6, days: [3, 4], freeCancellationHours: null })
    // A third: 30 % paid online as a deposit, the rest on the day.
    const third = await t.knex('trips').whereNotIn('slug', [SUNSET_BOAT, other.slug]).orderBy('id').first('slug')
    live.deposit = await bookableTrip(t.knex, { slug: third.slug, capacity: 6, days: [5, 6], onlinePayment: 'deposit', depositPercent: 30 })
  })
  afterAll(async () => {
    await live.t?.close()
    await live.stripe?.close()
  })
  beforeEach(() => {
    live.stripe.refundStatus = 'succeeded'
  })

  const from = () => `198.51.100.${(ip++ % 250) + 1}`
  const started = () => formStartToken(live.t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
  const webhook = (event: SignedEvent) => postSignedEvent(live.t.app, event)
  return Object.assign(live, {
    from,
    started,
    webhook,
    booking: (reference: string) => live.t.knex('trip_bookings').where({ reference }).first(),
    seatsTaken: async (departureId: number) => (await live.t.knex('trip_departures').where({ id: departureId }).first()).seatsTaken as number,
    managePath: (reference: string) => `/trips/booking?ref=${reference}&token=${live.t.context.secrets.sign('trip-booking', reference)}`,
    audit: (id: number, action: string) => live.t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action }),
    post: (path: string, body: Record<string, string>) => request(live.t.app).post(path).set('X-Forwarded-For', from()).type('form').send(body),
    staff: { type: 'staff' as const, userId: null, name: 'Office' },
    serviceContext: () => ({ ...live.t.context, tFor: (lng: string) => live.t.context.i18n.getFixedT(lng, 'trips') }),
    /** Booked through the form and paid on the stand-in Stripe page: a confirmed booking. */
    async bookAndPay(tripId: number, departureId: number, lng = 'en', over: Record<string, unknown> = {}) {
      const row = await bookAndPayOnline(live.t, live.stripe, tripId, departureId, { lng, over, ip: from() })
      expect(row.status).toBe('confirmed')
      expect(row.paymentStatus).toBe(row.paidCents < row.totalCents ? 'deposit_paid' : 'paid')
      return row
    },
  })
}
