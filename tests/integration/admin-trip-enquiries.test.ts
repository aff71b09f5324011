import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// The staff side of enquiries for trips sold on request: the inbox (new first), the answer
// e-mailed in the customer's language, closing, and the way to turn one into a booking.

let t: TestApp
let trip: number
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function enquire(name: string, email: string, lng: string, extra: Record<string, string> = {}): Promise<{ id: number; reference: string }> {
  const res = await request(t.app)
    .post(`/trips/${trip}?lng=${lng}`)
    .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 200) + 1}`)
    .type('form')
    .send({ name, email, date: inDays(20), adults: '2', children: '1', message: 'Hello there, is it possible?', consent: 'on', started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '', ...extra })
  expect(res.status).toBe(303)
  return (await t.knex('trip_enquiries').where({ email }).orderBy('id', 'desc').first('id', 'reference')) as { id: number; reference: string }
}

beforeAll(async () => {
  t = await startTestApp()
  trip = ((await t.knex('trips').where({ slug: 'south-coast-coves-boat-trip' }).first('id')) as { id: number }).id
})
afterAll(async () => {
  await t?.close()
})

describe('/admin/trip-enquiries', () => {
  it('lists the enquiries, new ones first, with reference, trip, date and party; filters by status; searches by reference', async () => {
    const older = await enquire('Maria Garcia', 'maria@example.es', 'es')
    const newer = await enquire('Tom Baker', 'tom@example.co.uk', 'en')
    await t.knex('trip_enquiries').where({ id: older.id }).update({ status: 'answered' })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get('/admin/trip-enquiries?lng=en')
    expect(page.status).toBe(200)
    const grid = adminGridOf(page.text)
    expect(grid.rows.map((r) => r.id).slice(0, 2)).toEqual([newer.id, older.id])
    expect(grid.rows[0]!.cells).toMatchObject({ reference: newer.reference, status: tr('en', 'admin', 'tripEnquiries.statuses.new'), name: 'Tom Baker', party: '2 adults, 1 child' })
    expect(grid.rows[0]!.cells.trip).toBe((await request(t.app).get(`/api/trips/${trip}?lng=en`)).body.name)
    const answered = adminGridOf((await agent.get('/admin/trip-enquiries?lng=en&status=answered')).text)
    expect(answered.rows.map((r) => r.id)).toEqual([older.id])
    const found = adminGridOf((await agent.get(`/admin/trip-enquiries?lng=en&q=${newer.reference}`)).text)
    expect(found.rows.map((r) => r.id)).toEqual([newer.id])
  })

  it('marks a new enquiry waiting longer than the 24 hours the customer was told, in the list and on the dashboard', async () => {
    const waiting = await enquire('Anna Late', 'anna.late@example.de', 'de')
    await t.knex('trip_enquiries').where({ status: 'new' }).whereNot({ id: waiting.id }).update({ status: 'closed' })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const fresh = adminGridOf((await agent.get('/admin/trip-enquiries?lng=en&status=new')).text)
    expect(fresh.rows.find((r) => r.id === waiting.id)?.alerts).toBeUndefined()
    expect((await agent.get('/admin?lng=en')).text).not.toContain(html(tr('en', 'admin', 'dashboardPage.enquiriesLate', { count: 1 })))

    await t.knex('trip_enquiries').where({ id: waiting.id }).update({ created_at: new Date(Date.now() - 25 * 3_600_000) })
    const late = adminGridOf((await agent.get('/admin/trip-enquiries?lng=de&status=new')).text)
    expect(late.rows.find((r) => r.id === waiting.id)?.alerts).toEqual({ status: tr('de', 'admin', 'tripEnquiries.late') })
    expect((await agent.get('/admin?lng=en')).text).toContain(html(tr('en', 'admin', 'dashboardPage.enquiriesLate', { count: 1 })))
    // Answered: no longer late.
    await t.knex('trip_enquiries').where({ id: waiting.id }).update({ status: 'answered' })
    expect((await agent.get('/admin?lng=en')).text).not.toContain(html(tr('en', 'admin', 'dashboardPage.enquiriesLate', { count: 1 })))
  })

  it('answers an enquiry: the answer is e-mailed in the customer language, the enquiry is answered, the history says who', async () => {
    const enquiry = await enquire('Klaus Weber', 'klaus@example.de', 'de')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/trip-enquiries/${enquiry.id}?lng=en`)
    expect(page.status).toBe(200)
    for (const text of [enquiry.reference, 'Klaus Weber', 'klaus@example.de', 'Hello there, is it possible?', '2 adults, 1 child']) expect(page.text).toContain(html(text))
    expect(page.text).toContain(`href="/admin/trip-bookings/new?enquiry=${enquiry.id}"`)

    const short = await agent.post(`/admin/trip-enquiries/${enquiry.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'answer', answer: 'Yes' })
    expect(short.status).toBe(400)
    expect(short.text).toContain(html(tr('en', 'common', 'forms.errors.tooShort')))
    expect(await t.knex('trip_enquiries').where({ id: enquiry.id }).first('status')).toEqual({ status: 'new' })

    const answer = 'Ja, am gewünschten Tag sind noch Plätze frei.\n\nDer Preis für Ihre Gruppe beträgt 195 €.'
    const res = await agent.post(`/admin/trip-enquiries/${enquiry.id}`).type('form').send({ _csrf: csrf, intent: 'answer', answer })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/trip-enquiries/${enquiry.id}?saved=updated`)
    const row = await t.knex('trip_enquiries').where({ id: enquiry.id }).first()
    expect(row).toMatchObject({ status: 'answered', answer })
    expect(row.answeredAt).toBeTruthy()
    expect(row.answeredByUserId).toBeTruthy()
    const germanName = (await request(t.app).get(`/api/trips/${trip}?lng=de`)).body.name as string
    const mail = await t.knex('mail_outbox').where({ kind: 'trip-enquiry-answer', toAddress: 'klaus@example.de' }).first()
    expect(mail).toMatchObject({ language: 'de', subject: tr('de', 'trips', 'enquiry.mail.answerSubject', { reference: enquiry.reference, trip: germanName }) })
    for (const text of ['Ja, am gewünschten Tag sind noch Plätze frei.', 'Der Preis für Ihre Gruppe beträgt 195 €.', '2 Erwachsene, 1 Kind']) expect(mail.text).toContain(text)
    const history = await t.knex('audit_log').where({ subjectType: 'trip-enquiry', subjectId: enquiry.id }).orderBy('id')
    expect(history.map((h: { action: string; actorType: string }) => [h.action, h.actorType])).toEqual([['created', 'customer'], ['answered', 'staff']])
    expect((await agent.get(`/admin/trip-enquiries/${enquiry.id}?lng=en`)).text).toContain(html(tr('en', 'admin', 'tripEnquiries.answerSent')))
  })

  it('closes an enquiry; a closed one takes no answer', async () => {
    const enquiry = await enquire('Pere Mir', 'pere@example.cat', 'ca')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.post(`/admin/trip-enquiries/${enquiry.id}`).type('form').send({ _csrf: csrf, intent: 'close' })).status).toBe(303)
    expect(await t.knex('trip_enquiries').where({ id: enquiry.id }).first('status')).toEqual({ status: 'closed' })
    const late = await agent.post(`/admin/trip-enquiries/${enquiry.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'answer', answer: 'Sorry for the late answer, it is full.' })
    expect(late.status).toBe(409)
    expect(late.text).toContain(html(tr('en', 'admin', 'tripEnquiries.notOpen', { status: 'closed' })))
    expect(await t.knex('mail_outbox').where({ kind: 'trip-enquiry-answer', toAddress: 'pere@example.cat' })).toHaveLength(0)
    const page = await agent.get(`/admin/trip-enquiries/${enquiry.id}?lng=en`)
    expect(page.text).not.toContain('name="answer"')
    expect(page.text).not.toContain('/admin/trip-bookings/new?enquiry=')
  })

  it('is for the staff who see customers: editors and anonymous visitors are refused', async () => {
    const enquiry = await enquire('Ana Pons', 'ana@example.es', 'es')
    expect((await request(t.app).get('/admin/trip-enquiries')).headers.location).toMatch(/^\/auth\/login/)
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/trip-enquiries')).status).not.toBe(200)
    const refused = await editor.agent.post(`/admin/trip-enquiries/${enquiry.id}`).type('form').send({ _csrf: editor.csrf, intent: 'close' })
    expect(refused.status).toBe(403)
    expect(await t.knex('trip_enquiries').where({ id: enquiry.id }).first('status')).toEqual({ status: 'new' })
    const { agent } = await loginAs(t.app, 'admin')
    expect((await agent.get('/admin/trip-enquiries/99999')).status).toBe(404)
  })
})
