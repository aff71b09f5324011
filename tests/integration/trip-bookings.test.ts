import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatIslandDate, formatPrice, formatTime } from '../../src/i18n/format'
import { translate } from '../../src/i18n/translatable'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { postSignedEvent, startStripeStandIn, type SignedEvent, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// A trip booked and paid online through HTTP (ADR 042): the form holds the seats and sends the
// visitor to Stripe; only the signed webhook confirms (voucher PDF and .ics by e-mail); an
// expired or failed checkout and the hold job give the seats back; a payment after the hold ran
// out takes the seats again or is refunded; bad input is a 400 with field messages; a key makes
// one booking. Runs on the embedded database and, with DATABASE_URL, on PostgreSQL.

let t: TestApp
let stripe: StripeStandIn
let trip: BookableTrip
let ip = 0
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url }, smtp: true })
  await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
  trip = await bookableTrip(t.knex, { capacity: 8, days: [3, 4, 5, 6, 7, 8] })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const from = () => `203.0.113.${(ip++ % 250) + 1}`
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const postForm = (tripId: number, body: Record<string, unknown>, lng = 'en') => request(t.app).post(`/trips/${tripId}/book?lng=${lng}`).set('X-Forwarded-For', from()).type('form').send({ started: started(), website: '', ...body })
const api = (body: Record<string, unknown>, key?: string) => {
  const req = request(t.app).post('/api/trips/bookings?lng=en').set('X-Forwarded-For', from())
  return (key ? req.set('Idempotency-Key', key) : req).send(body)
}
const booking = (reference: string) => t.knex('trip_bookings').where({ reference }).first()
const seatsTaken = async (departureId: number) => (await t.knex('trip_departures').where({ id: departureId }).first()).seatsTaken as number
const webhook = (event: SignedEvent) => postSignedEvent(t.app, event)
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')
const mails = (kind: string, to: string) => t.knex('mail_outbox').where({ kind, to_address: to })

