import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { loginAs } from '../helpers/staff'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { startStripeStandIn, type SignedEvent, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, tripBookingForm } from '../helpers/trip-bookings'

// The back office of trip bookings (docs/decisions/042): the list with its search, filters and CSV,
// a departure's manifest on screen and printed, a day's manifests, and the weather closure that
// tells every booked customer in their own language.

let t: TestApp
let stripe: StripeStandIn
let tripId: number
let tripName: string
let categories: Record<'adult' | 'child', { id: number; label: string; priceCents: number }>
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url } })
  await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
  const trip = await t.knex('trips').orderBy('id').first()
  tripId = trip.id
  // The English name (the readers below read English).
  tripName = trip.translations?.name?.en || trip.name
  for (const [code, label, price, sort] of [['adult', 'Adult', 5000, 1], ['child', 'Child', 2500, 2]] as const) {
    await t.knex('trip_price_categories').insert({ trip_id: tripId, code, label, price_cents: price, sort_order: sort }).onConflict(['trip_id', 'code']).ignore()
  }
  const rows = await t.knex('trip_price_categories').where({ trip_id: tripId }).whereIn('code', ['adult', 'child'])
  categories = Object.fromEntries(rows.map((r) => [r.code, { id: r.id, label: r.label, priceCents: r.priceCents }])) as typeof categories
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)
let n = 0

/** A departure of the trip on its own island day far ahead (no seed uses it), at an odd minute unless a time is given. */
async function departure({ date = islandDay(300 + n + 1), time }: { date?: string; time?: string } = {}) {
  n += 1
  const at = time ?? `${String(6 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`
  const [row] = await t.knex('trip_departures').insert({ trip_id: tripId, starts_at: islandTimeToInstant(date, at), local_date: date, local_time: at, capacity: 12, guide_languages: JSON.stringify(['es', 'en']) }).returning('*')
  return row as { id: number; localDate: string; localTime: string; capacity: number }
}

/** A booking of `adults` and `children` on a departure, its seats taken, as the booking code would store it. */
async function booking(dep: { id: number }, over: { adults?: number; children?: number; name?: string; email?: string; phone?: string; language?: string; status?: string; paymentMethod?: string; paid?: boolean; source?: string; notes?: string } = {}) {
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
  const [row] = await t.knex('trip_bookings').insert({
    reference: `TR-2099-${String(900000 + n)}`,
    trip_id: tripId,
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
  await t.knex('trip_departures').where({ id: dep.id }).increment('seats_taken', adults + children)
  return row as { id: number; reference: string; customerEmail: string }
}

async function pdfOf(agent: request.Agent, path: string) {
  const res = await agent.get(path).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = []
    r.on('data', (c: Buffer) => chunks.push(c))
    r.on('end', () => cb(null, Buffer.concat(chunks)))
  })
  return { res, text: res.status === 200 ? (await readPdf(res.body as Buffer)).pages.map((p) => p.text).join('\n') : '' }
}

/** The references a list page shows (each booking's row links to its detail). */
const referencesIn = (page: string) => [...new Set([...page.matchAll(/TR-2099-\d+/g)].map((m) => m[0]))]

