import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { notificationRecipients } from '../../src/settings/notifications.server'
import { html, tr } from '../helpers/locales'
import { jsonLdOf } from '../helpers/pages'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

/** Issue 14 (ADR 038): the business contact settings screen and who receives the staff e-mails. */

let t: TestApp
let admin: Awaited<ReturnType<typeof loginAs>>
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  admin = await loginAs(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
})

const settingsRow = async (key: string) => (await t.knex('settings').where({ key }).first())?.value
const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)
const err = (lng: string, code: string) => tr(lng, 'common', `forms.errors.${code}`)

/** A complete, valid form as the screen sends it (four opening hours, recipients as rows). */
function validForm(over: Record<string, string> = {}): Record<string, string> {
  return {
    _csrf: admin.csrf,
    businessName: 'Menorca Tours & Transfers',
    legalName: 'Menorca Tours i Transfers, S.L.',
    taxId: 'B07482913',
    phone: '971 11 22 33',
    whatsapp: '0034 622 33 44 55',
    email: 'info@menorcatours.example',
    street: 'Carrer de Sant Roc, 5',
    postalCode: '07760',
    locality: 'Ciutadella',
    region: 'Illes Balears',
    country: 'es',
    latitude: '40,0012',
    longitude: '3.8371',
    openingHours_es: 'Todos los días de 08:00 a 22:00.',
    openingHours_en: 'Every day 08:00–22:00.',
    openingHours_de: 'Täglich 08:00–22:00 Uhr.',
    openingHours_ca: 'Cada dia de 08:00 a 22:00.',
    facebook: '',
    instagram: 'https://www.instagram.com/menorcatours.example',
    recipient_0_email: 'ops@menorcatours.example',
    recipient_0_language: 'de',
    recipient_0_bookings: 'on',
    recipient_0_messages: 'on',
    recipient_1_email: 'info@menorcatours.example',
    recipient_1_language: 'en',
    recipient_1_messages: 'on',
    recipient_2_email: '',
    recipient_2_language: 'es',
    recipient_3_email: 'boss@menorcatours.example',
    recipient_3_language: 'ca',
    recipient_3_bookings: 'on',
    ...over,
  }
}