describe('the trip page', () => {
  it('shows the booking form with the next dates and seats left, in four languages', async () => {
    for (const lng of ['es', 'en', 'de', 'ca']) {
      const page = await request(t.app).get(`/trips/${trip.tripId}?lng=${lng}`)
      expect(page.status).toBe(200)
      expect(page.text).toContain(`action="/trips/${trip.tripId}/book"`)
      expect(page.text).toContain(html(tr(lng, 'trips', 'book.title')))
      expect(page.text).toContain(html(tr(lng, 'trips', 'book.seatsLeft_other', { count: 8 })))
      expect(page.text).toContain('data-island="TripBookingPicker"')
    }
  })

  it('narrows the times to the chosen day (?date=)', async () => {
    const [, second] = trip.departures
    const page = await request(t.app).get(`/trips/${trip.tripId}?lng=en&date=${second!.date}`)
    const options = [...page.text.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]))
    expect(options).toEqual([second!.id])
  })

  it('sells a trip online whose editors also ask for the enquiry form, which stands in only while no date is on sale', async () => {
    await t.knex('trips').where({ id: trip.tripId }).update({ show_booking_options: true })
    try {
      const page = await request(t.app).get(`/trips/${trip.tripId}?lng=en`)
      expect(page.text).toContain('/book#book')
      expect(page.text).not.toContain('id="enquiry"')
    } finally {
      await t.knex('trips').where({ id: trip.tripId }).update({ show_booking_options: false })
    }
    // Another trip sold online, every date closed: the enquiry form, and its posts are taken.
    const other = await t.knex('trips').whereNot({ id: trip.tripId }).where({ status: 'published' }).first('id')
    await t.knex('trips').where({ id: other.id }).update({ booking_mode: 'instant', show_booking_options: true })
    await t.knex('trip_departures').where({ trip_id: other.id }).update({ status: 'closed' })
    const page = await request(t.app).get(`/trips/${other.id}?lng=en`)
    expect(page.text).not.toContain('/book#book')
    expect(page.text).toContain('id="enquiry"')
    expect(page.text).toContain('href="#enquiry"')
    expect((await request(t.app).post(`/trips/${other.id}?lng=en`).type('form').send({})).status).not.toBe(405)
  })

  it('a refused form owns the page\'s one error summary and its focus: the other form comes back untouched', async () => {
    await t.knex('trips').where({ id: trip.tripId }).update({ show_booking_options: true })
    try {
      const summaries = (page: string) => page.match(/data-error-summary/g)?.length ?? 0
      const autofocus = (page: string) => page.match(/ autofocus=""/g)?.length ?? 0
      // The booking refused: its summary only, linked to its own fields.
      const booked = await postForm(trip.tripId, { ...tripBookingForm(trip.departures[0]!.id), email: 'nope' })
      expect(booked.status).toBe(400)
      expect([summaries(booked.text), autofocus(booked.text)]).toEqual([1, 1])
      expect(booked.text).toMatch(/data-error-summary[\s\S]*<a href="#f-email"/)
      // An enquiry sent from a page opened before the trip went on sale: the enquiry comes back, with
      // its values, its summary and the focus; the booking form stays away (it would repeat the ids f-name, f-email…).
      const enquired = await request(t.app).post(`/trips/${trip.tripId}?lng=en`).set('X-Forwarded-For', from()).type('form').send({ started: started(), website: '', name: 'Ada', email: '', date: '', adults: '2' })
      expect(enquired.status).toBe(400)
      expect([summaries(enquired.text), autofocus(enquired.text)]).toEqual([1, 1])
      expect(enquired.text).toContain('id="enquiry"')
      expect(enquired.text).not.toContain(`action="/trips/${trip.tripId}/book"`)
      expect(enquired.text).toMatch(/data-error-summary[\s\S]*<a href="#f-date"/)
      expect(enquired.text).toMatch(/name="name"[^>]*value="Ada"/)
    } finally {
      await t.knex('trips').where({ id: trip.tripId }).update({ show_booking_options: false })
    }
  })

  it('keeps the enquiry form (no booking form) for a trip sold on request', async () => {
    const onRequest = await t.knex('trips').whereNot({ id: trip.tripId }).first('id')
    await t.knex('trips').where({ id: onRequest.id }).update({ booking_mode: 'on_request', show_booking_options: true })
    const page = await request(t.app).get(`/trips/${onRequest.id}?lng=en`)
    expect(page.text).not.toContain('/book#book')
  })
})