describe('the trip bookings list', () => {
  it('searches by reference, name, e-mail and phone, and filters by trip, status, payment, source and departure day', async () => {
    const early = await departure({ date: islandDay(250) })
    const late = await departure({ date: islandDay(260) })
    const anna = await booking(early, { name: 'Anna Søndergaard', email: 'anna.sondergaard@example.dk', phone: '+45 20 12 34 56' })
    const phone = await booking(late, { name: 'Pere Vidal', source: 'phone', paymentMethod: 'on_the_day', language: 'ca' })
    const pending = await booking(late, { name: 'Paula Pending', status: 'pending_payment', paid: false })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const list = async (query: string) => {
      const res = await agent.get(`/admin/trip-bookings?pageSize=100&${query}`)
      expect(res.status).toBe(200)
      return referencesIn(res.text)
    }
    expect(await list(`q=${anna.reference}`)).toEqual([anna.reference])
    expect(await list('q=S%C3%B8ndergaard')).toEqual([anna.reference])
    expect(await list('q=anna.sondergaard%40example')).toEqual([anna.reference])
    // A phone typed with other spaces finds it by its digits.
    expect(await list(`q=${encodeURIComponent('+4520123456')}`)).toEqual([anna.reference])
    expect(await list(`source=phone&q=Pere`)).toEqual([phone.reference])
    expect(await list(`source=web&q=Pere`)).toEqual([])
    expect(await list(`status=pending_payment&q=Paula`)).toEqual([pending.reference])
    expect(await list(`payment=paid&q=Paula`)).toEqual([])
    expect(await list(`trip=${tripId}&from=${islandDay(255)}&to=${islandDay(265)}`)).toEqual(expect.arrayContaining([phone.reference, pending.reference]))
    expect(await list(`trip=${tripId}&from=${islandDay(255)}&to=${islandDay(265)}`)).not.toContain(anna.reference)
    expect(await list(`from=${islandDay(249)}&to=${islandDay(251)}`)).toEqual([anna.reference])
    // Pagination: one per page.
    const first = await agent.get(`/admin/trip-bookings?pageSize=10&from=${islandDay(249)}&to=${islandDay(261)}&sort=reference`)
    expect(referencesIn(first.text).slice(0, 3)).toEqual([anna.reference, phone.reference, pending.reference])
  })

  it('exports the filtered list as CSV, one row per booking with participants per category', async () => {
    const dep = await departure({ date: islandDay(270) })
    const family = await booking(dep, { name: 'Familia, "Puig"', adults: 2, children: 3, notes: '=cmd' })
    const couple = await booking(dep, { name: 'Couple Brown', adults: 2 })
    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get(`/admin/trip-bookings/export.csv?from=${islandDay(270)}&to=${islandDay(270)}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trip-bookings-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('reference,status,trip,date,time,customer_name,customer_email,customer_phone,customer_country,language,guide_language,source,seats,payment_method,payment_status,currency,total,online_due,paid,refunded,notes,created_at,participants_adult,participants_child')
    expect(lines).toHaveLength(3)
    const familyLine = lines.find((l) => l.startsWith(family.reference))!
    expect(familyLine).toContain(`,${dep.localDate},${dep.localTime},"Familia, ""Puig""",`)
    expect(familyLine).toContain(',5,online,paid,EUR,175.00,175.00,175.00,0.00,')
    // Formula injection is defused by the CSV kit.
    expect(familyLine).toContain(",'=cmd,")
    expect(familyLine.endsWith(',2,3')).toBe(true)
    expect(lines.find((l) => l.startsWith(couple.reference))!.endsWith(',2,0')).toBe(true)
    // The search narrows it like the list.
    const one = await agent.get(`/admin/trip-bookings/export.csv?q=${couple.reference}`)
    expect(one.text.trim().split('\r\n')).toHaveLength(2)
  })
})

describe('a departure\'s manifest', () => {
  it('shows participants by category with totals, each booking\'s phone, notes and what is due, and prints it in the reader\'s language', async () => {
    const dep = await departure()
    await booking(dep, { name: 'Marta Coll', adults: 2, children: 1, phone: '+34 611 222 333', notes: 'Vegetarian lunch', paymentMethod: 'on_the_day' })
    await booking(dep, { name: 'Tom Baker', adults: 3 })
    await booking(dep, { name: 'Gone Away', status: 'cancelled' })
    const { agent, user } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/departures/${dep.id}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Marta Coll')
    expect(page.text).toContain('href="tel:+34611222333"')
    expect(page.text).toContain('Vegetarian lunch')
    // Marta pays on the day: 2 adults and a child are due; Tom paid online.
    expect(page.text).toMatch(new RegExp(`${ad('en', 'manifest.payment.due', { amount: '' })}[^<]*125`))
    expect(page.text).toMatch(/Paid \([^)]*150/)
    expect(page.text).not.toContain('Gone Away')
    expect(page.text).toContain(`/admin/trip-bookings/new?departure=${dep.id}`)

    await t.knex('users').where({ id: user.id }).update({ language: 'de' })
    const { res, text } = await pdfOf(agent, `/admin/departures/${dep.id}/manifest.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(text).toContain(ad('de', 'manifest.title'))
    expect(text).toContain(ad('de', 'manifest.columns.participants'))
    // 5 adults and a child over the two live bookings: 6 participants, 8 of 12 seats (the cancelled one still counts in seats_taken here).
    // The categories in the reader's language, whatever words the bookings were made with.
    const german = async (code: string) => {
      const row = await t.knex('trip_price_categories').where({ trip_id: tripId, code }).first()
      return (row.translations?.label?.de as string | undefined) || (row.label as string)
    }
    expect(text).toContain(`5 ${await german('adult')} · 1 ${await german('child')} · ${ad('de', 'manifest.participants_other', { count: 6 })}`)
    expect(text).toContain('Marta Coll')
    expect(text).toContain('Tom Baker')
    expect(text).toContain('Vegetarian lunch')
    expect(text).toContain(ad('de', 'manifest.payment.due', { amount: '' }).trim())
    expect(text).not.toContain('Gone Away')
    expect((await agent.get('/admin/departures/99999999/manifest.pdf')).status).toBe(404)
  })

  it('prints a day\'s manifests in one PDF, each departure with its bookings; a bad date is a 400', async () => {
    const day = islandDay(280)
    const morning = await departure({ date: day, time: '09:00' })
    const evening = await departure({ date: day, time: '19:00' })
    await booking(morning, { name: 'Early Bird' })
    await booking(evening, { name: 'Sunset Lover' })
    const { agent, user } = await loginAs(t.app, 'admin')
    await t.knex('users').where({ id: user.id }).update({ language: 'en' })
    const { res, text } = await pdfOf(agent, `/admin/departures/manifests.pdf?date=${day}`)
    expect(res.status).toBe(200)
    expect(text).toContain(ad('en', 'manifest.dayTitle'))
    expect(text).toContain(ad('en', 'manifest.departures_other', { count: 2 }))
    // Each departure's heading (its time and trip), then its bookings, by start.
    let from = 0
    for (const expected of ['09:00', tripName.split(' ')[0]!, 'Early Bird', '19:00', 'Sunset Lover']) {
      const at = text.indexOf(expected, from)
      expect([expected, at >= 0]).toEqual([expected, true])
      from = at + expected.length
    }
    // Tomorrow's by default.
    expect((await pdfOf(agent, '/admin/departures/manifests.pdf')).res.status).toBe(200)
    const bad = await agent.get('/admin/departures/manifests.pdf?date=2026-02-30').set('Accept', 'application/json')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.date).toBe(ad('en', 'manifest.invalidDate'))
  })
})

