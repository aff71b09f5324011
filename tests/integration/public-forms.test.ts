import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'

// Every public form goes through one pipeline (ADR 020): validate → spam check → rate limit →
// save → 303 or JSON. One table, the same checks for each form.

let t: TestApp
let bookable: number
beforeAll(async () => {
  t = await startTestApp()
  // Capacity has its own tests: here every transfer booking for the same slot is confirmed.
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
  bookable = ((await t.knex('trips').where({ slug: 'south-coast-coves-boat-trip' }).first('id')) as { id: number }).id
})
afterAll(async () => {
  await t?.close()
})

const LNG = 'de'
const BUSINESS_WHATSAPP = '+34611428730'
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
let unique = 0
const next = () => ++unique
// Each test its own client address, so one test's limit never spills into another.
let ipCount = 0
const newIp = () => `198.18.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`
const count = async (table: string, where: Record<string, unknown> = {}) => Number(((await t.knex(table).where(where).count('* as n').first()) as { n: string | number }).n)
const common = (key: string, vars: Record<string, string | number> = {}) => tr(LNG, 'common', key, vars)

interface FormCase {
  name: string
  kind: 'page' | 'api'
  path: () => string
  /** Valid submissions one address may store per window. */
  limit: number
  valid: () => Record<string, unknown>
  /** The free-text fields (a control character there is a field error). */
  textFields: string[]
  /** One invalid change and the field it is reported on, with its message key (common namespace). */
  invalid: { change: Record<string, unknown>; field: string; key: string; vars?: Record<string, number> }
  stored: () => Promise<number>
  /** A stored submission's answer (the honeypot's answer must be the same). */
  success: { status: number; location?: () => RegExp; body?: (body: Record<string, unknown>) => void }
}

const transferBody = () => ({
  tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(10), time: '14:30', flightNumber: 'VY 3904',
  adults: 4, children: 1, infants: 0, suitcases: 4, sportsEquipment: 0, childSeats: 1, vehicle: 'minivan',
  name: 'Anna Schmidt', email: `anna${next()}@example.de`, phone: `+49 170 ${1234567 + next()}`, notes: 'Kindersitz für 5 Jahre\nBitte am Ausgang warten',
})

