import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../helpers/log-capture'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

interface LogLine {
  level: number
  msg: string
  req: { id: string; url: string; headers: Record<string, string> }
  res: { statusCode: number; headers: Record<string, string> }
  err?: { message: string; stack: string }
  route?: string
  userId?: number
}

const ERROR = 50
const { logger, lines, raw } = captureLogs<LogLine>()

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ logger })
})
afterAll(async () => {
  await t?.close()
})

/** Runs `act` while the trips table is missing: every query on it fails like a real bug would. */
async function withTripsTableMissing<T>(act: () => Promise<T>): Promise<T> {
  await t.knex.raw('alter table trips rename to trips_elsewhere')
  try {
    return await act()
  } finally {
    await t.knex.raw('alter table trips_elsewhere rename to trips')
  }
}

async function errorLinesOf(requestId: string): Promise<LogLine[]> {
  // The request log writes the line when the response has finished, which can trail the client by a tick.
  await expect.poll(() => lines.some((l) => l.req?.id === requestId)).toBe(true)
  return lines.filter((l) => l.level >= ERROR && (l.req?.id === requestId || !l.req))
}

describe('structured logs: a failing request is logged once, with its context', () => {
  it('an API failure: one error line with the request id, route and the error; the visitor sees no stack', async () => {
    const res = await withTripsTableMissing(() => request(t.app).get('/api/trips/popular'))
    expect(res.status).toBe(500)
    expect(res.text).not.toContain('trips_elsewhere')
    expect(res.text).not.toMatch(/at .*\.ts:\d+/)
    const requestId = String(res.headers['x-request-id'])
    const [line, ...more] = await errorLinesOf(requestId)
    expect(more).toEqual([])
    expect(line).toMatchObject({ req: { id: requestId, url: '/api/trips/popular' }, res: { statusCode: 500 }, route: '/trips/popular' })
    expect(line!.err!.message).toContain('relation "trips" does not exist')
  })

  it('a page that fails to render: one error line carrying the rendering error', async () => {
    const res = await withTripsTableMissing(() => request(t.app).get('/trips?lng=en').set('X-Request-Id', 'trace-page-1'))
    expect(res.status).toBe(500)
    const [line, ...more] = await errorLinesOf('trace-page-1')
    expect(more).toEqual([])
    expect(line!.err!.message).toContain('does not exist')
  })

  it("a staff request: the line names the user, never the session cookie or CSRF token", async () => {
    const { agent, user, csrf } = await loginAs(t.app, 'admin')
    const res = await withTripsTableMissing(() => agent.get('/api/admin/export.json').set('X-Request-Id', 'trace-staff-1').set('X-CSRF-Token', csrf).set('Referer', 'http://localhost:3000/trips/booking?ref=TR-2026-000001&token=secret-of-the-link'))
    expect(res.status).toBe(500)
    const [line, ...more] = await errorLinesOf('trace-staff-1')
    expect(more).toEqual([])
    expect(line).toMatchObject({ userId: user.id, route: '/api/admin/export.json', req: { headers: { cookie: '[redacted]', 'x-csrf-token': '[redacted]', referer: 'http://localhost:3000/trips/booking?ref=TR-2026-000001&token=[redacted]' } } })
    const text = raw.find((l) => l.includes('trace-staff-1') && l.includes('"level":50'))!
    expect(text).not.toContain(csrf)
    expect(text).not.toMatch(/mt\.sid=s%3A/)
  })

  it('a refused login is one warning line, and the password typed is nowhere in the logs', async () => {
    const page = await request(t.app).get('/auth/login')
    const cookie = page.headers['set-cookie']!
    const res = await request(t.app)
      .post('/auth/login')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'trace-login-1')
      .type('form')
      .send({ email: 'nobody@staff.example', password: 'never-log-this-passphrase', _csrf: csrfOf(page.text) })
    expect(res.status).toBeGreaterThanOrEqual(400)
    await expect.poll(() => lines.filter((l) => l.req?.id === 'trace-login-1').map((l) => l.level)).toEqual([40])
    expect(raw.join('\n')).not.toContain('never-log-this-passphrase')
  })
})