describe('closing a departure for the weather', () => {
  it('needs a reason, then closes it in one go: customers told in their language with the two links, checkouts ended, seats released, history written', async () => {
    const dep = await departure()
    const greta = await booking(dep, { name: 'Greta Gruber', language: 'de', email: 'greta@example.de' })
    const jordi = await booking(dep, { name: 'Jordi Mas', language: 'ca', email: 'jordi@example.cat', adults: 2, children: 2 })
    const held = await booking(dep, { name: 'Half Way', status: 'pending_payment', paid: false, adults: 3 })
    const gone = await booking(dep, { name: 'Long Gone', status: 'cancelled', email: 'gone@example.com' })
    const before = await t.knex('trip_departures').where({ id: dep.id }).first()
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')

    const missing = await agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'close', reason: '', confirm: 'on' })
    expect(missing.status).toBe(400)
    expect(missing.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')

    const res = await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'Strong tramontana wind', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/departures/${dep.id}?saved=closed&notified=2&expired=1`)

    const after = await t.knex('trip_departures').where({ id: dep.id }).first()
    expect(after).toMatchObject({ status: 'closed', closedReason: 'Strong tramontana wind' })
    expect(after.seatsTaken).toBe(before.seatsTaken - 3)
    expect((await t.knex('trip_bookings').where({ id: held.id }).first()).status).toBe('expired')
    expect((await t.knex('trip_bookings').where({ id: greta.id }).first()).status).toBe('confirmed')

    const mails = await t.knex('mail_outbox').where({ kind: 'trip-closure' }).whereIn('to_address', ['greta@example.de', 'jordi@example.cat', 'gone@example.com', held.customerEmail])
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['greta@example.de', 'jordi@example.cat'])
    for (const [mail, lng, ref] of [[mails.find((m) => m.toAddress === 'greta@example.de'), 'de', greta.reference], [mails.find((m) => m.toAddress === 'jordi@example.cat'), 'ca', jordi.reference]] as const) {
      expect(mail.language).toBe(lng)
      expect(mail.text).toContain(tr(lng, 'trips', 'closure.heading'))
      expect(mail.text).toContain(tr(lng, 'trips', 'closure.reason', { reason: 'Strong tramontana wind' }))
      const links = [...mail.text.matchAll(/http:\/\/localhost:3000\/trips\/booking\?ref=([^&\s]+)&token=[\w-]+&choice=(date|refund)/g)]
      expect(links.map((m) => [m[1], m[2]])).toEqual([[ref, 'date'], [ref, 'refund']])
      expect(mail.html).toContain(`${html(tr(lng, 'trips', 'closure.chooseDate'))}</a>`)
      expect(mail.html).toContain(`${html(tr(lng, 'trips', 'closure.chooseRefund'))}</a>`)
    }

    const history = await t.knex('audit_log').where({ subject_type: 'trip-departure', subject_id: dep.id })
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ action: 'closed', actorUserId: user.id, note: 'Strong tramontana wind' })
    expect((await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: held.id, action: 'status' })).map((e) => e.changes.status)).toEqual([['pending_payment', 'expired']])
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: greta.id, action: 'departureClosed' })).toHaveLength(1)
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: gone.id })).toHaveLength(0)

    // The page says it is closed; closing again is refused plainly.
    const page = await agent.get(`/admin/departures/${dep.id}?lng=en`)
    expect(page.text).toContain(html(ad('en', 'departureClosure.isClosed', { reason: 'Strong tramontana wind' })))
    expect(page.text).toContain(html(ad('en', 'departureClosure.reopen')))
    const again = await agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'Again', confirm: 'on' })
    expect(again.status).toBe(409)
    expect(again.text).toContain(html(ad('en', 'departureClosure.alreadyClosed')))
  })

  it('cannot close a departure that has already begun: its customers are not told a trip they took "will not take place"', async () => {
    const dep = await departure({ date: islandDay(-3), time: '10:00' })
    const customer = await booking(dep, { name: 'Already Been', email: 'been@example.com' })
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/departures/${dep.id}?lng=en`)
    expect(page.text).toContain(html(ad('en', 'departureClosure.alreadyStarted')))
    expect(page.text).not.toContain(html(ad('en', 'departureClosure.submit')))

    const res = await agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'Storm', confirm: 'on' })
    expect(res.status).toBe(409)
    expect(res.text).toContain(html(ad('en', 'departureClosure.alreadyStarted')))
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')
    expect(await t.knex('mail_outbox').where({ kind: 'trip-closure', to_address: customer.customerEmail })).toHaveLength(0)
  })

  it('opens again while nobody took a refund or another date, and not after', async () => {
    const dep = await departure()
    const first = await booking(dep, { language: 'es' })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const close = () => agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'Storm', confirm: 'on' })
    expect((await close()).status).toBe(303)
    const reopened = await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'reopen' })
    expect(reopened.headers.location).toBe(`/admin/departures/${dep.id}?saved=reopened`)
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')
    expect((await t.knex('audit_log').where({ subject_type: 'trip-departure', subject_id: dep.id }).orderBy('id')).map((e) => e.action)).toEqual(['closed', 'reopened'])

    // Closed again; this time the customer takes the refund (the booking is cancelled and refunded).
    expect((await close()).status).toBe(303)
    await t.knex('trip_bookings').where({ id: first.id }).update({ status: 'cancelled', refunded_cents: 10000, payment_status: 'refunded' })
    const page = await agent.get(`/admin/departures/${dep.id}?lng=en`)
    expect(page.text).toContain(html(ad('en', 'departureClosure.reopenBlocked', { reference: first.reference })))
    const refused = await agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'reopen' })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(html(ad('en', 'departureClosure.reopenRefused', { reference: first.reference })))
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('closed')
  })
})