const FORMS: FormCase[] = [
  {
    name: 'contact',
    kind: 'page',
    path: () => '/contact',
    limit: 5,
    valid: () => ({ name: 'Anna Schmidt', email: `anna${next()}@example.de`, phone: '+49 170 1234567', message: 'Hallo,\n\twir möchten eine Kajaktour buchen.', consent: 'on' }),
    textFields: ['name', 'email', 'phone', 'message'],
    invalid: { change: { email: 'not-an-email' }, field: 'email', key: 'forms.errors.email' },
    stored: () => count('contact_messages', { kind: 'contact' }),
    success: { status: 303, location: () => /^\/contact\?sent=1#contact-form$/ },
  },
  {
    name: 'trip enquiry',
    kind: 'page',
    path: () => `/trips/${bookable}`,
    limit: 5,
    valid: () => ({ name: 'Anna Schmidt', email: `anna${next()}@example.de`, date: inDays(30), adults: '2', children: '2', message: 'Zwei Erwachsene,\r\nzwei Kinder.', consent: 'on' }),
    textFields: ['name', 'email', 'date', 'message'],
    invalid: { change: { adults: '0' }, field: 'adults', key: 'forms.errors.minValue', vars: { min: 1 } },
    stored: () => count('trip_enquiries'),
    success: { status: 303, location: () => new RegExp(`^/trips/${bookable}\\?enquiry=EN-\\d{4}-\\d{6}#enquiry$`) },
  },
  {
    name: 'transfer request (form)',
    kind: 'page',
    path: () => '/airport-transfers/request',
    limit: 20,
    valid: () => ({ ...transferBody(), terms: 'on' }),
    textFields: ['name', 'email', 'phone', 'toAddress', 'flightNumber', 'notes'],
    invalid: { change: { email: 'nope' }, field: 'email', key: 'forms.errors.email' },
    stored: () => count('transfer_bookings'),
    success: { status: 303, location: () => /^\/airport-transfers\/request\/confirmation\?ref=MT-\d{4}-\d{6}&token=[\w-]+$/ },
  },
  {
    name: 'transfer request (API)',
    kind: 'api',
    path: () => '/api/transfers/requests',
    limit: 20,
    valid: () => ({ ...transferBody(), terms: true }),
    textFields: ['name', 'email', 'phone', 'toAddress', 'flightNumber', 'notes'],
    invalid: { change: { email: 'nope' }, field: 'email', key: 'forms.errors.email' },
    stored: () => count('transfer_bookings'),
    success: {
      status: 201,
      body: (b) => {
        expect(b).toMatchObject({ status: 'confirmed', price: { totalCents: 7300, currency: 'EUR' }, payment: { method: 'driver' } })
        expect(b.reference).toMatch(/^MT-\d{4}-\d{6}$/)
        expect(Object.keys(b).sort()).toEqual(['bookingUrl', 'legs', 'payment', 'pickupAt', 'price', 'reference', 'status'])
      },
    },
  },
  {
    name: 'newsletter (form)',
    kind: 'page',
    path: () => '/newsletter',
    limit: 5,
    valid: () => ({ email: `lena${next()}@example.de` }),
    textFields: ['email'],
    invalid: { change: { email: 'x@' }, field: 'email', key: 'forms.errors.email' },
    stored: () => count('subscribers'),
    success: { status: 303, location: () => /^\/newsletter\?sent=1$/ },
  },
  {
    name: 'newsletter (API)',
    kind: 'api',
    path: () => '/api/subscribe',
    limit: 5,
    valid: () => ({ email: `lena${next()}@example.de` }),
    textFields: ['email'],
    invalid: { change: { email: 'x@' }, field: 'email', key: 'forms.errors.email' },
    stored: () => count('subscribers'),
    // This app has no mail server: the confirmation e-mail waits in the outbox, and the answer says so.
    success: { status: 200, body: (b) => expect(b).toEqual({ confirmationEmailSent: false, status: 'pending' }) },
  },
  {
    name: 'chat',
    kind: 'api',
    path: () => '/api/whatsapp/send',
    limit: 10,
    valid: () => ({ phoneNumber: BUSINESS_WHATSAPP, message: `Hola,\nquería preguntar por el barco (${next()})`, page: '/trips' }),
    textFields: ['message'],
    invalid: { change: { message: '' }, field: 'message', key: 'forms.errors.required' },
    stored: () => count('chat_messages'),
    success: {
      status: 201,
      body: (b) => {
        expect(Object.keys(b).sort()).toEqual(['forwardStatus', 'id'])
        expect(b.forwardStatus).toBe('not-configured')
      },
    },
  },
]

function post(form: FormCase, body: Record<string, unknown>, ip: string) {
  const req = request(t.app).post(`${form.path()}?lng=${LNG}`).set('X-Forwarded-For', ip)
  // A page form always carries its spam fields, as the rendered form does.
  return form.kind === 'page' ? req.type('form').send({ started: started(), website: '', ...body }) : req.send(body)
}

function expectSuccess(form: FormCase, res: request.Response) {
  expect(res.status, res.text.slice(0, 300)).toBe(form.success.status)
  if (form.success.location) expect(res.headers.location).toMatch(form.success.location())
  form.success.body?.(res.body)
}

function expectFieldError(form: FormCase, res: request.Response, field: string, message: string) {
  expect(res.status).toBe(400)
  if (form.kind === 'page') {
    expect(res.text).toContain(html(message))
    expect(res.text).toMatch(new RegExp(`<(input|textarea)(?=[^>]*name="${field}"[\\s/>])[^>]*aria-invalid="true"`))
  } else {
    expect(res.body.error).toMatchObject({ code: 'validation', fields: { [field]: message } })
    expect(typeof res.body.error.message).toBe('string')
  }
}

describe.each(FORMS)('$name', (form) => {
  it('answers invalid input with 400 and translated field messages, storing nothing', async () => {
    const before = await form.stored()
    const res = await post(form, { ...form.valid(), ...form.invalid.change }, newIp())
    expectFieldError(form, res, form.invalid.field, common(form.invalid.key, form.invalid.vars))
    if (form.kind === 'page') for (const value of Object.values(form.invalid.change)) expect(res.text).toContain(`value="${html(String(value))}"`)
    expect(await form.stored()).toBe(before)
  })

  it.each(form.textFields)('a control character in %s is a field error (400), the input kept, never a 500', async (field) => {
    const before = await form.stored()
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u007f']) {
      const body = form.valid()
      const original = String(body[field])
      const res = await post(form, { ...body, [field]: `${original}${bad}` }, newIp())
      expectFieldError(form, res, field, common('publicForms.errors.control'))
      // The form comes back with what the visitor wrote (less the invisible character).
      if (form.kind === 'page') expect(res.text).toContain(html(original).replace(/\r\n/g, '\n').split('\n')[0]!)
    }
    expect(await form.stored()).toBe(before)
  })

  it('stores a valid submission and answers 303 or JSON', async () => {
    const before = await form.stored()
    const res = await post(form, form.valid(), newIp())
    expectSuccess(form, res)
    expect(await form.stored()).toBe(before + 1)
  })

  it('answers a honeypot hit exactly like a success, storing, e-mailing and forwarding nothing', async () => {
    const before = { rows: await form.stored(), mails: await count('mail_outbox') }
    const res = await post(form, { ...form.valid(), website: 'http://spam.example' }, newIp())
    expectSuccess(form, res)
    expect(await form.stored()).toBe(before.rows)
    expect(await count('mail_outbox')).toBe(before.mails)
  })

  it('counts only valid submissions against the limit, then answers 429', async () => {
    const ip = newIp()
    // More invalid attempts (and honeypot hits) than the limit: none of them uses a point.
    for (let i = 0; i <= form.limit; i++) expect((await post(form, { ...form.valid(), ...form.invalid.change }, ip)).status).toBe(400)
    for (let i = 0; i <= form.limit; i++) expectSuccess(form, await post(form, { ...form.valid(), website: 'bot' }, ip))
    const before = await form.stored()
    for (let i = 0; i < form.limit; i++) expectSuccess(form, await post(form, form.valid(), ip))
    expect(await form.stored()).toBe(before + form.limit)
    const over = await post(form, form.valid(), ip)
    expect(over.status).toBe(429)
    // It says when to try again: within the limit's window (10 minutes for every public form).
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(10 * 60)
    if (form.kind === 'page') expect(over.text).toContain(html(common('forms.rateLimited')))
    else expect(over.body.error).toMatchObject({ code: 'rate_limited', message: common('forms.rateLimited') })
    expect(await form.stored()).toBe(before + form.limit)
  })

  if (form.kind === 'page') {
    it('shows a form sent faster than a person could fill it in again, values kept, nothing stored', async () => {
      const before = await form.stored()
      const body = form.valid()
      const res = await request(t.app).post(`${form.path()}?lng=${LNG}`).set('X-Forwarded-For', newIp()).type('form').send({ ...body, started: formStartToken(t.env.SESSION_SECRET, Date.now()), website: '' })
      expect(res.status).toBe(400)
      expect(res.text).toContain(html(common('forms.sendAgain')))
      expect(res.text).toContain(html(String(body.email)))
      expect(res.text).toMatch(/name="started" value="\d+\.[\w-]+"/)
      expect(await form.stored()).toBe(before)
    })
  }
})