describe('/admin/business', () => {
  it('is for admins only: editors and dispatchers get the 403 page and cannot save', async () => {
    const before = await settingsRow('site')
    for (const role of ['editor', 'dispatcher'] as const) {
      const staff = await loginAs(t.app, role)
      expect((await staff.agent.get('/admin/business')).status).toBe(403)
      expect((await staff.agent.post('/admin/business').type('form').send({ ...validForm(), _csrf: staff.csrf })).status).toBe(403)
    }
    expect(await settingsRow('site')).toEqual(before)
    expect((await request(t.app).get('/admin/business')).headers.location).toMatch(/^\/auth\/login/)
  })

  it('shows the stored details and recipients (the demo: the business address, in Spanish, for everything), with empty rows to add more', async () => {
    const page = await admin.agent.get('/admin/business?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(ad('en', 'businessAdmin.title')))
    expect(page.text).toContain('href="/admin/business" aria-current="page"')
    for (const value of ['Menorca Tours &amp; Transfers', '+34971362418', '+34611428730', 'Moll de Llevant, 124', '39.8883', 'https://www.facebook.com/menorcatours.example']) expect(page.text).toContain(`value="${value}"`)
    expect(page.text).toMatch(/name="recipient_0_email" value="hola@menorcatours\.example"/)
    expect(page.text).toContain('name="recipient_0_bookings" checked=""')
    expect(page.text).toContain('name="recipient_0_messages" checked=""')
    expect(page.text).not.toContain('name="recipient_1_bookings" checked=""')
    expect(page.text).toContain('name="recipient_2_email"')
    expect(page.text).not.toContain('name="recipient_3_email"')
    expect(await notificationRecipients('bookings')).toEqual([{ email: 'hola@menorcatours.example', language: 'es' }])
  })

  it('refuses what is wrong with one message per field in the staff language, keeps the values, saves nothing', async () => {
    const before = { site: await settingsRow('site'), recipients: await settingsRow('notifications') }
    const res = await admin.agent
      .post('/admin/business?lng=de')
      .type('form')
      .send(
        validForm({
          businessName: '',
          phone: '12',
          whatsapp: 'call me',
          email: 'not-an-email',
          country: 'Spain',
          latitude: '95',
          longitude: 'east',
          openingHours_de: '',
          facebook: 'javascript:alert(1)',
          recipient_0_email: 'ops@@example',
          recipient_1_email: 'BOSS@menorcatours.example',
          recipient_1_language: 'fr',
          recipient_3_email: 'sales@menorcatours.example',
          recipient_3_bookings: '',
          recipient_4_email: 'boss@menorcatours.example',
          recipient_4_language: 'es',
        }),
      )
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.fixErrors')))
    const messages = [err('de', 'required'), err('de', 'phone'), err('de', 'email'), err('de', 'invalid'), tr('de', 'common', 'forms.errors.maxValue', { max: 90 }), err('de', 'number'), err('de', 'url'), ad('de', 'businessAdmin.errors.noTopic'), ad('de', 'businessAdmin.errors.duplicate')]
    for (const message of messages) expect(res.text, message).toContain(html(message))
    // The values come back as typed (the phones too), each field marked.
    expect(res.text).toContain('value="call me"')
    expect(res.text).toContain('value="ops@@example"')
    expect(res.text).toContain('value="javascript:alert(1)"')
    expect(res.text).not.toContain('href="javascript:')
    expect(res.text).toContain('name="recipient_4_email"')
    expect(res.text.match(/aria-invalid="true"/g)!.length).toBeGreaterThanOrEqual(10)
    expect({ site: await settingsRow('site'), recipients: await settingsRow('notifications') }).toEqual(before)
  })

  it('every kind of staff e-mail needs someone to receive it', async () => {
    const res = await admin.agent.post('/admin/business?lng=en').type('form').send(validForm({ recipient_0_bookings: '', recipient_3_email: '' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(ad('en', 'businessAdmin.errors.uncovered', { topics: ad('en', 'businessAdmin.topics.bookings') })))
    const none = await admin.agent.post('/admin/business?lng=en').type('form').send(validForm({ recipient_0_email: '', recipient_1_email: '', recipient_3_email: '' }))
    expect(none.status).toBe(400)
    expect(none.text).toContain(html(ad('en', 'businessAdmin.errors.uncovered', { topics: `${ad('en', 'businessAdmin.topics.bookings')}, ${ad('en', 'businessAdmin.topics.messages')}` })))
  })

  it('saves phones in E.164, and every page (cached for visitors too), the footer and the JSON-LD show the new details at once', async () => {
    for (const path of ['/?lng=en', '/contact?lng=en']) {
      await request(t.app).get(path)
      expect((await request(t.app).get(path)).headers['x-cache'], path).toBe('HIT')
    }
    const res = await admin.agent.post('/admin/business').type('form').send(validForm())
    expect([res.status, res.headers.location]).toEqual([303, '/admin/business?saved=updated'])
    expect(await settingsRow('site')).toMatchObject({
      phone: '+34971112233',
      whatsapp: '+34622334455',
      email: 'info@menorcatours.example',
      address: { street: 'Carrer de Sant Roc, 5', postalCode: '07760', locality: 'Ciutadella', region: 'Illes Balears', country: 'ES' },
      latitude: 40.0012,
      longitude: 3.8371,
      openingHours: { en: 'Every day 08:00–22:00.' },
      social: { facebook: '', instagram: 'https://www.instagram.com/menorcatours.example' },
    })
    const home = await request(t.app).get('/?lng=en')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toContain('href="tel:+34971112233"')
    expect(home.text).toContain('href="mailto:info@menorcatours.example"')
    expect(home.text).not.toContain('facebook.com/menorcatours.example')
    const organization = jsonLdOf(home.text).find((item) => item['@type'] === 'TravelAgency')!
    expect(organization).toMatchObject({ telephone: '+34971112233', email: 'info@menorcatours.example', sameAs: ['https://www.instagram.com/menorcatours.example'] })
    expect(organization.address).toMatchObject({ streetAddress: 'Carrer de Sant Roc, 5', addressLocality: 'Ciutadella' })
    const contact = await request(t.app).get('/contact?lng=en')
    expect(contact.text).toContain('Every day 08:00–22:00.')
    expect(contact.text).toContain('https://wa.me/34622334455')
    // The screen shows what was saved, and keeps an empty row after the last address.
    const page = await admin.agent.get('/admin/business?saved=updated&lng=en')
    expect(page.text).toContain(html(ad('en', 'flash.updated')))
    expect(page.text).toContain('value="+34971112233"')
    expect(page.text).toContain('value="boss@menorcatours.example"')
    expect(page.text).toContain('name="recipient_4_email"')
  })

  it("sends customers' messages to each of their recipients, in the recipient's language", async () => {
    expect(await notificationRecipients('bookings')).toEqual([
      { email: 'ops@menorcatours.example', language: 'de' },
      { email: 'boss@menorcatours.example', language: 'ca' },
    ])
    expect(await notificationRecipients('messages')).toEqual([
      { email: 'ops@menorcatours.example', language: 'de' },
      { email: 'info@menorcatours.example', language: 'en' },
    ])
    const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
    const mails = (kind: string) => t.knex('mail_outbox').where({ kind }).orderBy('id')

    const contact = await request(t.app)
      .post('/contact?lng=es')
      .set('X-Forwarded-For', '203.0.113.41')
      .type('form')
      .send({ name: 'Joana Mercadal', email: 'joana@example.com', phone: '', message: 'Voldríem reservar una excursió en caiac.', consent: 'on', started: started(), website: '' })
    expect(contact.status).toBe(303)
    const contactMails = await mails('contact')
    expect(contactMails.map((m) => [m.toAddress, m.language, m.subject, m.replyTo])).toEqual([
      ['ops@menorcatours.example', 'de', tr('de', 'common', 'mail.staff.contactSubject', { name: 'Joana Mercadal' }), 'joana@example.com'],
      ['info@menorcatours.example', 'en', tr('en', 'common', 'mail.staff.contactSubject', { name: 'Joana Mercadal' }), 'joana@example.com'],
    ])
    expect(contactMails[0].text).toContain(tr('de', 'common', 'mail.staff.message'))
    expect(contactMails[1].text).toContain('Voldríem reservar una excursió en caiac.')

    const trip = await t.knex('trips').where({ bookingMode: 'on_request' }).orderBy('id').first()
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const enquiry = await request(t.app)
      .post(`/trips/${trip.id}?lng=en`)
      .set('X-Forwarded-For', '203.0.113.42')
      .type('form')
      .send({ name: 'Tom Baker', email: 'tom@example.co.uk', date: day, adults: '2', message: 'Is it suitable for children?', consent: 'on', started: started(), website: '' })
    expect(enquiry.status).toBe(303)
    const { reference } = await t.knex('trip_enquiries').where({ email: 'tom@example.co.uk' }).first('reference')
    // The visitor's acknowledgement, then each recipient of customers' messages in their own language.
    const enquiryMails = await mails('trip-enquiry')
    expect(enquiryMails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['tom@example.co.uk', tr('en', 'trips', 'enquiry.mail.ackSubject', { reference, trip: trip.translations.name.en })],
      ['ops@menorcatours.example', tr('de', 'admin', 'tripEnquiries.mail.subject', { reference, name: 'Tom Baker', trip: trip.translations.name.de })],
      ['info@menorcatours.example', tr('en', 'admin', 'tripEnquiries.mail.subject', { reference, name: 'Tom Baker', trip: trip.translations.name.en })],
    ])

    // The chat, with no WhatsApp keys set up: the message is e-mailed instead, with a link to it.
    const chat = await request(t.app).post('/api/whatsapp/send?lng=ca').set('X-Forwarded-For', '203.0.113.43').send({ phoneNumber: '+34622334455', message: 'Hi ha places per demà?', page: '/trips' })
    expect([chat.status, chat.body.forwardStatus]).toEqual([201, 'not-configured'])
    const chatMails = await mails('chat-message')
    expect(chatMails.map((m) => [m.toAddress, m.language, m.subject])).toEqual([
      ['ops@menorcatours.example', 'de', tr('de', 'common', 'chatMail.subject', { language: 'CA' })],
      ['info@menorcatours.example', 'en', tr('en', 'common', 'chatMail.subject', { language: 'CA' })],
    ])
    expect(chatMails[1].text).toContain('Hi ha places per demà?')
    expect(chatMails[1].text).toContain(tr('en', 'common', 'chatMail.notForwarded.not-configured'))
    expect(chatMails[1].text).toContain(`/admin/chat/${chat.body.id}`)
  })

  it('a screen save with no JavaScript: the whole page is a plain form posting to itself', async () => {
    const page = (await admin.agent.get('/admin/business?lng=en')).text
    expect(page).toContain('action="/admin/business"')
    expect(page).toContain('method="post"')
    expect(csrfOf(page)).toBe(admin.csrf)
  })
})
