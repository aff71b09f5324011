import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localParts } from '../../src/lib/island-time'
import { createStaff, csrfOf } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const WORKERS = 16
const ROUNDS = 12
const BUSINESS_PHONE = '+34611428730'
const inTenDays = localParts(new Date(Date.now() + 10 * 86_400_000)).date

/** Every request from its own address: this test is about concurrency, not the per-IP limits. */
let address = 0
const nextAddress = () => `198.51.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`

/**
 * Issue 12 §1: under concurrent mixed traffic the embedded database once answered 500s and
 * handed one request another request's row. Sixteen clients at once book transfers, search,
 * subscribe, chat and log in; none may get a 5xx, and every booking must be stored as sent.
 */
describe('mixed public traffic from 16 concurrent clients', () => {
  it('answers every request without a 5xx and stores each booking exactly as its client sent it', async () => {
    const staff = await createStaff('editor')
    const statuses: Array<[string, number]> = []
    const bookings: Array<{ reference: string; email: string; name: string }> = []

    const book = async (worker: number, round: number) => {
      const email = `load.${worker}.${round}@example.com`
      const name = `Load ${worker}-${round}`
      const res = await request(t.app)
        .post('/api/transfers/requests?lng=en')
        .set('X-Forwarded-For', nextAddress())
        .send({
          tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: `Hotel ${worker}-${round}`, date: inTenDays, time: '14:30', flightNumber: 'VY 3904',
          adults: 1 + (round % 3), children: 0, infants: 0, suitcases: 1, sportsEquipment: 0, childSeats: 0, vehicle: 'minivan',
          name, email, phone: `+34 6${String(10_000_000 + worker * 100 + round)}`, notes: '', terms: true,
        })
      statuses.push(['booking', res.status])
      if (res.status === 201) bookings.push({ reference: res.body.reference, email, name })
    }
    const search = async (worker: number, round: number) => {
      const res = await request(t.app).get(`/trips?q=${encodeURIComponent(`cala ${worker} ${round}`)}&lng=de`).set('X-Forwarded-For', nextAddress())
      statuses.push(['search', res.status])
    }
    const subscribe = async (worker: number, round: number) => {
      const res = await request(t.app).post('/api/subscribe?lng=ca').set('X-Forwarded-For', nextAddress()).send({ email: `news.${worker}.${round}@example.com` })
      statuses.push(['subscribe', res.status])
    }
    const chat = async (worker: number, round: number) => {
      const res = await request(t.app).post('/api/whatsapp/send').set('X-Forwarded-For', nextAddress()).send({ phoneNumber: BUSINESS_PHONE, message: `Hello from ${worker}-${round}` })
      statuses.push(['chat', res.status])
    }
    const login = async () => {
      const agent = request.agent(t.app)
      const ip = nextAddress()
      const page = await agent.get('/auth/login').set('X-Forwarded-For', ip)
      const res = await agent.post('/auth/login').set('X-Forwarded-For', ip).type('form').send({ email: staff.email, password: staff.password, _csrf: csrfOf(page.text) })
      statuses.push(['login', res.status])
    }
    const actions = [book, search, subscribe, chat, login]

    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let round = 0; round < ROUNDS; round++) await actions[(worker + round) % actions.length]!(worker, round)
      }),
    )

    expect(statuses).toHaveLength(WORKERS * ROUNDS)
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([])
    expect(new Set(statuses.map(([kind]) => kind))).toEqual(new Set(['booking', 'search', 'subscribe', 'chat', 'login']))
    // Every booking is its own row: its reference leads to the name and e-mail that client sent.
    expect(bookings.length).toBeGreaterThan(WORKERS)
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length)
    const rows: Array<{ reference: string; email: string; name: string }> = await t
      .knex('transfer_bookings')
      .whereIn('reference', bookings.map((b) => b.reference))
      .select('reference', 'customer_email as email', 'customer_name as name')
    const stored = new Map(rows.map((row) => [row.reference, row]))
    for (const booking of bookings) expect(stored.get(booking.reference)).toEqual(booking)
  })
})
