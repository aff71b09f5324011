import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { h1Of } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const valid = () => ({ name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 170 1234567', message: 'Hallo, wir möchten im Juni eine Kajaktour für vier Personen buchen.', consent: 'on', started: started(), website: '' })
const messages = () => t.knex('contact_messages').orderBy('id')

describe.each(LANGUAGES)('/contact in %s', (lng) => {
  it('shows address, phone, e-mail, opening hours, a map link and the form', async () => {
    const res = await request(t.app).get(`/contact?lng=${lng}`)
    expect(res.status).toBe(200)
    expect(h1Of(res.text)).toBe(html(tr(lng, 'common', 'contactPage.title')))
    expect(res.text).toContain('Moll de Llevant')
    expect(res.text).toContain('href="tel:+34971362418"')
    expect(res.text).toContain('href="mailto:hola@menorcatours.example"')
    expect(res.text).toContain('openstreetmap.org/?mlat=')
    expect(res.text).toContain('action="/contact" method="post"')
    for (const field of ['name', 'email', 'phone', 'message', 'consent', 'website', 'started']) expect(res.text).toContain(`name="${field}"`)
  })
})

describe('POST /contact', () => {
  it('re-renders with one translated message per invalid field and keeps the values (no JavaScript needed)', async () => {
    const res = await request(t.app).post('/contact?lng=de').type('form').send({ name: '', email: 'not-an-email', phone: '12345', message: 'Kurz', started: started() })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.email')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.phone')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.tooShort')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.consent')))
    expect(res.text).toContain('value="not-an-email"')
    expect(res.text).toContain('aria-invalid="true"')
    // It opens on the summary that counts what to fix and links each field, as the booking forms do.
    const summary = res.text.slice(res.text.indexOf('data-error-summary'))
    expect(summary).toContain(html(tr('de', 'common', 'forms.errorSummary.title_other', { count: 5 })))
    for (const target of ['f-name', 'f-email', 'f-phone', 'f-message', 'f-consent']) expect(summary).toContain(`href="#${target}"`)
    expect(summary).toContain(html(`${tr('de', 'common', 'contactPage.fields.email')}: ${tr('de', 'common', 'forms.errors.email')}`))
    expect(await messages()).toHaveLength(0)
  })

  it('stores the message, queues the notification and redirects to a confirmation', async () => {
    const res = await request(t.app).post('/contact?lng=de').type('form').send(valid())
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact?sent=1#contact-form')
    const [row] = await messages()
    expect(row).toMatchObject({ kind: 'contact', name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 170 1234567', language: 'de', status: 'new' })
    const confirmation = await request(t.app).get('/contact?sent=1&lng=de')
    expect(confirmation.text).toContain(html(tr('de', 'common', 'contactPage.sentTitle')))
  })

  it('delivers the notification to the business through a real SMTP server', async () => {
    await t.mailWorker.kick()
    await expect.poll(() => t.smtp!.messages.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const mail = t.smtp!.messages.at(-1)!
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('hola@menorcatours.example')
    expect(mail.replyTo?.text).toContain('anna@example.de')
    expect(mail.subject).toBe(tr('es', 'common', 'mail.staff.contactSubject', { name: 'Anna Schmidt' }))
    expect(mail.text).toContain('Kajaktour für vier Personen')
    expect(mail.html).toContain('Kajaktour für vier Personen')
    const outbox = await t.knex('mail_outbox').where({ kind: 'contact' }).first()
    expect(outbox.status).toBe('sent')
  })

  it('answers a honeypot hit exactly like a success, storing and e-mailing nothing (ADR 020)', async () => {
    const before = { sent: t.smtp!.messages.length, rows: (await messages()).length, outbox: (await t.knex('mail_outbox')).length }
    const res = await request(t.app).post('/contact').type('form').send({ ...valid(), website: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact?sent=1#contact-form')
    expect(await messages()).toHaveLength(before.rows)
    expect(await t.knex('mail_outbox')).toHaveLength(before.outbox)
    await t.mailWorker.kick()
    expect(t.smtp!.messages.length).toBe(before.sent)
  })

  it('asks a too-fast sender to check and send again, keeping what they wrote', async () => {
    const res = await request(t.app).post('/contact?lng=en').type('form').send({ ...valid(), started: formStartToken(t.env.SESSION_SECRET, Date.now()) })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('en', 'common', 'forms.sendAgain')))
    expect(res.text).toContain('Kajaktour für vier Personen')
  })

  it('rate-limits floods from one address with a clear message (429)', async () => {
    let last = 0
    for (let i = 0; i < 6; i++) last = (await request(t.app).post('/contact?lng=en').type('form').send(valid())).status
    expect(last).toBe(429)
    const res = await request(t.app).post('/contact?lng=en').type('form').send(valid())
    expect(res.text).toContain(html(tr('en', 'common', 'forms.rateLimited')))
  })
})

const titleOf = (page: string) => page.match(/<title>([^<]*)<\/title>/)?.[1]

// The tab's title is what a screen reader says first on the page that answers: it tells of the errors too.
describe.each(['de', 'es'])('the page title of /contact sent back with errors, in %s', (lng) => {
  it('starts with the translated "Error:" before the page\'s own title', async () => {
    const own = titleOf((await request(t.app).get(`/contact?lng=${lng}`)).text)!
    expect(own).not.toMatch(/^(Fehler|Error):/)
    const res = await request(t.app).post(`/contact?lng=${lng}`).type('form').send({ ...valid(), email: 'not-an-email' })
    expect(res.status).toBe(400)
    expect(titleOf(res.text)).toBe(html(tr(lng, 'common', 'forms.titleWithErrors', { title: '' })) + own)
    expect(titleOf(res.text)).toMatch(lng === 'de' ? /^Fehler: / : /^Error: /)
  })
})

describe('POST /contact sent at once with nothing filled in', () => {
  it('lists what is missing rather than asking to send again', async () => {
    const res = await request(t.app).post('/contact?lng=de').set('X-Forwarded-For', '203.0.113.9').type('form').send({ started: formStartToken(t.env.SESSION_SECRET, Date.now()), website: '' })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).not.toContain(html(tr('de', 'common', 'forms.sendAgain')))
  })
})