/** The id of the booking a phone-booking POST redirected to. */
const createdId = (res: { headers: Record<string, string | undefined> }) => Number(/\/admin\/trip-bookings\/(\d+)\?saved=created$/.exec(res.headers.location ?? '')?.[1])

describe('a booking taken by phone', () => {
  it('is confirmed at once within the seats left, paid on the day, in the customer\'s language, with staff in the history', async () => {
    const { departures } = await bookableTrip(t.knex, { days: [40], capacity: 10, time: '18:05' })
    const dep = departures[0]!
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/trip-bookings/new?departure=${dep.id}&lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('name="count.adult"')
    expect(page.text).toContain(`name="departureId" value="${dep.id}"`)
    const form = { _csrf: csrf, departureId: String(dep.id), 'count.adult': '2', 'count.child': '1', 'count.infant': '0', guideLanguage: 'en', name: 'Hannah Weber', phone: '+49 171 5550101', email: 'hannah.weber@example.de', country: 'DE', language: 'de', notes: 'Called at 10:12', payment: 'on_the_day' }
    const res = await agent.post('/admin/trip-bookings/new').type('form').send(form)
    expect(res.status).toBe(303)
    const id = createdId(res)
    const row = await t.knex('trip_bookings').where({ id }).first()
    expect(row).toMatchObject({ source: 'phone', status: 'confirmed', paymentMethod: 'on_the_day', language: 'de', seats: 3, totalCents: 2 * 4500 + 2500, createdByUserId: user.id, customerPhone: '+491715550101', notes: 'Called at 10:12' })
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).seatsTaken).toBe(3)
    const [created] = await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action: 'created' })
    expect(created).toMatchObject({ actorType: 'staff', actorUserId: user.id })
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-confirmed', to_address: 'hannah.weber@example.de' })
    expect(mail.language).toBe('de')
    const detail = await agent.get(`/admin/trip-bookings/${id}?saved=created&lng=en`)
    expect(detail.text).toContain(html(ad('en', 'tripBookings.saved.created')))
    expect(detail.text).toContain('Hannah Weber')
    expect(detail.text).toContain(html(ad('en', 'tripBookings.sources.phone')))
  })

  it('goes beyond the seats left only with "overbook" ticked and a reason; refused plainly otherwise', async () => {
    const { departures } = await bookableTrip(t.knex, { days: [41], capacity: 4, time: '18:10' })
    const dep = departures[0]!
    await t.knex('trip_departures').where({ id: dep.id }).update({ seats_taken: 3 })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const form = { _csrf: csrf, departureId: String(dep.id), 'count.adult': '2', 'count.child': '0', 'count.infant': '0', guideLanguage: 'en', name: 'Late Caller', phone: '+34 600 999 888', email: 'late.caller@example.com', language: 'en', payment: 'on_the_day' }
    const full = await agent.post('/admin/trip-bookings/new?lng=en').type('form').send(form)
    expect(full.status).toBe(409)
    expect(full.text).toContain(html(ad('en', 'tripBookings.new.errors.soldOut_one', { count: 1 })))
    // The form comes back with what was typed.
    expect(full.text).toContain('value="Late Caller"')
    const noReason = await agent.post('/admin/trip-bookings/new?lng=en').type('form').send({ ...form, overbook: 'on', overbookReason: '' })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(await t.knex('trip_bookings').where({ customer_email: 'late.caller@example.com' })).toHaveLength(0)
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).seatsTaken).toBe(3)

    const ok = await agent.post('/admin/trip-bookings/new').type('form').send({ ...form, overbook: 'on', overbookReason: 'Regular guests, the skipper agreed' })
    expect(ok.status).toBe(303)
    const id = createdId(ok)
    // The capacity is raised visibly to what is taken.
    expect(await t.knex('trip_departures').where({ id: dep.id }).first()).toMatchObject({ seatsTaken: 5, capacity: 5 })
    const [entry] = await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action: 'overbooked' })
    expect(entry.note).toBe('Regular guests, the skipper agreed')
  })

  it('refuses a form with missing or wrong fields with a message on each, stores nothing', async () => {
    const { departures } = await bookableTrip(t.knex, { days: [42], time: '18:15' })
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const res = await agent.post('/admin/trip-bookings/new?lng=en').type('form').send({ _csrf: csrf, departureId: String(departures[0]!.id), 'count.adult': '0', 'count.child': '1', name: '', phone: '12', email: 'not-an-email', language: 'en', payment: 'on_the_day' })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.email')))
    expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.phone')))
    expect((await t.knex('trip_departures').where({ id: departures[0]!.id }).first()).seatsTaken).toBe(0)
  })

  it('is pre-filled from an enquiry, which is then marked booked', async () => {
    const { tripId: sunset, departures } = await bookableTrip(t.knex, { days: [43], time: '18:20' })
    const dep = departures[0]!
    const [enquiry] = await t.knex('trip_enquiries').insert({ reference: 'EN-2099-000777', trip_id: sunset, travel_date: dep.date, participants: 3, children: 1, name: 'Núria Pons', email: 'nuria@example.cat', phone: '+34 611 000 777', message: 'Amb una nena de 6 anys', language: 'ca' }).returning('*')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const choose = await agent.get(`/admin/trip-bookings/new?enquiry=${enquiry.id}&lng=en`)
    expect(choose.text).toContain(`/admin/trip-bookings/new?departure=${dep.id}&amp;enquiry=${enquiry.id}`)
    const page = await agent.get(`/admin/trip-bookings/new?departure=${dep.id}&enquiry=${enquiry.id}&lng=en`)
    expect(page.text).toContain('value="Núria Pons"')
    expect(page.text).toMatch(/name="count.adult"[^>]*value="2"|value="2"[^>]*name="count.adult"/)
    expect(page.text).toMatch(/name="count.child"[^>]*value="1"|value="1"[^>]*name="count.child"/)
    const res = await agent.post(`/admin/trip-bookings/new?departure=${dep.id}&enquiry=${enquiry.id}`).type('form').send({ _csrf: csrf, departureId: String(dep.id), enquiryId: String(enquiry.id), 'count.adult': '2', 'count.child': '1', guideLanguage: 'en', name: 'Núria Pons', phone: '+34 611 000 777', email: 'nuria@example.cat', language: 'ca', payment: 'on_the_day' })
    expect(res.status).toBe(303)
    expect(await t.knex('trip_enquiries').where({ id: enquiry.id }).first()).toMatchObject({ status: 'booked', bookingId: createdId(res) })
  })

  it('can be paid online through the link the customer is sent (the booking page), shown to staff too', async () => {
    const { departures } = await bookableTrip(t.knex, { days: [44], time: '18:25' })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post('/admin/trip-bookings/new').type('form').send({ _csrf: csrf, departureId: String(departures[0]!.id), 'count.adult': '2', guideLanguage: 'en', name: 'Link Payer', phone: '+44 7911 123456', email: 'link.payer@example.co.uk', language: 'en', payment: 'online' })
    expect(res.status).toBe(303)
    const id = createdId(res)
    expect(await t.knex('trip_bookings').where({ id }).first()).toMatchObject({ status: 'confirmed', paymentMethod: 'online', onlineDueCents: 9000, paidCents: 0 })
    const detail = await agent.get(`/admin/trip-bookings/${id}?lng=en`)
    expect(detail.text).toMatch(/http:\/\/localhost:3000\/trips\/booking\?ref=TR-\d{4}-\d+&amp;token=/)
  })
})