describe('/api/subscribe and /newsletter never tell whether an address is subscribed', () => {
  it('answers a new, a pending and a confirmed address identically', async () => {
    const confirmed = `confirmed${next()}@example.de`
    const pending = `pending${next()}@example.de`
    await t.knex('subscribers').insert([
      { email: confirmed, status: 'confirmed', language: 'de', source: 'website', confirmedAt: new Date() },
      { email: pending, status: 'pending', language: 'de', source: 'website' },
    ])
    const answers = []
    for (const email of [`new${next()}@example.de`, pending, confirmed, confirmed.toUpperCase()]) {
      const api = await request(t.app).post('/api/subscribe?lng=de').set('X-Forwarded-For', newIp()).send({ email })
      const page = await request(t.app).post('/newsletter?lng=de').set('X-Forwarded-For', newIp()).type('form').send({ email, started: started(), website: '' })
      answers.push({ status: api.status, body: api.body, page: page.status, location: page.headers.location })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual({ status: 200, body: { confirmationEmailSent: false, status: 'pending' }, page: 303, location: '/newsletter?sent=1' })
    // The confirmed address stays confirmed; its owner is told by e-mail, nobody else.
    expect((await t.knex('subscribers').where({ email: confirmed }).first()).status).toBe('confirmed')
    expect(await count('mail_outbox', { kind: 'newsletter-already', toAddress: confirmed })).toBe(4)
  })
})

describe('query strings with a NUL byte or control characters', () => {
  const paths = [
    '/trips?q=%00',
    '/trips?q=a%00b&destination=%00&type=%00&duration=%00&sort=%00',
    '/api/trips?q=%00&sort=%07',
    '/api/trips/%00',
    '/blog?category=%00&page=%00',
    '/destinations?zone=%00',
    '/api/destinations?zone=%00',
    '/?type=%00&lng=%00',
    '/contact?sent=%00',
    '/airport-transfers/request?town=%00&vehicle=%00&passengers=%00',
    '/airport-transfers/booking?ref=%00&token=%00',
    '/airport-transfers/request/confirmation?ref=MT-2026-000001%00&token=%1b',
    '/newsletter/confirm?token=%00',
    '/newsletter/unsubscribe?id=%00&token=%00',
    '/trips/%00',
  ]
  it.each(paths)('GET %s is answered (ignored, 400 or 404), never a 500', async (path) => {
    const res = await request(t.app).get(path)
    expect([200, 400, 404]).toContain(res.status)
  })

  it('a control character in the booking look-up or cancellation is a 4xx, never a 500', async () => {
    const lookup = await request(t.app).post('/airport-transfers/booking?lng=de').set('X-Forwarded-For', newIp()).type('form').send({ reference: 'MT-2026-000001\u0000', email: 'a\u0000@example.de' })
    expect(lookup.status).toBe(400)
    const cancel = await request(t.app).post('/airport-transfers/booking?ref=MT-2026-000001%00&token=abc%00').type('form').send({ action: 'cancel', note: 'x\u0000' })
    expect(cancel.status).toBeGreaterThanOrEqual(400)
    expect(cancel.status).toBeLessThan(500)
  })
})
