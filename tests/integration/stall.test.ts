import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { localParts } from '../../src/lib/island-time'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Small bounds so the test is quick; production's defaults (2 s / 3 s / 4 s) keep the same shape under 5 s.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ proxy: true, env: { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_ACQUIRE_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '1000' } })
})
afterAll(async () => {
  await t?.close()
})

/** A bound, not a performance target: with 1 s timeouts the answer comes in about 1–2 s. */
const BOUND_MS = 5_000

async function timed<T>(send: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now()
  const res = await send()
  return { res, ms: performance.now() - started }
}

let ip = 0
const from = () => `198.51.100.${(ip++ % 250) + 1}`
const contactForm = () => ({
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  phone: '+49 170 1234567',
  message: 'Hallo, wir möchten im Juni eine Kajaktour für vier Personen buchen.',
  consent: 'on',
  started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000),
  website: '',
})
const booking = () => ({
  tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: localParts(new Date(Date.now() + 10 * 86_400_000)).date, time: '14:30', flightNumber: 'VY 3904',
  adults: 2, children: 0, infants: 0, suitcases: 2, sportsEquipment: 0, childSeats: 0, vehicle: 'car',
  name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 170 1234567', notes: '', terms: true,
})

describe('a stalled database (reachable, silent)', () => {
  it('every page, API and form answers 503 within the bound, then the site recovers by itself', async () => {
    const staff = await loginAs(t.app, 'editor') // a session cookie: its lookup goes through the session store's own pool
    expect((await request(t.app).get('/healthz')).status).toBe(200)
    expect((await staff.agent.get('/admin')).status).toBe(200)

    t.proxy!.stall()

    const health = await timed(() => request(t.app).get('/healthz'))
    expect(health.res.status).toBe(503)
    expect(health.res.body).toEqual({ status: 'error', db: 'unreachable', dataDir: 'ok' })
    expect(health.ms).toBeLessThan(BOUND_MS)

    const pages: Array<[string, () => PromiseLike<request.Response>]> = [
      ['home', () => request(t.app).get('/?lng=de')],
      ['search no cache holds', () => request(t.app).get('/trips?lng=de&q=kayak&sort=price')],
      ['form page', () => request(t.app).get('/contact?lng=de').set('Accept', 'text/html')],
      ['staff page (the session lookup itself stalls)', () => staff.agent.get('/admin?lng=de')],
      ['form post', () => request(t.app).post('/contact?lng=de').type('form').set('Accept', 'text/html').set('X-Forwarded-For', from()).send(contactForm())],
    ]
    for (const [name, send] of pages) {
      const { res, ms } = await timed(send)
      expect(res.status, name).toBe(503)
      expect(ms, name).toBeLessThan(BOUND_MS)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.text).toContain(html(tr('de', 'common', 'errors.unavailable.title')))
      expect(res.text).not.toMatch(/at \w+ \(|Error:/)
    }

    const apis: Array<[string, () => PromiseLike<request.Response>]> = [
      ['API read', () => request(t.app).get('/api/trips/popular')],
      ['booking', () => request(t.app).post('/api/transfers/requests?lng=de').set('X-Forwarded-For', from()).send(booking())],
    ]
    for (const [name, send] of apis) {
      const { res, ms } = await timed(send)
      expect(res.status, name).toBe(503)
      expect(ms, name).toBeLessThan(BOUND_MS)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.body.error.code).toBe('unavailable')
    }

    // Several at once: they queue for the pool's connections and still answer within the bound.
    const crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => timed(() => request(t.app).get(i % 2 ? '/api/trips/popular' : `/?lng=de&n=${i}`))))
    for (const { res, ms } of crowd) {
      expect(res.status).toBe(503)
      expect(ms).toBeLessThan(BOUND_MS)
    }

    // The connections caught in the stall stay silent for good: recovering means dropping them.
    t.proxy!.restore()
    await expect.poll(async () => (await request(t.app).get('/healthz')).status, { timeout: 15_000, interval: 250 }).toBe(200)
    expect((await request(t.app).get('/?lng=de')).status).toBe(200)
    expect((await request(t.app).get('/api/trips/popular')).status).toBe(200)
    expect((await staff.agent.get('/admin')).status).toBe(200)
    const sent = await request(t.app).post('/contact?lng=de').type('form').set('X-Forwarded-For', from()).send(contactForm())
    expect(sent.status).toBe(303)
    const booked = await request(t.app).post('/api/transfers/requests?lng=de').set('X-Forwarded-For', from()).send(booking())
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  }, 120_000)
})
