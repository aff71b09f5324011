import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

const sentTo = (address: string) => t.smtp!.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()))

async function lastMailTo(address: string) {
  await t.mailWorker.kick()
  await expect.poll(() => sentTo(address).length, { timeout: 10_000 }).toBeGreaterThan(0)
  return sentTo(address).at(-1)!
}

describe('POST /api/subscribe {email} → {confirmationEmailSent}', () => {
  it('answers 400 with the translated validation message for an invalid address', async () => {
    const res = await request(t.app).post('/api/subscribe?lng=de').send({ email: 'nope' })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(tr('de', 'common', 'forms.errors.email'))
    expect(res.body.error.fields.email).toBe(tr('de', 'common', 'forms.errors.email'))
  })

  it('stores a pending subscriber and e-mails a confirmation link in the visitor language', async () => {
    const res = await request(t.app).post('/api/subscribe?lng=de').send({ email: 'Lena@Example.de' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ confirmationEmailSent: true, status: 'pending' })
    const row = await t.knex('subscribers').whereRaw('lower(email) = ?', ['lena@example.de']).first()
    expect(row.status).toBe('pending')
    expect(row.language).toBe('de')
    const mail = await lastMailTo('Lena@Example.de')
    expect(mail.subject).toBe(tr('de', 'common', 'mail.newsletter.subject', { name: 'Menorca Tours & Transfers' }))
    expect(mail.text).toMatch(/\/newsletter\/confirm\?token=[\w-]+&lng=de/)
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?id=\d+&token=/)
  })

  it('confirms only through the button: opening the link changes nothing', async () => {
    const mail = await lastMailTo('Lena@Example.de')
    const link = new URL(/(http\S+\/newsletter\/confirm\?\S+)/.exec(mail.text!)![1]!)
    const page = await request(t.app).get(`${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('de', 'common', 'newsletterPage.confirmButton')))
    expect((await t.knex('subscribers').whereRaw('lower(email) = ?', ['lena@example.de']).first()).status).toBe('pending')
    const confirm = await request(t.app).post('/newsletter/confirm').type('form').send({ token: link.searchParams.get('token') })
    expect(confirm.status).toBe(303)
    expect(confirm.headers.location).toBe('/newsletter/confirm?result=confirmed')
    expect((await t.knex('subscribers').whereRaw('lower(email) = ?', ['lena@example.de']).first()).status).toBe('confirmed')
    const again = await request(t.app).post('/newsletter/confirm').type('form').send({ token: link.searchParams.get('token') })
    expect(again.headers.location).toBe('/newsletter/confirm?result=already-confirmed')
  })

  it('does not treat subscribing again as an error, nor tell anyone but the owner that the address is subscribed', async () => {
    const res = await request(t.app).post('/api/subscribe?lng=de').send({ email: 'lena@example.de' })
    expect(res.status).toBe(200)
    // The answer a new address gets: whether an address is confirmed is nobody else's business.
    expect(res.body).toEqual({ confirmationEmailSent: true, status: 'pending' })
    const rows = await t.knex('subscribers').whereRaw('lower(email) = ?', ['lena@example.de'])
    expect(rows.map((r) => r.status)).toEqual(['confirmed'])
    const mail = await t.knex('mail_outbox').where({ kind: 'newsletter-already' }).orderBy('id', 'desc').first()
    expect(mail).toMatchObject({ toAddress: 'Lena@Example.de', language: 'de', subject: tr('de', 'common', 'publicForms.alreadySubscribed.subject', { name: 'Menorca Tours & Transfers' }) })
  })

  it('unsubscribes through the signed link and its button, and refuses a forged one', async () => {
    const mail = await lastMailTo('Lena@Example.de')
    const link = new URL(/(http\S+\/newsletter\/unsubscribe\?\S+)/.exec(mail.text!)![1]!)
    const id = link.searchParams.get('id')
    const forgedPage = await request(t.app).get(`/newsletter/unsubscribe?id=${id}&token=forgedforgedforged`)
    expect(forgedPage.status).toBe(404)
    expect(forgedPage.text).toContain(html(tr('es', 'common', 'newsletterPage.invalidUnsubscribeLink')))
    const forged = await request(t.app).post('/newsletter/unsubscribe').type('form').send({ id, token: 'forgedforgedforged' })
    expect(forged.headers.location).toBe('/newsletter/unsubscribe?result=invalid')
    const res = await request(t.app).post('/newsletter/unsubscribe').type('form').send({ id, token: link.searchParams.get('token') })
    expect(res.headers.location).toBe('/newsletter/unsubscribe?result=done')
    expect((await t.knex('subscribers').where({ id }).first()).status).toBe('unsubscribed')
    // The link opened again says it is done, instead of offering the button once more.
    const used = await request(t.app).get(`${link.pathname}${link.search}&lng=de`)
    expect(used.status).toBe(200)
    expect(used.text).toContain(html(tr('de', 'common', 'newsletterPage.unsubscribedTitle')))
    expect(used.text).not.toContain('action="/newsletter/unsubscribe"')
  })

  it('works without JavaScript as a normal form post', async () => {
    const bad = await request(t.app).post('/newsletter?lng=ca').type('form').send({ email: 'x@' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('ca', 'common', 'forms.errors.email')))
    // The page opens on the summary, its message linked to the field.
    const summary = bad.text.slice(bad.text.indexOf('data-error-summary'))
    expect(summary).toContain('href="#f-email"')
    expect(summary).toContain(`${html(tr('ca', 'common', 'newsletterPage.email'))}: ${html(tr('ca', 'common', 'forms.errors.email'))}</a>`)
    const ok = await request(t.app).post('/newsletter').type('form').send({ email: 'marc@example.cat', started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' })
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toBe('/newsletter?sent=1')
    expect((await request(t.app).get('/newsletter?sent=1&lng=ca')).text).toContain(html(tr('ca', 'common', 'newsletterPage.sentTitle')))
  })

  it('rate-limits bot floods (429)', async () => {
    let status = 0
    for (let i = 0; i < 6; i++) status = (await request(t.app).post('/api/subscribe').send({ email: `bot${i}@example.com` })).status
    expect(status).toBe(429)
  })
})
