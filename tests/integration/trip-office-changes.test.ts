import { beforeAll, describe, expect, it } from 'vitest'
import type { StripeStandIn } from '../helpers/stripe-stand-in'
import type { TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'
import { formatDateTime, formatPrice } from '../../src/i18n/format'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { ad, useTripOffice } from '../helpers/trip-office'
import { bookableTrip, bookAndPayOnline } from '../helpers/trip-bookings'

// The trip office changing what was booked (docs/decisions/042): the weather closure that tells
// every booked customer in their own language, a booking taken by phone, staff moving, editing
// and cancelling a booking, and a refund through Stripe. The lists and manifests: trip-office.test.ts.

const office = useTripOffice()
let t: TestApp
let stripe: StripeStandIn
beforeAll(() => {
  ;({ t, stripe } = office)
})
const { departure, booking } = office

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
      const links = [...mail.text.matchAll(new RegExp(`http://localhost:3000/trips/booking\\?ref=([^&\\s]+)&token=[\\w-]+&lng=${lng}&choice=(date|refund)`, 'g'))]
      expect(links.map((m) => [m[1], m[2]])).toEqual([[ref, 'date'], [ref, 'refund']])
      expect(mail.html).toContain(`${html(tr(lng, 'trips', 'closure.chooseDate'))}</a>`)
      expect(mail.html).toContain(`${html(tr(lng, 'trips', 'closure.chooseRefund'))}</a>`)
    }
    // The party as every other e-mail writes it: "2 × Adult · 2 × Child".
    expect(mails.find((m) => m.toAddress === 'jordi@example.cat').text).toContain('2 × Adult · 2 × Child')

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
    const second = await booking(dep, { language: 'de', email: 'already.read@example.de' })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const close = () => agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'Storm', confirm: 'on' })
    expect((await close()).status).toBe(303)
    const closureMails = await t.knex('mail_outbox').where({ kind: 'trip-closure' }).whereIn('to_address', [first.customerEmail, 'already.read@example.de'])
    expect(closureMails).toHaveLength(2)
    // The closure links open the booking in the e-mail's language.
    expect(closureMails.find((m) => m.language === 'de').text).toMatch(/\/trips\/booking\?ref=[^\s]+&lng=de&choice=date/)
    // The German customer's e-mail went out already; the Spanish one's is still waiting.
    await t.knex('mail_outbox').where({ id: closureMails.find((m) => m.language === 'de').id }).update({ status: 'sent', sent_at: new Date() })
    const reopened = await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'reopen' })
    expect(reopened.headers.location).toBe(`/admin/departures/${dep.id}?saved=reopened&withdrawn=1&told=1`)
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')
    expect((await t.knex('audit_log').where({ subject_type: 'trip-departure', subject_id: dep.id }).orderBy('id')).map((e) => e.action)).toEqual(['closed', 'reopened'])
    // Nobody is left believing the trip is off: the unsent closure is taken back, the read one is followed by "it goes ahead".
    expect((await t.knex('mail_outbox').where({ id: closureMails.find((m) => m.language === 'es').id }).first()).status).toBe('withdrawn')
    const goesAhead = await t.knex('mail_outbox').where({ kind: 'trip-reopened' }).whereIn('to_address', [first.customerEmail, 'already.read@example.de'])
    expect(goesAhead.map((m) => [m.toAddress, m.language])).toEqual([['already.read@example.de', 'de']])
    expect(goesAhead[0].subject).toContain(tr('de', 'trips', 'reopened.subject', { trip: '', date: '' }).split(':')[0]!)
    expect(goesAhead[0].text).toContain(tr('de', 'trips', 'reopened.choiceOff'))
    const flash = await agent.get(`${reopened.headers.location}&lng=en`)
    expect(flash.text).toContain(html(ad('en', 'departureClosure.withdrawn_one', { count: 1 })))
    expect(flash.text).toContain(html(ad('en', 'departureClosure.toldGoesAhead_one', { count: 1 })))
    const history = await agent.get(`/admin/trip-bookings/${second.id}?lng=en`)
    expect(history.text).toContain(html(ad('en', 'tripBookings.historyActions.departureReopened')))
    expect(history.text).toContain(html(ad('en', 'tripBookings.closureMail.followed')))

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
    // In the list its reference says, not only shows, that it was booked by phone.
    const list = (await agent.get(`/admin/trip-bookings?q=${row.reference}&lng=ca`)).text.replaceAll('<!-- -->', '')
    expect(list).toContain(`${row.reference} <span aria-hidden="true">☎</span><span class="sr-only"> (${html(ad('ca', 'tripBookings.byPhone'))})</span>`)
  })

  it('makes one booking, one e-mail and one seat count of the same page sent twice: one after the other, or at once', async () => {
    const { departures } = await bookableTrip(t.knex, { days: [43], capacity: 10, time: '18:20' })
    const dep = departures[0]!
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const keyOf = async () => /name="idempotencyKey" value="([^"]+)"/.exec((await agent.get(`/admin/trip-bookings/new?departure=${dep.id}`)).text)![1]!
    const form = { _csrf: csrf, departureId: String(dep.id), 'count.adult': '2', 'count.child': '0', 'count.infant': '0', guideLanguage: 'en', name: 'Twice Sent', phone: '+34 600 111 222', email: 'twice.sent@example.com', language: 'en', payment: 'on_the_day', idempotencyKey: await keyOf() }
    const first = await agent.post('/admin/trip-bookings/new').type('form').send(form)
    const again = await agent.post('/admin/trip-bookings/new').type('form').send(form)
    expect(again.headers.location).toBe(first.headers.location)
    const together = { ...form, email: 'sent.together@example.com', idempotencyKey: await keyOf() }
    const [a, b] = await Promise.all([0, 1].map(() => agent.post('/admin/trip-bookings/new').type('form').send(together)))
    expect(a!.headers.location).toBe(b!.headers.location)
    for (const email of [form.email, together.email]) {
      expect(await t.knex('trip_bookings').where({ customer_email: email })).toHaveLength(1)
      expect(await t.knex('mail_outbox').where({ kind: 'trip-confirmed', to_address: email })).toHaveLength(1)
    }
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).seatsTaken).toBe(4)
    // Sent again after Back (a new key): asked first, naming the booking the e-mail already holds.
    const asked = await agent.post('/admin/trip-bookings/new?lng=en').type('form').send({ ...form, idempotencyKey: await keyOf() })
    expect(asked.status).toBe(409)
    const { reference } = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
    expect(asked.text).toContain(html(ad('en', 'tripBookings.new.errors.duplicate', { reference })))
    expect(asked.text).toContain('name="confirmDuplicate"')
    expect((await agent.post('/admin/trip-bookings/new').type('form').send({ ...form, idempotencyKey: await keyOf(), confirmDuplicate: 'on' })).status).toBe(303)
    expect(await t.knex('trip_bookings').where({ customer_email: form.email })).toHaveLength(2)
    // Two pages (two keys) for one e-mail sent at the same instant: the departure's lock lets one
    // through and the other is asked, naming it.
    const rival = { ...form, email: 'two.pages@example.com' }
    const sends = await Promise.all([0, 1].map(async () => agent.post('/admin/trip-bookings/new?lng=en').type('form').send({ ...rival, idempotencyKey: await keyOf() })))
    expect(sends.map((r) => r.status).sort()).toEqual([303, 409])
    const [made] = await t.knex('trip_bookings').where({ customer_email: rival.email })
    expect(made).toBeDefined()
    expect(sends.find((r) => r.status === 409)!.text).toContain(html(ad('en', 'tripBookings.new.errors.duplicate', { reference: made.reference })))
    expect(await t.knex('trip_bookings').where({ customer_email: rival.email })).toHaveLength(1)
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
    // Paid on the day, so nothing was paid: the e-mail does not read like a penalty.
    const mail = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: 'change.me@example.com' }).first()
    expect(mail.text).toContain(tr('en', 'trips', 'cancel.mail.nothingPaid'))
    expect(mail.text).not.toContain(tr('en', 'trips', 'cancel.mail.noRefund'))

    const history = await agent.get(`/admin/trip-bookings/${id}?lng=en`)
    for (const action of ['created', 'moved', 'participants', 'resent', 'status']) expect(history.text).toContain(html(ad('en', `tripBookings.historyActions.${action}`)))
    // Read as staff read it: dates on the island's clock, the party in the reader's words, no ids or cents.
    const german = await agent.get(`/admin/trip-bookings/${id}?lng=de`)
    expect(german.text).toContain(`${html(ad('de', 'tripBookings.fields.participants'))}: 2 × Erwachsene → 3 × Erwachsene, 1 × Kind (4–12)`)
    expect(german.text).toContain(`${html(ad('de', 'tripBookings.fields.startsAt'))}: ${html(formatDateTime(islandTimeToInstant(first.date, '18:30')!, 'de'))} → `)
    expect(german.text).not.toMatch(/departureId|startsAt|\d{4}-\d{2}-\d{2}T\d{2}:|cents/)
    expect(history.text).toContain('Customer ill')
  })
})

