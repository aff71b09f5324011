import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { localParts } from '../../src/lib/island-time'
import { formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
  // Capacity has its own tests (transfer-capacity.test.ts): here every booking for the same slot is confirmed.
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

// Each call comes from its own address (the app trusts the loopback proxy), so the per-IP
// limits only matter in the test that is about them.
let ip = 0
const from = () => `203.0.113.${(ip++ % 250) + 1}`
const at = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'airport-transfers', key, vars)

/**
 * Five people in a minivan from the airport to Fornells in ten days: 73 €. Each call is another
 * traveller (their own phone): the same traveller, day and route twice asks to confirm a second booking.
 */
let traveller = 0
const valid = (over: Record<string, unknown> = {}) => ({
  tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(10), time: '14:30', flightNumber: 'VY 3904',
  adults: 4, children: 1, infants: 0, suitcases: 4, extras: { 'child-seat': 1 }, vehicle: 'minivan',
  name: 'Anna Schmidt', email: `anna.${traveller}@example.de`, phone: `+49 170 ${1234567 + traveller++}`, notes: 'Kindersitz für 5 Jahre', terms: true, ...over,
})
const api = (path: string, body: object, lng = 'de', headers: Record<string, string> = {}) => request(t.app).post(`${path}?lng=${lng}`).set({ 'X-Forwarded-For': from(), ...headers }).send(body)
const rowOf = (reference: string) => t.knex('transfer_bookings').where({ reference }).first()
const legsOf = async (reference: string) => t.knex('transfer_legs').where({ booking_id: (await rowOf(reference)).id }).orderBy('pickup_at')
const mailsOf = (reference: string) => t.knex('mail_outbox').where('subject', 'like', `%${reference}%`).orderBy('id')

describe('POST /api/transfers/quote', () => {
  it('prices a route from the table: one way by day, return with night surcharge and discount', async () => {
    const oneWay = await api('/api/transfers/quote', valid())
    expect(oneWay.status).toBe(200)
    expect(oneWay.body).toMatchObject({ totalCents: 7300, currency: 'EUR', pricedTown: 'fornells', vehicle: 'minivan', passengers: 5 })
    // 73 + 20 % night (14.60 → 15) + 73 = 161, −10 % (16.10 → 16) = 145 €.
    const back = await api('/api/transfers/quote', { ...valid(), tripType: 'return', time: '23:15', returnTime: '10:00' })
    expect(back.body).toMatchObject({ baseCents: 14600, nightSurchargeCents: 1500, returnDiscountCents: 1600, totalCents: 14500 })
    expect(back.body.legs.map((l: { direction: string; night: boolean }) => [l.direction, l.night])).toEqual([['outbound', true], ['return', false]])
  })

  it('answers 400 with translated field messages, suggesting the vehicle that fits', async () => {
    const res = await api('/api/transfers/quote', { ...valid(), vehicle: 'car', to: '' })
    expect(res.status).toBe(400)
    expect(res.body.error.fields.to).toBe(tr('de', 'common', 'forms.errors.required'))
    const car = await api('/api/transfers/quote', { ...valid(), vehicle: 'car' })
    expect(car.body.error.fields.vehicle).toBe(at('de', 'errors.capacity', { vehicle: 'Privat-Pkw', passengers: 4, suitcases: 4, suggestion: 'Minivan' }))
  })
})

