import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../helpers/log-capture'
import { createStaff, csrfOf, STAFF_PASSWORD } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

/**
 * Issue 12 item 7 (ADR 023): which client address the per-address limits see, and staff login
 * behind an https proxy. supertest connects from 127.0.0.1, so it plays the proxy (trusted by
 * default) or, with TRUST_PROXY naming another address, a client sending its own headers.
 * The "forgot password" form's limit (10 per client address per 15 minutes) is the probe.
 */
const RESET_IP_LIMIT = 10
let mails = 0
const forgot = (app: TestApp['app'], headers: Record<string, string>) => {
  let req = request(app).post('/auth/forgot?lng=en')
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value)
  return req.type('form').send({ email: `probe.${++mails}@nowhere.example` })
}

const cookieNamed = (res: request.Response, name: string) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`))

describe('https PUBLIC_URL behind a loopback proxy, with CLIENT_IP_HEADER=CF-Connecting-IP', () => {
  interface Line {
    level: number
    msg: string
    reqId?: string
    csrf?: { reason: string; origin?: string }
  }
  const { logger, lines, raw } = captureLogs<Line>()
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://tours.example', CLIENT_IP_HEADER: 'CF-Connecting-IP' }, logger })
  })
  afterAll(async () => {
    await t?.close()
  })
  const viaProxy = (req: request.Test) => req.set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', '203.0.113.5').set('Host', 'tours.example')

  it('staff log in: the session cookie is Secure, as is the known-device cookie', async () => {
    const user = await createStaff('admin')
    // Without the proxy's X-Forwarded-Proto the request looks like plain http: no Secure cookie can be set.
    expect(cookieNamed(await request(t.app).get('/auth/login'), 'mt.sid')).toBeUndefined()

    const page = await viaProxy(request(t.app).get('/auth/login'))
    const formCookie = cookieNamed(page, 'mt.sid')!
    expect(formCookie).toMatch(/; Secure/)
    const login = await viaProxy(request(t.app).post('/auth/login'))
      .set('Origin', 'https://tours.example')
      .set('Cookie', formCookie.split(';')[0]!)
      .type('form')
      .send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrfOf(page.text) })
    expect(login.status).toBe(303)
    expect(login.headers.location).toBe('/admin')
    const session = cookieNamed(login, 'mt.sid')!
    expect(session).toMatch(/; Secure/)
    expect(cookieNamed(login, 'mt.device')).toMatch(/; Path=\/auth;.*HttpOnly; Secure; SameSite=Lax/)
    const admin = await viaProxy(request(t.app).get('/admin')).set('Cookie', session.split(';')[0]!)
    expect(admin.status).toBe(200)
  })

  it('a refused CSRF token leaves one warning with the reason and request id, and no secret', async () => {
    const page = await viaProxy(request(t.app).get('/auth/login'))
    const cookie = cookieNamed(page, 'mt.sid')!.split(';')[0]!
    const realToken = csrfOf(page.text)
    const wrongToken = 'W'.repeat(realToken.length)
    const refused = await viaProxy(request(t.app).post('/auth/login'))
      .set('Cookie', cookie)
      .set('X-Request-Id', 'csrf-behind-proxy-1')
      .type('form')
      .send({ email: 'someone@staff.example', password: 'never-log-this-passphrase', _csrf: wrongToken })
    expect(refused.status).toBe(403)
    const crossSite = await viaProxy(request(t.app).post('/auth/login')).set('Origin', 'https://evil.example').set('X-Request-Id', 'csrf-behind-proxy-2').type('form').send({})
    expect(crossSite.status).toBe(403)

    await expect.poll(() => lines.filter((l) => l.msg?.startsWith('CSRF check refused')).length).toBeGreaterThanOrEqual(2)
    const warnings = lines.filter((l) => l.msg?.startsWith('CSRF check refused'))
    expect(warnings.find((l) => l.reqId === 'csrf-behind-proxy-1')).toMatchObject({ level: 40, csrf: { reason: 'token does not match' } })
    expect(warnings.find((l) => l.reqId === 'csrf-behind-proxy-2')).toMatchObject({ level: 40, csrf: { reason: 'cross-site origin', origin: 'https://evil.example' } })
    const all = raw.join('\n')
    for (const secret of [realToken, wrongToken, 'never-log-this-passphrase', cookie.split('=')[1]!]) expect(all).not.toContain(secret)
  })

  it("takes the client's address from CF-Connecting-IP, sent by the trusted proxy", async () => {
    // Ten clients behind the same proxy hop: each has its own allowance.
    for (let i = 0; i < RESET_IP_LIMIT + 2; i++) expect((await forgot(t.app, { 'X-Forwarded-For': '203.0.113.5', 'CF-Connecting-IP': `198.51.100.${i + 1}` })).status).toBe(303)
    // One client is limited, whatever X-Forwarded-For says.
    for (let i = 0; i < RESET_IP_LIMIT; i++) expect((await forgot(t.app, { 'X-Forwarded-For': `10.9.9.${i}`, 'CF-Connecting-IP': '198.51.100.200' })).status).toBe(303)
    const limited = await forgot(t.app, { 'X-Forwarded-For': '10.9.9.99', 'CF-Connecting-IP': '198.51.100.200' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('TRUST_PROXY=10.0.0.1: a client that is not the proxy cannot choose its address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.0.0.1', CLIENT_IP_HEADER: 'CF-Connecting-IP' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a spoofed X-Forwarded-For or CDN header does not escape the per-address limit', async () => {
    for (let i = 0; i < RESET_IP_LIMIT; i++) {
      expect((await forgot(t.app, { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'CF-Connecting-IP': `198.51.100.${i + 1}` })).status).toBe(303)
    }
    const limited = await forgot(t.app, { 'X-Forwarded-For': '203.0.113.77', 'CF-Connecting-IP': '198.51.100.77' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('TRUST_PROXY=1: one proxy hop', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("uses the header's last address: what the client wrote before it changes nothing", async () => {
    for (let i = 0; i < RESET_IP_LIMIT; i++) expect((await forgot(t.app, { 'X-Forwarded-For': `6.6.6.${i}, 192.0.2.50` })).status).toBe(303)
    expect((await forgot(t.app, { 'X-Forwarded-For': '6.6.6.99, 192.0.2.50' })).status).toBe(429)
    // Another client of the proxy is counted on its own.
    expect((await forgot(t.app, { 'X-Forwarded-For': '6.6.6.1, 192.0.2.51' })).status).toBe(303)
  })
})