describe('staff cancel a booking paid online', () => {
  it('gives everything back through Stripe when asked, and the page shows the payment and its refund', async () => {
    const { tripId: sunset, departures } = await bookableTrip(t.knex, { days: [47], time: '18:35' })
    const paid = await bookAndPayOnline(t, stripe, sunset, departures[0]!.id)
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
    const mail = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: paid.customerEmail }).first()
    const { language } = await t.knex('trip_bookings').where({ id: paid.id }).first()
    expect(mail.text).toContain(tr(language, 'trips', 'cancel.mail.refund', { amount: formatPrice(9000, 'EUR', language) }))
  })

  it('never says "refunded" for money no card payment holds: the page says what to do, the history keeps it', async () => {
    // Recorded as paid online with no Stripe payment behind it (entered by hand, imported).
    const dep = await departure()
    const { id } = await booking(dep, { name: 'Paid Elsewhere', paymentMethod: 'online', paid: true })
    const paidCents = (await t.knex('trip_bookings').where({ id }).first()).paidCents as number
    const refundsBefore = stripe.requests.filter((r) => r.path === '/v1/refunds').length
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/trip-bookings/${id}?lng=es`).type('form').send({ _csrf: csrf, intent: 'cancel', reason: 'Storm', refund: 'full', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).not.toContain('refunded=')
    expect(res.headers.location).toContain('refundNotOnRecord=')
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refundsBefore)
    expect(await t.knex('trip_bookings').where({ id }).first()).toMatchObject({ status: 'cancelled', refundedCents: 0 })
    const page = await agent.get(res.headers.location!)
    expect(page.text).toContain(html(ad('es', 'refunds.notOnRecord', { amount: formatPrice(paidCents, 'EUR', 'es') })))
    expect(page.text).toContain(html(ad('es', 'tripBookings.historyActions.refund-not-on-record')))
    expect(page.text).not.toContain(html(ad('es', 'refunds.done', { amount: formatPrice(paidCents, 'EUR', 'es') })))
    // The customer is not told the card gets it back: the office owes it and says it will write.
    const booked = await t.knex('trip_bookings').where({ id }).first()
    const mail = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: booked.customerEmail }).first()
    const lng = booked.language as 'es' | 'en' | 'de' | 'ca'
    expect(mail.text).toContain(tr(lng, 'trips', 'cancel.mail.refundByOffice', { amount: formatPrice(paidCents, 'EUR', lng) }))
    expect(mail.text).not.toContain(tr(lng, 'trips', 'cancel.mail.refund', { amount: formatPrice(paidCents, 'EUR', lng) }))
  })
})


describe('staff refund part of a trip booking that stands', () => {
  it('gives back what was paid above a lowered price: the form offers that amount, Stripe returns it, the booking stays confirmed', async () => {
    const { tripId, departures } = await bookableTrip(t.knex, { days: [48], time: '18:40' })
    const paid = await bookAndPayOnline(t, stripe, tripId, departures[0]!.id)
    expect(paid).toMatchObject({ status: 'confirmed', paidCents: 9000 })
    const { agent, csrf, user } = await loginAs(t.app, 'admin')
    const post = (form: Record<string, string>) => agent.post(`/admin/trip-bookings/${paid.id}?lng=en`).type('form').send({ _csrf: csrf, ...form })

    const fewer = await post({ intent: 'participants', 'count.adult': '1', 'count.child': '0', 'count.infant': '0' })
    expect(fewer.headers.location).toContain(`over=${encodeURIComponent(formatPrice(4500, 'EUR', 'en')).replace(/%20/g, '+')}`)
    const overPage = await agent.get(`${fewer.headers.location}&lng=en`)
    expect(overPage.text).toContain(html(ad('en', 'tripBookings.balanceOver', { amount: formatPrice(4500, 'EUR', 'en') })))
    expect(overPage.text).toContain('name="intent" value="refund"')
    expect(overPage.text).toMatch(/name="amount"[^>]*value="45\.00"/)

    const refundsBefore = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length
    const unticked = await post({ intent: 'refund', amount: '45.00', reason: 'One guest less' })
    expect(unticked.status).toBe(400)
    // Said once, beside the refund's box: the cancel form's box of the same name is left alone, and the refund form is open.
    expect(unticked.text.split(html(ad('en', 'bookingEdit.refund.confirmRequired')))).toHaveLength(2)
    expect(unticked.text).toContain('aria-describedby="refund-confirm-error"')
    expect(unticked.text).toMatch(/<details[^>]*open=""[^>]*>\s*<summary[^>]*>[^<]*<\/summary>\s*<form[^>]*\?open=refund/)
    const tooMuch = await post({ intent: 'refund', amount: '90.01', reason: 'One guest less', confirm: 'on' })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.text).toContain(html(ad('en', 'bookingEdit.refund.tooMuch', { amount: formatPrice(9000, 'EUR', 'en') })))
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(refundsBefore)

    const refunded = await post({ intent: 'refund', amount: '45,00', reason: 'One guest less', confirm: 'on' })
    expect(refunded.status).toBe(303)
    expect(refunded.headers.location).toMatch(new RegExp(`^/admin/trip-bookings/${paid.id}\\?saved=refunded&refunded=`))
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').map((r) => r.body.amount)).toContain('4500')
    expect(await t.knex('trip_bookings').where({ id: paid.id }).first()).toMatchObject({ status: 'confirmed', refundedCents: 4500, paymentStatus: 'partially_refunded' })
    const history = await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: paid.id, action: 'refunded' })
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ actorUserId: user.id, note: 'One guest less' })

    const after = await agent.get(`${refunded.headers.location}&lng=en`)
    expect(after.text).toContain(html(ad('en', 'tripBookings.saved.refunded')))
    expect(after.text).toContain(html(ad('en', 'refunds.done', { amount: formatPrice(4500, 'EUR', 'en') })))
    // What is left (the one guest's 45 €) can still be given back, and is what the form offers now.
    expect(after.text).toMatch(/name="amount"[^>]*value="45\.00"/)
  })
  it('says plainly when nothing went back because no card payment holds the money, with the amount in the history', async () => {
    const dep = await departure()
    const { id } = await booking(dep, { name: 'Paid By Hand', paymentMethod: 'online', paid: true })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/trip-bookings/${id}?open=refund`).type('form').send({ _csrf: csrf, intent: 'refund', amount: '10', reason: 'Goodwill', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/trip-bookings/${id}?refundNotOnRecord=${encodeURIComponent(formatPrice(1000, 'EUR', 'es')).replace(/%20/g, '+')}`)
    const page = await agent.get(`${res.headers.location}&lng=de`)
    expect(page.text).toContain(html(ad('de', 'refunds.notOnRecord', { amount: formatPrice(1000, 'EUR', 'es') })))
    expect(page.text).not.toContain(html(ad('de', 'tripBookings.saved.refunded')))
    expect(page.text).toContain(html(`${ad('de', 'tripBookings.fields.refundCents')}: — → ${formatPrice(1000, 'EUR', 'de')}`))
  })
})
