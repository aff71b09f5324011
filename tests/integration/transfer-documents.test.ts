import request from 'supertest'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localParts } from '../../src/lib/island-time'
import { tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { startTestApp, type TestApp } from '../helpers/test-app'

// A confirmed transfer's documents: the voucher (PDF, QR code of the signed booking link) and the
// calendar file, attached to the German family's confirmation e-mail and downloadable from their
// booking page; nothing for a booking that is only on request.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

const islandDay = (days: number) => localParts(new Date(Date.now() + days * 86_400_000)).date
let n = 0
const book = (over: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/api/transfers/requests?lng=de')
    .set('X-Forwarded-For', `198.51.100.${++n}`)
    .send({
      tripType: 'return', from: 'airport', to: 'ciutadella', toAddress: 'Hotel Sant Ignasi', date: islandDay(20), time: '16:10', flightNumber: 'EW 582', travelTime: '15:55',
      returnDate: islandDay(27), returnTime: '11:00', returnFlightNumber: 'EW 583',
      adults: 2, children: 2, infants: 0, suitcases: 4, extras: { 'child-seat': 2 }, vehicle: 'minivan',
      name: 'Familie Müller', email: `mueller.${n}@example.de`, phone: `+49 170 ${3000000 + n}`, notes: 'Zwei Kindersitze', terms: true, ...over,
    })
const attachments = async (mailId: number) => t.knex('mail_attachments').where({ outbox_id: mailId }).orderBy('id')
const de = (key: string, vars: Record<string, string | number> = {}) => tr('de', 'airport-transfers', key, vars)

describe('the documents of a confirmed transfer', () => {
  let reference: string
  let bookingUrl: string
  beforeAll(async () => {
    const res = await book()
    expect(res.body.status).toBe('confirmed')
    reference = res.body.reference
    bookingUrl = res.body.bookingUrl
  })

  it('attaches the voucher and the calendar file to the confirmation e-mail, in German', async () => {
    const [mail] = await t.knex('mail_outbox').where({ kind: 'transfer-confirmed' }).where('subject', 'like', `%${reference}%`)
    const files = await attachments(mail.id)
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      [`${de('voucher.file')} ${reference}.pdf`, 'application/pdf'],
      [`${reference}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
    ])
    const pdf = await readPdf(files[0].content)
    const text = pdf.pages.map((p) => p.text).join('\n')
    for (const expected of [de('voucher.title'), reference, 'Familie Müller', 'EW582 (15:55)', 'EW583', de('legs.outbound'), de('legs.return'), de('voucher.meet.airport').split(' ')[0]!]) expect(text).toContain(expected)
    // The QR code is also a link: the signed booking page, in the voucher's language.
    expect(pdf.pages[0]!.links).toContain(`${bookingUrl}&lng=de`)

    const calendar = new ICAL.Component(ICAL.parse(files[1].content.toString('utf8')))
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e))
    expect(events.map((e) => e.uid)).toEqual([`${reference}-outbound@localhost:3000`, `${reference}-return@localhost:3000`])
    expect(localParts(events[0]!.startDate.toJSDate())).toMatchObject({ date: islandDay(20), time: '16:10' })
    expect(events[1]!.location).toBe('Hotel Sant Ignasi')
    expect(String(events[0]!.component.getFirstPropertyValue('url'))).toBe(`${bookingUrl}&lng=de`)
  })

  it('delivers them with the e-mail through a real SMTP server', async () => {
    await t.mailWorker.kick()
    const subject = de('mail.customer.confirmed.subject', { reference })
    await expect.poll(() => t.smtp!.messages.find((m) => m.subject === subject)?.attachments.length ?? 0, { timeout: 10_000 }).toBe(2)
  })

  it('lets the holder of the booking link download them; a forged link gets nothing', async () => {
    const { pathname, search } = new URL(bookingUrl)
    const page = await request(t.app).get(`${pathname}${search}&lng=de`)
    expect(page.text).toContain(de('voucher.download'))
    const pdf = await request(t.app).get(`/airport-transfers/booking/voucher.pdf${search}&lng=de`).buffer(true)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/)
    expect((await readPdf(pdf.body)).pages[0]!.text).toContain(reference)
    const ics = await request(t.app).get(`/airport-transfers/booking/calendar.ics${search}`)
    expect(ics.status).toBe(200)
    expect(ics.text).toContain('BEGIN:VCALENDAR')
    expect((await request(t.app).get(`/airport-transfers/booking/voucher.pdf?ref=${reference}&token=forged`)).status).toBe(404)
  })

  it('sends none with a booking that is only on request', async () => {
    const soon = localParts(new Date(Date.now() + 6 * 3_600_000))
    const res = await book({ tripType: 'one-way', date: soon.date, time: soon.time, travelTime: '' })
    expect(res.body.status).toBe('on_request')
    const [mail] = await t.knex('mail_outbox').where({ kind: 'transfer-received' }).where('subject', 'like', `%${res.body.reference}%`)
    expect(await attachments(mail.id)).toEqual([])
    const { search } = new URL(res.body.bookingUrl)
    expect((await request(t.app).get(`/airport-transfers/booking/voucher.pdf${search}`)).status).toBe(404)
  })
})

describe('the business’s notification of a new booking', () => {
  it('reaches each recipient in their own language, the vehicle class named in it, with a link to the booking in the admin', async () => {
    await t.knex('settings').insert({ key: 'notifications', value: JSON.stringify({ recipients: [{ email: 'office@example.com', language: 'en', topics: ['bookings'] }, { email: 'oficina@example.com', language: 'es', topics: ['bookings', 'messages'] }] }) }).onConflict('key').merge()
    const res = await book({ vehicle: 'car', adults: 2, children: 0, extras: {}, tripType: 'one-way', date: islandDay(22) })
    expect(res.status).toBe(201)
    const mails = await t.knex('mail_outbox').where({ kind: 'transfer-new-staff' }).where('subject', 'like', `%${res.body.reference}%`).orderBy('to_address')
    expect(mails.map((m) => [m.toAddress, m.language])).toEqual([['office@example.com', 'en'], ['oficina@example.com', 'es']])
    expect(mails[0].text).toContain('Private car')
    expect(mails[1].text).toContain('Turismo privado')
    const id = (await t.knex('transfer_bookings').where({ reference: res.body.reference }).first()).id
    for (const mail of mails) expect(mail.text).toContain(`http://localhost:3000/admin/transfers/${id}`)
    const [customer] = await t.knex('mail_outbox').where({ kind: 'transfer-confirmed' }).where('subject', 'like', `%${res.body.reference}%`)
    expect(customer.text).toContain('Privat-Pkw')
  })
})
