import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPhone } from '../../src/i18n/phone-format'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { transferRequest } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { startSmtpServer, type TestSmtp } from '../helpers/smtp'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// What the visitor is told about the e-mail an action queued (src/ui/mail-notice.tsx): a fresh
// site has no mail server, so its pages say no e-mail is coming and what to keep instead, and the
// newsletter answers confirmationEmailSent: false; once staff save a server the same pages (the
// cached ones rendered again) say the e-mail is on its way, and it does arrive.

let t: TestApp
let smtp: TestSmtp
let trip: BookableTrip
let ip = 0
beforeAll(async () => {
  // No SMTP_URL and nothing saved, as after a fresh `npm start`; the shared HTML cache on, as in production.
  t = await startTestApp({ cacheHtml: true })
  smtp = await startSmtpServer()
  trip = await bookableTrip(t.knex, { capacity: 10, days: [3, 4] })
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const from = () => `203.0.113.${(ip++ % 250) + 1}`
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const postForm = (path: string, body: Record<string, unknown>) => request(t.app).post(path).set('X-Forwarded-For', from()).type('form').send({ started: started(), website: '', ...body })
const get = async (path: string, lng: string) => {
  const page = await request(t.app).get(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
  expect(page.status).toBe(200)
  return page.text
}
const off = (lng: string) => html(tr(lng, 'common', 'mailNotice.off'))

/** The pages of one visitor's actions, made while no mail can go out and read again once it can. */
const made = {} as { tripConfirmation: string; tripEmail: string; tripReference: string; tripCancelled: string; transferConfirmation: string; transferEmail: string; enquiry: string }
/** The enquiry's thank-you: the notice inside it (the phone is the business's, formatted). */
const enquiryNotice = (page: string) => /<p class="mt-1" data-mail-notice="(\w+)">([^<]*)<\/p>/.exec(page)

describe('without a mail server', () => {
  it('a trip booked without JavaScript: the confirmation says no e-mail is coming and to keep the reference and voucher', async () => {
    const form = tripBookingForm(trip.departures[0]!.id, { payment: 'on_the_day' })
    const res = await postForm(`/trips/${trip.tripId}/book?lng=en`, form)
    expect(res.status).toBe(303)
    made.tripConfirmation = res.headers.location!
    made.tripEmail = form.email
    made.tripReference = new URL(made.tripConfirmation, 'http://x').searchParams.get('ref')!
    for (const lng of ['en', 'de']) {
      const page = await get(made.tripConfirmation, lng)
      expect(page).toContain('data-mail-notice="off"')
      expect(page).toContain(`${off(lng)} ${html(tr(lng, 'trips', 'booking.confirmation.mail.instead', { reference: made.tripReference }))}`)
      expect(page).not.toContain(html(tr(lng, 'trips', 'booking.confirmation.mail.sending', { email: form.email })))
      expect(page).toContain('/trips/booking/voucher.pdf?')
    }
    // It really is not sent: the worker finds no server and leaves it in the outbox.
    await t.mailWorker.kick()
    const mail = await t.knex('mail_outbox').where({ kind: 'trip-confirmed', to_address: form.email }).first()
    expect(mail.status).toBe('pending')
  })

  it('a cancellation on the booking page says the same', async () => {
    const booked = await postForm(`/trips/${trip.tripId}/book?lng=de`, tripBookingForm(trip.departures[1]!.id, { payment: 'on_the_day' }))
    const reference = new URL(booked.headers.location!, 'http://x').searchParams.get('ref')!
    const manage = `/trips/booking?ref=${reference}&token=${t.context.secrets.sign('trip-booking', reference)}`
    const res = await postForm(`${manage}&lng=de`, { action: 'cancel' })
    expect(res.status).toBe(303)
    made.tripCancelled = res.headers.location!
    for (const lng of ['de', 'ca']) {
      const page = await get(made.tripCancelled, lng)
      expect(page).toContain(html(tr(lng, 'trips', 'cancel.noRefund')))
      expect(page).toContain(`${off(lng)} ${html(tr(lng, 'trips', 'cancel.doneMail.instead'))}`)
      expect(page).not.toContain(html(tr(lng, 'trips', 'cancel.doneMail.sending')))
    }
  })

  it('a transfer request: the confirmation points to the booking page instead of an e-mail', async () => {
    const body = transferRequest()
    const res = await postForm('/airport-transfers/request?lng=es', { ...body, terms: 'on', idempotencyKey: `mail-notice-${Date.now()}` })
    expect(res.status).toBe(303)
    made.transferConfirmation = res.headers.location!
    made.transferEmail = body.email
    const reference = new URL(made.transferConfirmation, 'http://x').searchParams.get('ref')!
    const { status } = await t.knex('transfer_bookings').where({ reference }).first('status')
    const group = status === 'confirmed' ? 'confirmation.mail' : 'confirmation.requestMail'
    for (const lng of ['es', 'en']) {
      const page = await get(made.transferConfirmation, lng)
      expect(page).toContain(`${off(lng)} ${html(tr(lng, 'airport-transfers', `${group}.instead`))}`)
      expect(page).not.toContain(html(tr(lng, 'airport-transfers', `${group}.sending`, { email: body.email })))
    }
  })

  it('an enquiry for a trip sold on request: its reference to keep, and the phone', async () => {
    const onRequest = await t.knex('trips').whereNot({ id: trip.tripId }).where({ status: 'published' }).orderBy('id').first('id')
    await t.knex('trips').where({ id: onRequest.id }).update({ booking_mode: 'on_request' })
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const res = await postForm(`/trips/${onRequest.id}?lng=en`, { name: 'Ana Enquiry', email: 'ana.enquiry@example.es', date, adults: '2', children: '0', message: '', consent: 'on' })
    expect(res.status).toBe(303)
    made.enquiry = res.headers.location!.replace(/#.*$/, '')
    const site = await t.knex('settings').where({ key: 'site' }).first()
    for (const lng of ['en', 'ca']) {
      const notice = enquiryNotice(await get(made.enquiry, lng))
      expect(notice?.[1]).toBe('off')
      expect(notice?.[2]).toBe(`${off(lng)} ${html(tr(lng, 'trips', 'enquiry.sentMail.instead', { phone: formatPhone(site.value.phone) }))}`)
    }
  })

  it('the newsletter answers confirmationEmailSent: false, and its page and the unsubscribe link say none is coming', async () => {
    const api = await request(t.app).post('/api/subscribe?lng=es').set('X-Forwarded-For', from()).send({ email: 'sin.correo@example.es' })
    expect(api.body).toEqual({ confirmationEmailSent: false, status: 'pending' })
    const page = await postForm('/newsletter?lng=ca', { email: 'sense.correu@example.cat' })
    expect(page.headers.location).toBe('/newsletter?sent=1')
    for (const lng of ['es', 'ca']) {
      const sent = await get('/newsletter?sent=1', lng)
      expect(sent).toContain(html(tr(lng, 'common', 'newsletterPage.unsentTitle')))
      expect(sent).toContain(`${off(lng)} ${html(tr(lng, 'common', 'newsletterPage.confirmMail.instead'))}`)
      expect(sent).not.toContain(html(tr(lng, 'common', 'newsletterPage.sentTitle')))
    }
    const link = await postForm('/newsletter/unsubscribe?lng=de', { email: 'sin.correo@example.es' })
    expect(link.headers.location).toBe('/newsletter/unsubscribe?result=link-sent')
    for (const lng of ['de', 'en']) {
      const text = await get('/newsletter/unsubscribe?result=link-sent', lng)
      expect(text).toContain(html(tr(lng, 'common', 'newsletterPage.unsubscribeLinkUnsentTitle')))
      expect(text).toContain(`${off(lng)} ${html(tr(lng, 'common', 'newsletterPage.unsubscribeLinkMail.instead'))}`)
    }
  })
})

describe('a staff member who forgot the password, without a mail server', () => {
  it('is told no link is coming and who can set a new password instead', async () => {
    for (const lng of ['es', 'de']) {
      const page = await get('/auth/forgot?sent=1', lng)
      expect(page).toContain(`${off(lng)} ${html(tr(lng, 'admin', 'passwordReset.instead'))}`)
      expect(page).not.toContain(html(tr(lng, 'admin', 'passwordReset.sentText')))
    }
  })
})

describe('once staff save a mail server', () => {
  beforeAll(async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const saved = await agent.post('/admin/email-settings').type('form').send({ _csrf: csrf, host: '127.0.0.1', port: new URL(smtp.url).port, fromName: 'Menorca Tours', fromAddress: 'office@menorca.example' })
    expect(saved.status).toBe(303)
  })

  it('the same pages say the e-mail is on its way, without claiming it arrived, and it goes out', async () => {
    for (const lng of ['en', 'de']) {
      const page = await get(made.tripConfirmation, lng)
      expect(page).toContain('data-mail-notice="sending"')
      expect(page).toContain(html(tr(lng, 'trips', 'booking.confirmation.mail.sending', { email: made.tripEmail })))
      expect(page).not.toContain(off(lng))
    }
    for (const lng of ['de', 'ca']) expect(await get(made.tripCancelled, lng)).toContain(html(tr(lng, 'trips', 'cancel.doneMail.sending')))
    const reference = new URL(made.transferConfirmation, 'http://x').searchParams.get('ref')!
    const { status } = await t.knex('transfer_bookings').where({ reference }).first('status')
    const group = status === 'confirmed' ? 'confirmation.mail' : 'confirmation.requestMail'
    for (const lng of ['es', 'en']) expect(await get(made.transferConfirmation, lng)).toContain(html(tr(lng, 'airport-transfers', `${group}.sending`, { email: made.transferEmail })))
    for (const lng of ['en', 'ca']) expect(enquiryNotice(await get(made.enquiry, lng))?.slice(1)).toEqual(['sending', html(tr(lng, 'trips', 'enquiry.sentMail.sending'))])
    // What waited in the outbox leaves now: the page told the truth.
    await t.mailWorker.kick()
    await expect.poll(() => smtp.messages.some((m) => JSON.stringify(m.to).includes(made.tripEmail)), { timeout: 10_000 }).toBe(true)
  })

  it('the newsletter answers confirmationEmailSent: true, and its cached page is rendered again', async () => {
    const api = await request(t.app).post('/api/subscribe?lng=es').set('X-Forwarded-For', from()).send({ email: 'con.correo@example.es' })
    expect(api.body).toEqual({ confirmationEmailSent: true, status: 'pending' })
    for (const lng of ['es', 'ca']) {
      const sent = await get('/newsletter?sent=1', lng)
      expect(sent).toContain(html(tr(lng, 'common', 'newsletterPage.sentTitle')))
      expect(sent).toContain(html(tr(lng, 'common', 'newsletterPage.confirmMail.sending')))
      expect(sent).not.toContain(off(lng))
    }
    for (const lng of ['de', 'en']) expect(await get('/newsletter/unsubscribe?result=link-sent', lng)).toContain(html(tr(lng, 'common', 'newsletterPage.unsubscribeLinkMail.sending')))
  })

  it('the forgotten-password page says the link is on its way', async () => {
    const page = await get('/auth/forgot?sent=1', 'ca')
    expect(page).toContain(html(tr('ca', 'admin', 'passwordReset.sentText')))
    expect(page).not.toContain(off('ca'))
  })
})