describe('booked and paid online', () => {
  it('holds the seats, sends the visitor to Stripe, and only the signed webhook confirms it, once', async () => {
    const departure = trip.departures[0]!
    const before = await seatsTaken(departure.id)
    const form = tripBookingForm(departure.id, { 'count.child': '1' })
    const res = await postForm(trip.tripId, form)
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`))
    const session = stripe.sessionAt(res.headers.location!)
    const row = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
    expect(row).toMatchObject({ status: 'pending_payment', seats: 3, totalCents: 11500, onlineDueCents: 11500, paymentMethod: 'online', language: 'en', guideLanguage: 'en' })
    expect(row.reference).toMatch(/^TR-\d{4}-\d{6}$/)
    expect(new Date(row.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000)
    expect(await seatsTaken(departure.id)).toBe(before + 3)
    expect(session).toMatchObject({ amount_total: 11500, currency: 'eur', locale: 'en', customer_email: form.email })
    expect(await t.knex('pgboss.job').where({ name: 'trip.hold-expiry' }).whereRaw("data->>'bookingId' = ?", [String(row.id)])).toHaveLength(1)
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: row.id, action: 'created' })).toHaveLength(1)
    // Nothing is announced before the money is there; the page only reads the state.
    expect(await mails('trip-paid', form.email)).toHaveLength(0)
    const waiting = await request(t.app).get(`${path(session.success_url)}&lng=en`)
    expect(waiting.status).toBe(200)
    expect(waiting.text).toContain(html(tr('en', 'trips', 'booking.confirmation.checkout.success')))
    expect((await booking(row.reference)).status).toBe('pending_payment')

    const paid = await stripe.complete(session.id)
    expect((await webhook(paid)).status).toBe(200)
    expect(await booking(row.reference)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidCents: 11500, holdExpiresAt: null })
    // The same event again changes nothing.
    expect((await webhook(paid)).status).toBe(200)
    expect((await booking(row.reference)).paidCents).toBe(11500)
    expect(await seatsTaken(departure.id)).toBe(before + 3)
    const [mail] = await mails('trip-paid', form.email)
    expect(mail).toBeDefined()
    expect(await mails('trip-paid', form.email)).toHaveLength(1)
    expect(mail.subject).toContain(row.reference)
    await expect.poll(async () => (await t.knex('mail_attachments').where({ outbox_id: mail.id })).map((a) => a.contentType.split(';')[0]), { timeout: 10_000 }).toEqual(['application/pdf', 'text/calendar', 'application/pdf'])
    const [pdf, , receipt] = await t.knex('mail_attachments').where({ outbox_id: mail.id }).orderBy('id')
    // The payment receipt: the card payment the webhook recorded, under the name the booking page downloads it by.
    expect(receipt.filename).toBe(`${tr('en', 'common', 'receipt.file')} ${row.reference}.pdf`)
    const receiptText = (await readPdf(receipt.content)).pages.map((p) => p.text).join('\n').replace(/[\u00a0\u202f]/g, ' ')
    expect(receiptText).toContain(`${tr('en', 'common', 'receipt.received.online')}: ${formatPrice(11500, 'EUR', 'en')}`)
    // …and the e-mail says so.
    expect(mail.text).toContain(tr('en', 'trips', 'booking.mail.customer.paid.text', {}).split('. ').at(-1))
    const { pages } = await readPdf(pdf.content)
    const text = pages.map((p) => p.text).join('\n')
    expect(text).toContain(row.reference)
    expect(text).toContain('Child (4–12)')
    // The QR code and the map link: the signed booking page, the meeting point on a map.
    expect(pages[0]!.links.some((l) => l.includes(`/trips/booking?ref=${row.reference}&token=`))).toBe(true)
    expect(text).toContain('google.com/maps')
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: row.id, action: 'paid' })).toHaveLength(1)
    // The reminder is queued for 24 hours before the start.
    const [reminder] = await t.knex('pgboss.job').where({ name: 'trip.reminder' }).whereRaw("data->>'bookingId' = ?", [String(row.id)])
    expect(new Date(reminder.startAfter).getTime()).toBe(new Date((await t.knex('trip_departures').where({ id: departure.id }).first()).startsAt).getTime() - 24 * 3_600_000)
    // The e-mail reaches the customer with both files.
    await expect.poll(() => t.smtp!.messages.find((m) => m.subject === mail.subject)?.attachments.length ?? 0, { timeout: 15_000 }).toBe(3)

    const after = await request(t.app).get(`${path(session.success_url)}&lng=en`)
    expect(after.text).toContain(html(tr('en', 'trips', 'booking.confirmation.titles.confirmed')))
    const voucherLink = /href="(\/trips\/booking\/voucher\.pdf\?[^"]+)"/.exec(after.text)![1]!.replace(/&amp;/g, '&')
    const voucher = await request(t.app).get(voucherLink).buffer(true)
    expect(voucher.status).toBe(200)
    expect(voucher.headers['content-type']).toContain('application/pdf')
    const ics = await request(t.app).get(voucherLink.replace('voucher.pdf', 'calendar.ics'))
    expect(ics.status).toBe(200)
    expect(ics.text).toContain('BEGIN:VEVENT')
    // Without the signature, nothing.
    expect((await request(t.app).get(`/trips/booking/voucher.pdf?ref=${row.reference}&token=forged`)).status).toBe(404)
  })

  it('gives the seats back when Stripe expires the checkout, and when the payment fails', async () => {
    const departure = trip.departures[1]!
    for (const end of ['expire', 'fail'] as const) {
      const before = await seatsTaken(departure.id)
      const res = await api(tripBookingForm(departure.id))
      expect(res.status).toBe(201)
      expect(await seatsTaken(departure.id)).toBe(before + 2)
      const session = stripe.sessionAt(res.body.paymentUrl)
      if (end === 'fail') {
        await webhook(await stripe.complete(session.id, { paymentStatus: 'unpaid' }))
        expect((await booking(res.body.reference)).status).toBe('pending_payment')
      }
      const event = end === 'expire' ? await stripe.expire(session.id) : await stripe.asyncPaymentFails(session.id)
      expect((await webhook(event)).status).toBe(200)
      expect(await booking(res.body.reference)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' })
      expect(await seatsTaken(departure.id)).toBe(before)
      const expired = await t.knex('mail_outbox').where({ kind: 'trip-expired' }).where('subject', 'like', `%${res.body.reference}%`)
      expect(expired).toHaveLength(1)
      // Nothing was charged, and nothing is owed on the day of a trip that will not happen.
      expect(expired[0].text).toContain(tr('en', 'trips', 'booking.payment.nothingDue'))
      const { totalCents } = await booking(res.body.reference)
      expect(expired[0].text).not.toContain(tr('en', 'trips', 'booking.payment.onTheDay', { amount: formatPrice(totalCents, 'EUR', 'en') }))
    }
  })

  it('expires by the hold job when no webhook came, closing the session at Stripe first', async () => {
    const departure = trip.departures[1]!
    const before = await seatsTaken(departure.id)
    const res = await api(tripBookingForm(departure.id))
    const session = stripe.sessionAt(res.body.paymentUrl)
    await t.knex('trip_bookings').where({ reference: res.body.reference }).update({ hold_expires_at: new Date(Date.now() - 60_000) })
    await t.knex('pgboss.job').where({ name: 'trip.hold-expiry' }).update({ start_after: new Date(Date.now() - 1000) })
    await t.jobs.runDue('trip.hold-expiry')
    expect((await booking(res.body.reference)).status).toBe('expired')
    expect(await seatsTaken(departure.id)).toBe(before)
    expect(stripe.sessions.get(session.id)!.status).toBe('expired')
  })

  it('confirms a payment that came after the hold ran out when the seats are still free', async () => {
    const departure = trip.departures[2]!
    const before = await seatsTaken(departure.id)
    const res = await api(tripBookingForm(departure.id))
    // The hold ran out while the visitor was still on Stripe's page (its session lives 30 minutes).
    await t.knex('trip_bookings').where({ reference: res.body.reference }).update({ status: 'expired', hold_expires_at: null })
    await t.knex('trip_departures').where({ id: departure.id }).decrement('seats_taken', 2)
    expect((await webhook(await stripe.complete(stripe.sessionAt(res.body.paymentUrl).id))).status).toBe(200)
    expect(await booking(res.body.reference)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidCents: 9000, refundedCents: 0 })
    expect(await seatsTaken(departure.id)).toBe(before + 2)
  })

  it('refunds a payment that came after the hold ran out when the seats are gone, and tells the customer', async () => {
    const departure = trip.departures[3]!
    const res = await api(tripBookingForm(departure.id, { 'count.adult': '3' }))
    const reference = res.body.reference as string
    await t.knex('trip_bookings').where({ reference }).update({ status: 'expired', hold_expires_at: null })
    // Someone else took every seat meanwhile.
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: 8 })
    expect((await webhook(await stripe.complete(stripe.sessionAt(res.body.paymentUrl).id))).status).toBe(200)
    const row = await booking(reference)
    expect(row).toMatchObject({ status: 'expired', paidCents: 13500, refundedCents: 13500, paymentStatus: 'refunded' })
    expect([...stripe.refunds.values()].filter((r) => r.amount === 13500)).toHaveLength(1)
    expect(await t.knex('mail_outbox').where({ kind: 'trip-refundedLate', to_address: row.customerEmail })).toHaveLength(1)
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: row.id, action: 'refunded' })).toHaveLength(1)
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: 0 })
  })
})

describe('paid on the day', () => {
  it('is confirmed at once, with the voucher by e-mail and the confirmation page', async () => {
    const departure = trip.departures[4]!
    const form = tripBookingForm(departure.id, { payment: 'on_the_day' })
    const res = await postForm(trip.tripId, form, 'de')
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/trips\/booking\/confirmation\?ref=TR-/)
    const row = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
    expect(row).toMatchObject({ status: 'confirmed', paymentMethod: 'on_the_day', onlineDueCents: 0, language: 'de' })
    const page = await request(t.app).get(`${res.headers.location}&lng=de`)
    expect(page.text).toContain(html(tr('de', 'trips', 'booking.confirmation.titles.confirmed')))
    expect(page.text).toContain(row.reference)
    // What to bring in money, as the e-mail and the voucher say it.
    expect(page.text).toContain(html(tr('de', 'trips', 'booking.payment.onTheDay', { amount: formatPrice(row.totalCents, 'EUR', 'de') })))
    // The party in the page's language: the German words it was booked in, English ones read in English.
    expect(page.text).toContain('2 × Erwachsene')
    const english = await request(t.app).get(`${res.headers.location}&lng=en`)
    expect(english.text).toContain('2 × Adult')
    expect(english.text).not.toContain('Erwachsene')
    const [mail] = await mails('trip-confirmed', form.email)
    expect(mail.language).toBe('de')
    // The meeting point's own full stop is not doubled by the sentence around it.
    expect(mail.text).not.toMatch(/\.\. /)
    await expect.poll(async () => (await t.knex('mail_attachments').where({ outbox_id: mail.id })).length, { timeout: 10_000 }).toBe(2)
  })
})

describe('refusals', () => {
  it('answers bad input with 400 and one message per field, in the visitor language (API)', async () => {
    const res = await api(tripBookingForm(trip.departures[0]!.id, { email: 'nope', phone: '12', terms: '', 'count.adult': '0', 'count.child': '2' }))
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toMatchObject({ email: tr('en', 'common', 'forms.errors.email'), phone: tr('en', 'common', 'forms.errors.phone'), terms: tr('en', 'trips', 'book.errors.terms') })
    const party = await api(tripBookingForm(trip.departures[0]!.id, { 'count.adult': '0', 'count.child': '2' }))
    expect(party.status).toBe(400)
    expect(party.body.error.fields.counts).toBe(tr('en', 'trips', 'book.errors.needsAdult'))
    // One lap each: a hundred infants with one adult were a confirmed booking of a 12-seat boat.
    const laps = await api(tripBookingForm(trip.departures[0]!.id, { 'count.adult': '1', 'count.child': '0', 'count.infant': '100' }))
    expect(laps.status).toBe(400)
    expect(laps.body.error.fields.counts).toBe(tr('en', 'trips', 'book.errors.laps', { max: 1 }))
    const nothing = await api({})
    expect(nothing.status).toBe(400)
    expect(Object.keys(nothing.body.error.fields)).toEqual(expect.arrayContaining(['departureId', 'name', 'email', 'phone', 'terms']))
  })

  it("never sells a place everyone in it is too young for: no infants on a trip from 10 years up", async () => {
    await t.knex('trips').where({ id: trip.tripId }).update({ min_age: 10 })
    try {
      const page = await request(t.app).get(`/trips/${trip.tripId}?lng=en`)
      expect(page.text).toContain('name="count.child"')
      expect(page.text).not.toContain('name="count.infant"')
      const infant = await api(tripBookingForm(trip.departures[0]!.id, { 'count.adult': '1', 'count.infant': '1' }))
      expect(infant.status).toBe(400)
      expect(infant.body.error.fields.counts).toBe(tr('en', 'trips', 'book.errors.unknownCategory'))
      // A form that sends none of them (a page from before the change) still books.
      expect((await api(tripBookingForm(trip.departures[0]!.id, { 'count.adult': '1', 'count.infant': '0' }))).status).toBe(201)
    } finally {
      await t.knex('trips').where({ id: trip.tripId }).update({ min_age: null })
    }
  })

  it('refuses, on a trip page, a departure of another trip', async () => {
    const other = await bookableTrip(t.knex, { slug: 'family-kayak-fornells-bay', days: [3], time: '09:30' })
    const res = await postForm(other.tripId, tripBookingForm(trip.departures[0]!.id), 'en')
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('en', 'trips', 'book.errors.departure')))
  })

  it('re-renders the trip page at the form with the values and messages (no JavaScript)', async () => {
    const res = await postForm(trip.tripId, tripBookingForm(trip.departures[0]!.id, { email: 'nope', name: 'Anna Smith' }), 'ca')
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.email')))
    expect(res.text).toContain('value="Anna Smith"')
    expect(res.text).toMatch(/id="f-email"[^>]*aria-invalid="true"/)
    // The summary names the field of each message ("Correu electrònic: …"), not three bare "fill in this field".
    const links = [...res.text.matchAll(/<a href="#([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]])
    expect(links).toContainEqual(['f-email', html(`${tr('ca', 'trips', 'book.email')}: ${tr('ca', 'common', 'forms.errors.email')}`)])
  })

  it('prices the party again without JavaScript ("update the total"): the same form, nothing booked', async () => {
    const before = await t.knex('trip_bookings').where({ trip_id: trip.tripId }).count<{ count: string }[]>('id as count')
    const form = tripBookingForm(trip.departures[0]!.id, { 'count.adult': '3', 'count.child': '1', name: 'Nora Price', intent: 'total' })
    const res = await postForm(trip.tripId, form, 'de')
    expect(res.status).toBe(200)
    // Three adults at €45 and a child at €25.
    expect(res.text).toContain('data-total="16000"')
    expect(res.text).toContain('value="Nora Price"')
    expect(res.text).toContain(html(tr('de', 'trips', 'book.updateTotal')))
    expect(res.text).not.toContain(html(tr('de', 'common', 'forms.fixErrors')))
    expect(await t.knex('trip_bookings').where({ trip_id: trip.tripId }).count<{ count: string }[]>('id as count')).toEqual(before)
  })

  it('says plainly how many seats are left when there are too few (409), on the page and in the API', async () => {
    const departure = trip.departures[5]!
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: 7 })
    const res = await api(tripBookingForm(departure.id, { 'count.adult': '2' }))
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(tr('en', 'trips', 'book.errors.onlyLeft_one', { count: 1 }))
    const page = await postForm(trip.tripId, tripBookingForm(departure.id, { 'count.adult': '2' }))
    expect(page.status).toBe(409)
    expect(page.text).toContain(html(tr('en', 'trips', 'book.errors.onlyLeft_one', { count: 1 })))
    const summary = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(page.text)?.[1] ?? ''
    expect(summary.split(html(tr('en', 'trips', 'book.errors.onlyLeft_one', { count: 1 }))).length - 1).toBe(1)
    // Without JavaScript the list is the way to another date: it keeps the choice and offers the others.
    const options = [...page.text.matchAll(/<option value="(\d+)"( selected="")?/g)].map((m) => [Number(m[1]), Boolean(m[2])])
    expect(options).toContainEqual([departure.id, true])
    expect(options.map(([id]) => id)).toEqual(expect.arrayContaining(trip.departures.filter((d) => d.id !== departure.id).slice(0, 3).map((d) => d.id)))
    expect(await seatsTaken(departure.id)).toBe(7)
    await t.knex('trip_departures').where({ id: departure.id }).update({ status: 'closed' })
    const closed = await api(tripBookingForm(departure.id, { 'count.adult': '1' }))
    expect(closed.status).toBe(409)
    expect(closed.body.error.message).toBe(tr('en', 'trips', 'book.errors.closed'))
    await t.knex('trip_departures').where({ id: departure.id }).update({ status: 'open', seats_taken: 0 })
  })

  it('makes one booking of one idempotency key, however often it is sent', async () => {
    const form = tripBookingForm(trip.departures[4]!.id, { payment: 'on_the_day' })
    const before = await seatsTaken(trip.departures[4]!.id)
    const key = `trip-key-${Date.now()}`
    const answers = await Promise.all([api(form, key), api(form, key), api(form, key)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1)
    expect(await t.knex('trip_bookings').where({ customer_email: form.email })).toHaveLength(1)
    expect(await seatsTaken(trip.departures[4]!.id)).toBe(before + 2)
    expect(await mails('trip-confirmed', form.email)).toHaveLength(1)
  })
})

describe('a double submit of the form', () => {
  it('makes one booking and sends both clicks to the same Stripe page (never a second charge)', async () => {
    const form = { ...tripBookingForm(trip.departures[2]!.id), idempotencyKey: `double-click-${Date.now()}` }
    const [first, second] = await Promise.all([postForm(trip.tripId, form), postForm(trip.tripId, form)])
    expect([first.status, second.status]).toEqual([303, 303])
    expect(second.headers.location).toBe(first.headers.location)
    expect(await t.knex('trip_bookings').where({ customer_email: form.email })).toHaveLength(1)
    const row = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
    expect(await t.knex('payments').where({ subject_type: 'trip', subject_id: row.id })).toHaveLength(1)
  })
})

describe('Stripe’s payment page', () => {
  it('names the booking in the visitor’s language: the trip, its date and time as the site writes them', async () => {
    const departure = trip.departures[2]!
    const res = await postForm(trip.tripId, tripBookingForm(departure.id), 'de')
    const reference = stripe.sessionAt(res.headers.location!).metadata.subject_reference!
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && (r.body.metadata as Record<string, string>).subject_reference === reference)!
    const item = (sent.body.line_items as Array<{ price_data: { product_data: { description: string } } }>)[0]!.price_data
    const tripName = translate(await t.knex('trips').where({ id: trip.tripId }).first(), 'name', 'de')
    const { startsAt } = await t.knex('trip_departures').where({ id: departure.id }).first()
    const when = { date: formatIslandDate(departure.date, 'de'), time: formatTime(startsAt, 'de') }
    expect(item.product_data.description).toBe(tr('de', 'trips', 'booking.payment.lineDescription', { reference, trip: tripName, ...when }))
    expect(item.product_data.description).not.toContain(departure.date)
  })
})

describe('the reminder 24 hours before', () => {
  it('goes to a confirmed booking once, in its language, with what to bring; a cancelled one gets none', async () => {
    const departure = trip.departures[4]!
    const kept = tripBookingForm(departure.id, { payment: 'on_the_day' })
    const gone = tripBookingForm(departure.id, { payment: 'on_the_day' })
    expect((await postForm(trip.tripId, kept, 'de')).status).toBe(303)
    expect((await postForm(trip.tripId, gone, 'de')).status).toBe(303)
    const cancelled = await t.knex('trip_bookings').where({ customer_email: gone.email }).first()
    // Cancelled by staff meanwhile (the manage page and the office do this through their own screens).
    await t.knex('trip_bookings').where({ id: cancelled.id }).update({ status: 'cancelled', cancelled_at: new Date() })
    await t.knex('pgboss.job').where({ name: 'trip.reminder' }).update({ start_after: new Date(Date.now() - 1000) })
    await t.jobs.runDue('trip.reminder')
    const [reminder, ...more] = await mails('trip-reminder', kept.email)
    expect(more).toHaveLength(0)
    expect(reminder.language).toBe('de')
    expect(reminder.text).toContain(`${tr('de', 'trips', 'booking.voucher.whatToBring')}: `)
    expect((await t.knex('trip_bookings').where({ customer_email: kept.email }).first()).reminderSentAt).not.toBeNull()
    expect(await mails('trip-reminder', gone.email)).toHaveLength(0)
    // Run again: nothing more.
    await t.knex('pgboss.job').where({ name: 'trip.reminder' }).update({ start_after: new Date(Date.now() - 1000), state: 'created' })
    await t.jobs.runDue('trip.reminder')
    expect(await mails('trip-reminder', kept.email)).toHaveLength(1)
  })
})