describe('staff change a trip booking', () => {
  it('move it to another date, edit its participants re-priced, resend the confirmation and cancel it with a reason — each in the history', async () => {
    const { departures } = await bookableTrip(t.knex, { days: [45, 46], time: '18:30' })
    const [first, second] = [departures[0]!, departures[1]!]
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const made = await agent.post('/admin/trip-bookings/new').type('form').send({ _csrf: csrf, departureId: String(first.id), 'count.adult': '2', guideLanguage: 'en', name: 'Change Me', phone: '+34 622 111 222', email: 'change.me@example.com', language: 'en', payment: 'on_the_day' })
    const id = createdId(made)
    const post = (form: Record<string, string>) => agent.post(`/admin/trip-bookings/${id}?lng=en`).type('form').send({ _csrf: csrf, ...form })

    const detail = await agent.get(`/admin/trip-bookings/${id}?lng=en`)
    expect(detail.text).toContain(`<option value="${second.id}">`)
    const moved = await post({ intent: 'move', departureId: String(second.id) })
    expect(moved.status).toBe(303)
    expect((await t.knex('trip_bookings').where({ id }).first()).departureId).toBe(second.id)
    expect((await t.knex('trip_departures').where({ id: first.id }).first()).seatsTaken).toBe(0)
    // Forced by staff: the reason is kept in the change's own history row (one transaction).
    expect((await post({ intent: 'move', departureId: String(first.id), force: 'on', reason: '' })).status).toBe(400)
    expect((await post({ intent: 'move', departureId: String(first.id), force: 'on', reason: 'Regulars, the skipper agreed' })).status).toBe(303)
    const [movedBack] = await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action: 'moved' }).orderBy('id', 'desc')
    expect(movedBack.note).toContain('Regulars, the skipper agreed')
    expect(movedBack.changes).toMatchObject({ forced: [false, true] })
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action: 'forced' })).toHaveLength(0)

    const changed = await post({ intent: 'participants', 'count.adult': '3', 'count.child': '1', 'count.infant': '0' })
    expect(changed.status).toBe(303)
    expect(changed.headers.location).toContain('saved=participants&difference=')
    expect(await t.knex('trip_bookings').where({ id }).first()).toMatchObject({ seats: 4, totalCents: 3 * 4500 + 2500 })

    expect((await post({ intent: 'resend' })).status).toBe(303)
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action: 'resent' })).toHaveLength(1)

    const noReason = await post({ intent: 'cancel', reason: '', refund: 'none', confirm: 'on' })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    const cancelled = await post({ intent: 'cancel', reason: 'Customer ill', refund: 'none', confirm: 'on' })
    expect(cancelled.status).toBe(303)
    expect((await t.knex('trip_bookings').where({ id }).first()).status).toBe('cancelled')
    expect((await t.knex('trip_departures').where({ id: second.id }).first()).seatsTaken).toBe(0)

    const history = await agent.get(`/admin/trip-bookings/${id}?lng=en`)
    for (const action of ['created', 'moved', 'participants', 'resent', 'status']) expect(history.text).toContain(html(ad('en', `tripBookings.historyActions.${action}`)))
    expect(history.text).toContain('Customer ill')
  })
})