describe('POST /api/transfers/requests', () => {
  it('stores a booking ten days ahead, confirmed at once and paid to the driver (no Stripe keys), with the quote’s price (201)', async () => {
    const res = await api('/api/transfers/requests', valid())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'confirmed', price: { totalCents: 7300, currency: 'EUR' }, payment: { method: 'driver', dueToDriverCents: 7300 } })
    expect(res.body).not.toHaveProperty('paymentUrl')
    expect(res.body.reference).toMatch(new RegExp(`^MT-${localParts(new Date()).year}-\\d{6}$`))
    expect(res.body.bookingUrl).toMatch(/^http:\/\/localhost:3000\/airport-transfers\/booking\?ref=MT-/)
    const row = await rowOf(res.body.reference)
    expect(row).toMatchObject({ status: 'confirmed', paymentMethod: 'driver', paymentStatus: 'unpaid', priceCents: 7300, vehicleCode: 'minivan', adults: 4, children: 1, childSeats: 1, language: 'de', fromKind: 'airport', toKind: 'address', source: 'api' })
    expect(row.toPlace).toBe('Hotel Port Fornells (Fornells)')
    expect(row.priceBreakdown.quote.totalCents).toBe(7300)
    const [leg] = await legsOf(res.body.reference)
    expect(leg).toMatchObject({ direction: 'outbound', fromCode: 'airport', toCode: 'fornells', travelKind: 'flight', travelNumber: 'VY3904', passengers: 5, status: 'scheduled', serviceDate: islandDay(10) })
    expect(localParts(new Date(leg.pickupAt))).toMatchObject({ date: islandDay(10), time: '14:30' })
    expect(leg.slotStart).not.toBeNull()
    expect((await mailsOf(res.body.reference)).map((m) => [m.kind, m.toAddress, m.language])).toEqual([
      ['transfer-confirmed', row.customerEmail, 'de'],
      ['transfer-new-staff', 'hola@menorcatours.example', 'es'],
    ])
  })

  const soon = localParts(new Date(Date.now() + 2 * 3_600_000))
  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['to', { to: '' }, 'common', 'forms.errors.required'],
    ['to', { to: 'atlantis' }, 'airport-transfers', 'errors.place'],
    ['to', { from: 'airport', to: 'airport' }, 'airport-transfers', 'errors.airportBoth'],
    ['to', { from: 'port-mao', to: 'port-mao' }, 'airport-transfers', 'errors.samePlace'],
    ['date', { date: '2020-01-01' }, 'airport-transfers', 'errors.datePast'],
    ['date', { date: soon.date, time: soon.time }, 'airport-transfers', 'errors.minNotice'],
    ['date', { date: '2027-02-30' }, 'common', 'forms.errors.date'],
    ['time', { time: '25:00' }, 'airport-transfers', 'errors.time'],
    ['flightNumber', { flightNumber: '' }, 'airport-transfers', 'errors.flightRequired'],
    ['flightNumber', { flightNumber: 'on the morning plane' }, 'airport-transfers', 'errors.flight'],
    ['returnDate', { tripType: 'return' }, 'common', 'forms.errors.required'],
    ['returnDate', { tripType: 'return', returnDate: islandDay(5), returnTime: '10:00' }, 'airport-transfers', 'errors.returnBeforeOutbound'],
    ['adults', { adults: 0 }, 'airport-transfers', 'errors.range'],
    ['adults', { adults: 17 }, 'airport-transfers', 'errors.range'],
    ['children', { children: 16 }, 'airport-transfers', 'errors.range'],
    ['infants', { infants: 6 }, 'airport-transfers', 'errors.range'],
    ['suitcases', { suitcases: 31 }, 'airport-transfers', 'errors.range'],
    ['suitcases', { suitcases: '-3' }, 'airport-transfers', 'errors.range'], // a number, only out of range
    ['adults', { adults: '2.5' }, 'common', 'forms.errors.wholeNumber'],
    ['adults', { adults: 'two' }, 'common', 'forms.errors.number'],
    ['extra_bike', { extras: { bike: 5 } }, 'airport-transfers', 'errors.range'],
    ['extra_child-seat', { extras: { 'child-seat': 5 } }, 'airport-transfers', 'errors.range'],
    ['extra_child-seat', { extras: { 'child-seat': 2 } }, 'airport-transfers', 'errors.childSeats'],
    ['extra_jetpack', { extras: { jetpack: 1 } }, 'common', 'forms.errors.invalid'],
    ['vehicle', { vehicle: 'car', adults: 2, suitcases: 4, extras: { 'golf-bag': 1 } }, 'airport-transfers', 'errors.capacity'], // a golf bag takes a luggage place
    ['vehicle', { vehicle: 'rocket' }, 'airport-transfers', 'errors.vehicle'],
    ['vehicle', { vehicle: 'car' }, 'airport-transfers', 'errors.capacity'],
    ['name', { name: ' ' }, 'common', 'forms.errors.required'],
    ['email', { email: 'anna@' }, 'common', 'forms.errors.email'],
    ['phone', { phone: '0170 1234567' }, 'common', 'forms.errors.phone'],
    ['notes', { notes: 'x'.repeat(2001) }, 'common', 'forms.errors.tooLongMax'],
    ['terms', { terms: false }, 'airport-transfers', 'errors.terms'],
  ]
  const ranges: Record<string, [number, number]> = { adults: [1, 16], children: [0, 15], infants: [0, 5], suitcases: [0, 30], extra_bike: [0, 4], 'extra_child-seat': [0, 4], notes: [0, 2000] }
  it.each(invalid)('%s %j → 400 with that field\'s message, nothing stored', async (field, change, ns, key) => {
    const before = await t.knex('transfer_bookings').count({ n: '*' }).first()
    const res = await api('/api/transfers/requests', valid(change), 'en')
    expect(res.status).toBe(400)
    const vars = { hours: 4, min: ranges[field]?.[0] ?? 0, max: ranges[field]?.[1] ?? 0, vehicle: 'Private car', passengers: 4, suitcases: 4, suggestion: 'Minivan' }
    expect(res.body.error).toMatchObject({ code: 'validation', fields: { [field]: tr('en', ns, key, vars) } })
    expect(await t.knex('transfer_bookings').count({ n: '*' }).first()).toEqual(before)
  })

  it('takes missing optional counts as zero', async () => {
    const { children: _c, infants: _i, extras: _e, tripType: _t, ...minimal } = valid({ adults: 2 })
    const res = await api('/api/transfers/quote', minimal)
    expect(res.status).toBe(200)
    expect(res.body.passengers).toBe(2)
  })

  it('accepts a return trip from a port with a known ferry service, one leg each way', async () => {
    const res = await api('/api/transfers/requests', valid({ from: 'port-ciutadella', to: 'fornells', flightNumber: 'Baleària 08:00 from Alcúdia', tripType: 'return', returnDate: islandDay(17), returnTime: '18:00', returnFlightNumber: '' }))
    expect(res.status).toBe(201)
    // Fornells ↔ port of Ciutadella costs the dearer end (Ciutadella, 105 € by minivan): 2 × 105 − 21.
    expect(res.body.price.totalCents).toBe(18900)
    expect(await rowOf(res.body.reference)).toMatchObject({ isReturn: true, fromKind: 'port-ciutadella' })
    const legs = await legsOf(res.body.reference)
    expect(legs.map((l) => [l.direction, l.fromCode, l.toCode, l.travelKind, l.travelNumber, l.serviceDate])).toEqual([
      ['outbound', 'port-ciutadella', 'fornells', 'ferry', 'Baleària · Alcúdia', islandDay(10)],
      ['return', 'fornells', 'port-ciutadella', null, null, islandDay(17)],
    ])
  })

  it('creates one request for one Idempotency-Key, however often it is sent', async () => {
    const key = 'retry-3f2a9c1e-7b1d-4c55-9e0a-1a2b3c4d5e6f'
    const first = await api('/api/transfers/requests', valid({ email: 'once@example.com' }), 'en', { 'Idempotency-Key': key })
    const again = await api('/api/transfers/requests', valid({ email: 'once@example.com' }), 'en', { 'Idempotency-Key': key })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body.reference).toBe(first.body.reference)
    expect(await t.knex('transfer_bookings').where({ idempotency_key: key })).toHaveLength(1)
    expect(await mailsOf(first.body.reference)).toHaveLength(2)
    const bad = await api('/api/transfers/requests', valid(), 'en', { 'Idempotency-Key': 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty('idempotencyKey')
  })

  it("asks before a second booking of the same trip, without giving away the first one's reference to whoever typed that e-mail or phone", async () => {
    const maria = { email: 'maria.owner@example.com', phone: '+34 600 111 222', date: islandDay(12) }
    const first = await api('/api/transfers/requests', valid(maria), 'en')
    expect(first.status).toBe(201)
    // A stranger who knows only Maria's phone, day and route.
    const stranger = await api('/api/transfers/requests', valid({ ...maria, email: 'someone.else@example.com' }), 'en')
    expect(stranger.status).toBe(400)
    expect(stranger.body.error.fields.confirmDuplicate).toBe(at('en', 'errors.duplicate'))
    expect(JSON.stringify(stranger.body)).not.toContain(first.body.reference)
    const page = await request(t.app).post('/airport-transfers/request?lng=en').set('X-Forwarded-For', from()).type('form')
      .send({ ...valid(maria), terms: 'on', extras: undefined, started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' })
    expect(page.status).toBe(400)
    expect(page.text).toContain(html(at('en', 'errors.duplicate')))
    expect(page.text).not.toContain(first.body.reference)
    // Ticked, the second one is taken, and staff see which booking it repeats.
    const second = await api('/api/transfers/requests', valid({ ...maria, confirmDuplicate: true }), 'en')
    expect(second.status).toBe(201)
    expect((await rowOf(second.body.reference)).warnings).toEqual(expect.arrayContaining([{ code: 'duplicate', reference: first.body.reference }]))
  })

  it('names the earlier booking to the browser that made it (the form sent again after Back), in its language', async () => {
    const browser = request.agent(t.app)
    const ip = from()
    const send = () => browser.post('/airport-transfers/request?lng=de').set('X-Forwarded-For', ip).type('form')
      .send({ ...valid({ email: 'back.button@example.de', phone: '+49 171 5550222', date: islandDay(13) }), terms: 'on', extras: undefined, started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' })
    const first = await send()
    expect(first.status).toBe(303)
    const [{ reference }] = await t.knex('transfer_bookings').where({ customer_email: 'back.button@example.de' })
    const again = await send()
    expect(again.status).toBe(400)
    expect(again.text).toContain(html(at('de', 'errors.duplicateOwn', { reference })))
    expect(await t.knex('transfer_bookings').where({ customer_email: 'back.button@example.de' })).toHaveLength(1)
  })
})

describe('mail: a German confirmation and the business notification reach a real SMTP server', () => {
  it('delivers both, with the reference and the price', async () => {
    const res = await api('/api/transfers/requests', valid({ email: 'kunde@example.de', phone: '+49 170 7654321' }))
    await t.mailWorker.kick()
    const reference = res.body.reference as string
    await expect.poll(() => t.smtp!.messages.filter((m) => m.subject?.includes(reference)).length, { timeout: 10_000 }).toBe(2)
    const customer = t.smtp!.messages.find((m) => m.subject === at('de', 'mail.customer.confirmed.subject', { reference }))!
    expect(customer.to && 'text' in customer.to ? customer.to.text : '').toContain('kunde@example.de')
    expect(customer.headers.get('content-language')).toBe('de')
    for (const text of [reference, formatPrice(7300, 'EUR', 'de'), 'Flughafen Menorca (MAH)', 'Minivan', at('de', 'mail.customer.viewBooking')]) expect(customer.text).toContain(text)
    expect(customer.html).toContain('http://localhost:3000/airport-transfers/booking?ref=')
    // Its button opens the booking in German, whatever language the browser it is opened in prefers.
    const button = /href="(http:\/\/localhost:3000\/airport-transfers\/booking\?[^"]+)"/.exec(customer.html as string)![1]!.replaceAll('&amp;', '&')
    expect(button).toMatch(/&lng=de$/)
    const opened = await request(t.app).get(button.replace('http://localhost:3000', '')).set('Accept-Language', 'es-ES')
    expect(opened.status).toBe(200)
    expect(opened.text).toContain('<html lang="de"')
    const staff = t.smtp!.messages.find((m) => m.subject?.includes(reference) && m.to && 'text' in m.to && m.to.text.includes('hola@menorcatours.example'))!
    expect(staff.text).toContain(`http://localhost:3000/admin/transfers/`)
    expect(staff.to && 'text' in staff.to ? staff.to.text : '').toContain('hola@menorcatours.example')
    expect(staff.replyTo?.text).toContain('kunde@example.de')
    for (const text of ['+49 170 7654321', 'Kindersitz für 5 Jahre', 'Hotel Port Fornells', formatPrice(7300, 'EUR', 'es')]) expect(staff.text).toContain(text)
  })

  it('keeps the request when the mail server is down, and sends later', async () => {
    await t.mailWorker.kick()
    t.smtp!.failing = true
    const res = await api('/api/transfers/requests', valid({ email: 'later@example.com' }), 'en')
    expect(res.status).toBe(201)
    await t.mailWorker.kick()
    expect(await rowOf(res.body.reference)).toMatchObject({ status: 'confirmed', priceCents: 7300 })
    const failed = await mailsOf(res.body.reference)
    expect(failed.map((m) => m.status)).toEqual(['pending', 'pending'])
    for (const m of failed) expect(m.lastError).toMatch(/451|unavailable/i)

    t.smtp!.failing = false
    // Retries are scheduled minutes ahead: bring them forward instead of waiting.
    await t.knex('mail_outbox').whereIn('id', failed.map((m) => m.id)).update({ next_attempt_at: new Date() })
    await t.mailWorker.kick()
    expect((await mailsOf(res.body.reference)).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(t.smtp!.messages.some((m) => m.subject === at('en', 'mail.customer.confirmed.subject', { reference: res.body.reference }))).toBe(true)
  })
})

const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const formBody = (over: Record<string, unknown> = {}) => ({ ...valid(), terms: 'on', idempotencyKey: `form-${ip}-${Date.now()}`, started: started(), website: '', ...over })
const postForm = (path: string, body: object) => request(t.app).post(path).set('X-Forwarded-For', from()).type('form').send(body)

describe('the HTML form without JavaScript', () => {
  it('re-renders with the values kept and one message per field (400)', async () => {
    const res = await postForm('/airport-transfers/request?lng=de', formBody({ email: 'nope', flightNumber: 'morgens', vehicle: 'car' }))
    expect(res.status).toBe(400)
    for (const message of [tr('de', 'common', 'forms.errors.email'), at('de', 'errors.flight'), at('de', 'errors.capacity', { vehicle: 'Privat-Pkw', passengers: 4, suitcases: 4, suggestion: 'Minivan' })]) {
      expect(res.text).toContain(html(message))
    }
    // Every group speaks at once: a missing date does not hide the flight number's message.
    const undated = await postForm('/airport-transfers/request?lng=en', formBody({ date: '', flightNumber: 'hello' }))
    for (const message of [tr('en', 'common', 'forms.errors.required'), at('en', 'errors.flight')]) expect(undated.text).toContain(html(message))
    expect(res.text).toContain('value="Anna Schmidt"')
    expect(res.text).toMatch(/id="f-email"[^>]*aria-invalid="true"[^>]*aria-describedby="f-email-error"/)
    // A field's hint is read with it, before its message; without a message, the hint alone.
    expect(res.text).toMatch(/id="f-flightNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="f-flightNumber-hint f-flightNumber-error"/)
    expect(res.text).toMatch(new RegExp(`id="f-flightNumber-hint"[^>]*>${html(at('de', 'form.flightHint'))}<`))
    expect(res.text).toMatch(/id="f-phone"[^>]*aria-describedby="f-phone-hint"/)
  })

  it('sent at once with fields missing, lists what is missing rather than asking to send again', async () => {
    const res = await postForm('/airport-transfers/request?lng=de', formBody({ started: formStartToken(t.env.SESSION_SECRET, Date.now()), name: '', flightNumber: '' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).not.toContain(html(tr('de', 'common', 'forms.sendAgain')))
    // Complete but sent too fast: still asked to send again, nothing stored.
    const fast = await postForm('/airport-transfers/request?lng=de', formBody({ started: formStartToken(t.env.SESSION_SECRET, Date.now()), email: 'too-fast@example.com' }))
    expect(fast.text).toContain(html(tr('de', 'common', 'forms.sendAgain')))
    expect(await t.knex('transfer_bookings').where({ customer_email: 'too-fast@example.com' })).toHaveLength(0)
  })

  it('"see price" shows the quote on the page again', async () => {
    const res = await postForm('/airport-transfers/request?lng=de', formBody({ intent: 'quote', name: '' }))
    expect(res.status).toBe(200)
    expect(res.text).toContain('data-price-total="7300"')
    expect(res.text).not.toContain('aria-invalid="true"')
    // Nothing to fix: no alert taking the focus away from the price.
    expect(res.text).not.toContain('data-error-summary')
    // Without JavaScript too, the box names the count it cannot price.
    const nobody = await postForm('/airport-transfers/request?lng=de', formBody({ intent: 'quote', adults: '0' }))
    expect(nobody.text).toContain(html(`${tr('de', 'airport-transfers', 'form.adults')}: ${tr('de', 'airport-transfers', 'errors.range', { min: 1, max: 16 })}`))
  })

  it('stores the request and redirects to a confirmation with the reference, route, date, vehicle and price', async () => {
    const res = await postForm('/airport-transfers/request?lng=de', formBody({ intent: 'book' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/airport-transfers\/request\/confirmation\?ref=MT-\d{4}-\d{6}&token=[\w-]+$/)
    const page = await request(t.app).get(`${res.headers.location}&lng=de`)
    expect(page.status).toBe(200)
    const reference = new URL(res.headers.location!, 'http://x').searchParams.get('ref')!
    for (const text of [reference, 'Flughafen Menorca (MAH) → Hotel Port Fornells (Fornells)', 'Minivan', formatPrice(7300, 'EUR', 'de'), '14:30']) expect(page.text).toContain(html(text))
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect((await rowOf(reference)).sourcePage).toBe('/airport-transfers/request')
    // Somebody else's reference without its signature shows nothing.
    expect((await request(t.app).get(`/airport-transfers/request/confirmation?ref=${reference}&token=forged`)).status).toBe(404)
  })

  it('works the same on /menorca-taxis, and a double submit is still one request', async () => {
    const body = formBody({ intent: 'book', email: 'twice@example.com' })
    const [a, b] = [await postForm('/menorca-taxis?lng=en', body), await postForm('/menorca-taxis?lng=en', body)]
    expect([a.status, b.status]).toEqual([303, 303])
    expect(b.headers.location).toBe(a.headers.location)
    expect(await t.knex('transfer_bookings').where({ customer_email: 'twice@example.com' })).toHaveLength(1)
  })

  it('limits one address to 20 requests in 10 minutes (429), counting only valid ones', async () => {
    const send = (body: object) => request(t.app).post('/airport-transfers/request?lng=en').set('X-Forwarded-For', '198.51.100.7').type('form').send(body)
    // A visitor fixing typos is never locked out: invalid attempts use up nothing.
    for (let i = 0; i < 21; i++) expect((await send({ name: '' })).status).toBe(400)
    for (let i = 0; i < 20; i++) expect((await send(formBody({ idempotencyKey: `limit-${i}-${Date.now()}` }))).status).toBe(303)
    const over = await send(formBody({ idempotencyKey: `limit-over-${Date.now()}` }))
    expect(over.status).toBe(429)
    expect(over.text).toContain(html(tr('en', 'common', 'forms.rateLimited')))
  })
})

describe('looking a booking up and cancelling it', () => {
  let reference: string
  beforeAll(async () => {
    reference = (await api('/api/transfers/requests', valid({ email: 'Look.Up@example.com' }), 'en')).body.reference
  })

  it('finds a booking by reference and e-mail only', async () => {
    const wrong = await postForm('/airport-transfers/booking?lng=en', { reference, email: 'someone@example.com' })
    expect(wrong.status).toBe(404)
    expect(wrong.text).toContain(html(at('en', 'booking.notFound')))
    // A field left wrong: the summary names it and links to it.
    const blank = await postForm('/airport-transfers/booking?lng=en', { reference: '', email: 'look.up@example.com' })
    expect(blank.text).toContain('data-error-summary')
    expect(blank.text).toMatch(/<a href="#f-reference"[^>]*>/)
    const right = await postForm('/airport-transfers/booking?lng=en', { reference: reference.toLowerCase(), email: 'look.up@example.com' })
    expect(right.status).toBe(303)
    const page = await request(t.app).get(`${right.headers.location}&lng=en`)
    expect(page.text).toContain(reference)
    expect(page.text).toContain(html(at('en', 'booking.cancelButton')))
    expect(page.text).toContain('name="action" value="cancel"')
    // Confirmed: the job's status and its driver to come.
    expect(page.text).toContain(html(at('en', 'details.legStatus')))
    expect(page.text).toContain(html(at('en', 'legs.driverLater')))
  })

  it('cancels at once more than 24 h ahead (a POSTed button), stores the note and tells the business', async () => {
    const link = (await postForm('/airport-transfers/booking', { reference, email: 'look.up@example.com' })).headers.location!
    // Opening the booking page changes nothing.
    await request(t.app).get(link)
    expect((await rowOf(reference)).status).toBe('confirmed')
    // Not without the box ticked: one stray tap cancels nothing.
    const unticked = await postForm(`${link}&lng=en`, { action: 'cancel', note: 'Flight cancelled' })
    expect(unticked.status).toBe(400)
    expect(unticked.text).toContain(html(at('en', 'errors.confirmCancel')))
    expect((await rowOf(reference)).status).toBe('confirmed')
    const res = await postForm(`${link}&lng=en`, { action: 'cancel', note: 'Flight cancelled', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`${link}&cancel=cancelled`)
    expect(await rowOf(reference)).toMatchObject({ status: 'cancelled', cancellationNote: 'Flight cancelled' })
    expect((await legsOf(reference)).map((l) => [l.status, l.slotStart])).toEqual([['cancelled', null]])
    const mails = await t.knex('mail_outbox').where({ kind: 'transfer-cancelled-staff' }).where('subject', 'like', `%${reference}%`)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('Flight cancelled')
    // The customer reads their own words back as theirs, not as "a message from our team".
    const customer = await t.knex('mail_outbox').where({ kind: 'transfer-cancelled' }).where('subject', 'like', `%${reference}%`).first()
    expect(customer.text).toContain(at('en', 'mail.customer.yourNote', { note: 'Flight cancelled' }))
    expect(customer.text).not.toContain(at('en', 'mail.customer.staffNote', { note: 'Flight cancelled' }))
    const page = await request(t.app).get(`${res.headers.location}&lng=en`)
    expect(page.text).toContain(html(at('en', 'booking.cancelled')))
    expect(page.text).not.toContain('name="action" value="cancel"')
    // No job any more: no job status, no driver to come.
    expect(page.text).not.toContain(html(at('en', 'details.legStatus')))
    expect(page.text).not.toContain(html(at('en', 'legs.driverLater')))
  })

  it('closer to the pick-up only records the request for staff', async () => {
    const ref = (await api('/api/transfers/requests', valid({ email: 'late@example.com' }), 'en')).body.reference
    await t.knex('transfer_legs').where({ booking_id: (await rowOf(ref)).id }).update({ pickup_at: new Date(Date.now() + 6 * 3_600_000) })
    const link = (await postForm('/airport-transfers/booking', { reference: ref, email: 'late@example.com' })).headers.location!
    const res = await postForm(link, { action: 'cancel', note: '', confirm: 'on' })
    expect(res.headers.location).toBe(`${link}&cancel=requested`)
    const row = await rowOf(ref)
    expect(row.status).toBe('confirmed')
    expect(row.cancellationRequestedAt).not.toBeNull()
    expect(await t.knex('mail_outbox').where({ kind: 'transfer-cancelRequested-staff' }).where('subject', 'like', `%${ref}%`)).toHaveLength(1)
  })

  it('lets a request the office has not confirmed yet be withdrawn at once, even close to the pick-up', async () => {
    const ref = (await api('/api/transfers/requests', valid({ email: 'unsure@example.com' }), 'en')).body.reference
    const row = await rowOf(ref)
    await t.knex('transfer_bookings').where({ id: row.id }).update({ status: 'on_request' })
    await t.knex('transfer_legs').where({ booking_id: row.id }).update({ pickup_at: new Date(Date.now() + 6 * 3_600_000) })
    const link = (await postForm('/airport-transfers/booking', { reference: ref, email: 'unsure@example.com' })).headers.location!
    const page = await request(t.app).get(`${link}&lng=en`)
    expect(page.text).toContain(html(at('en', 'booking.withdraw.cancelDirect')))
    expect(page.text).toContain(html(at('en', 'booking.withdraw.cancelButton')))
    const res = await postForm(link, { action: 'cancel', note: '', confirm: 'on' })
    expect(res.headers.location).toBe(`${link}&cancel=cancelled`)
    expect((await rowOf(ref)).status).toBe('cancelled')
  })

  it('refuses a forged link', async () => {
    const res = await postForm(`/airport-transfers/booking?ref=${reference}&token=forged`, { action: 'cancel', confirm: 'on' })
    expect(res.status).toBe(404)
  })
})