/** Booked on the website and paid on the stand-in Stripe page: a confirmed booking paid online. */
async function bookAndPay(tripId: number, departureId: number) {
  const form = tripBookingForm(departureId)
  const res = await request(t.app).post(`/trips/${tripId}/book?lng=en`).set('X-Forwarded-For', '198.51.100.77').type('form').send({ started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '', ...form })
  expect(res.status).toBe(303)
  const session = stripe.sessions.get(res.headers.location!.split('/pay/')[1]!.split('?')[0]!)!
  const event: SignedEvent = await stripe.complete(session.id)
  expect((await request(t.app).post('/api/payments/stripe/webhook').set('Stripe-Signature', event.signature).set('Content-Type', 'application/json').send(event.payload)).status).toBe(200)
  return (await t.knex('trip_bookings').where({ customer_email: form.email }).first()) as { id: number; reference: string; paidCents: number; status: string }
}

describe('staff cancel a booking paid online', () => {
  it('gives everything back through Stripe when asked, and the page shows the payment and its refund', async () => {
    const { tripId: sunset, departures } = await bookableTrip(t.knex, { days: [47], time: '18:35' })
    const paid = await bookAndPay(sunset, departures[0]!.id)
    expect(paid).toMatchObject({ status: 'confirmed', paidCents: 9000 })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/trip-bookings/${paid.id}`).type('form').send({ _csrf: csrf, intent: 'cancel', reason: 'Skipper ill', refund: 'full', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(new RegExp(`^/admin/trip-bookings/${paid.id}\\?saved=cancelled&refunded=`))
    expect(await t.knex('trip_bookings').where({ id: paid.id }).first()).toMatchObject({ status: 'cancelled', refundedCents: 9000 })
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').map((r) => r.body.amount)).toContain('9000')
    const page = await agent.get(`/admin/trip-bookings/${paid.id}?lng=en`)
    expect(page.text).toContain('data-payment="paid"')
    expect(page.text).toContain('Skipper ill')
    expect(page.text).toContain(html(ad('en', 'tripBookings.historyActions.refunded')))
  })
})

describe('who may', () => {
  it('refuses editors and drivers every trip office page, file and action', async () => {
    const dep = await departure()
    const b = await booking(dep)
    for (const role of ['editor', 'driver'] as const) {
      const { agent, csrf } = await loginAs(t.app, role)
      for (const path of ['/admin/trip-bookings', `/admin/trip-bookings/${b.id}`, '/admin/trip-bookings/new', '/admin/trip-bookings/export.csv', `/admin/departures/${dep.id}`, `/admin/departures/${dep.id}/manifest.pdf`, '/admin/departures/manifests.pdf']) {
        expect((await agent.get(path)).status, `${role} ${path}`).toBe(403)
      }
      expect((await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'x', confirm: 'on' })).status).toBe(403)
      expect((await agent.post('/admin/trip-bookings/new').type('form').send({ _csrf: csrf, departureId: String(dep.id) })).status).toBe(403)
      expect((await agent.post(`/admin/trip-bookings/${b.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(403)
    }
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')
    // Not logged in: the login page.
    expect((await request(t.app).get('/admin/trip-bookings')).status).toBe(303)
  })
})
