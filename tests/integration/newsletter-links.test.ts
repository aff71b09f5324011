import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { appSecrets } from '../../src/lib/secrets'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

// The links the newsletter e-mails: confirmation links that survive a second sign-up and say
// "already subscribed" once used, and a broken unsubscribe link that still leads somewhere.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

let visitor = 0
const fromNewVisitor = () => `198.51.100.${(++visitor % 250) + 1}`
const sentTo = (address: string) => t.smtp!.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()))

async function mailsTo(address: string, count: number) {
  await t.mailWorker.kick()
  await expect.poll(() => sentTo(address).length, { timeout: 10_000 }).toBe(count)
  return sentTo(address)
}

const linkIn = (text: string, path: string) => new URL(new RegExp(`(http\\S+${path}\\?\\S+)`).exec(text)![1]!)
const confirmLinkOf = (text: string) => linkIn(text, '/newsletter/confirm')
const subscribe = (email: string, lng: string) => request(t.app).post(`/api/subscribe?lng=${lng}`).set('X-Forwarded-For', fromNewVisitor()).send({ email })
const confirm = (token: string) => request(t.app).post('/newsletter/confirm').type('form').send({ token })
const linksSent = async () => (await t.knex('mail_outbox').where({ kind: 'newsletter-unsubscribe-link' }).select('toAddress')).map((r) => r.toAddress as string)
const statusOf = async (email: string) => (await t.knex('subscribers').where({ email }).first()).status as string

describe('confirmation links', () => {
  it('every link sent keeps working: subscribing again does not void the first e-mail', async () => {
    const email = 'twice@example.com'
    expect((await subscribe(email, 'en')).status).toBe(200)
    expect((await subscribe(email, 'en')).status).toBe(200)
    const [first, second] = (await mailsTo(email, 2)).map((m) => confirmLinkOf(m.text!))
    for (const link of [first!, second!]) {
      const page = await request(t.app).get(`${link.pathname}${link.search}`)
      expect(page.status).toBe(200)
      expect(page.text).toContain(html(tr('en', 'common', 'newsletterPage.confirmButton')))
      expect(page.text).not.toContain(html(tr('en', 'common', 'newsletterPage.invalidLink')))
    }
    // The mail that arrives first is the older one: its button confirms.
    expect((await confirm(first!.searchParams.get('token')!)).headers.location).toBe('/newsletter/confirm?result=confirmed')
    expect(await statusOf(email)).toBe('confirmed')
    expect((await confirm(second!.searchParams.get('token')!)).headers.location).toBe('/newsletter/confirm?result=already-confirmed')
  })

  it('opening a used link says "already subscribed" in the visitor language, not "no longer valid"', async () => {
    const email = 'used.link@example.de'
    await subscribe(email, 'de')
    const [mail] = await mailsTo(email, 1)
    const link = confirmLinkOf(mail!.text!)
    expect((await confirm(link.searchParams.get('token')!)).headers.location).toBe('/newsletter/confirm?result=confirmed')
    for (const lng of ['de', 'es', 'en', 'ca']) {
      link.searchParams.set('lng', lng)
      const again = await request(t.app).get(`${link.pathname}${link.search}`)
      expect(again.status).toBe(200)
      expect(again.text).toContain(html(tr(lng, 'common', 'newsletterPage.alreadyTitle')))
      expect(again.text).not.toContain(html(tr(lng, 'common', 'newsletterPage.invalidLink')))
      expect(again.text).not.toContain(html(tr(lng, 'common', 'newsletterPage.confirmButton')))
    }
  })

  it('a link expires after 7 days, and a link we did not sign confirms nobody', async () => {
    const email = 'late@example.com'
    await subscribe(email, 'en')
    const [mail] = await mailsTo(email, 1)
    const token = confirmLinkOf(mail!.text!).searchParams.get('token')!
    const [id] = token.split('-')
    const signedAt = (daysAgo: number) => {
      const issued = Math.floor((Date.now() - daysAgo * 86_400_000) / 1000).toString(36)
      return `${id}-${issued}-${appSecrets(t.env.APP_SECRET).sign('newsletter-confirm', `${id}:${issued}`)}`
    }
    const page = (token: string) => request(t.app).get(`/newsletter/confirm?token=${token}&lng=en`)
    expect((await page(signedAt(6))).text).toContain(html(tr('en', 'common', 'newsletterPage.confirmButton')))
    const expired = await page(signedAt(8))
    expect(expired.text).toContain(html(tr('en', 'common', 'newsletterPage.invalidLink')))
    // A failure answers as one (ADR 068), as a broken unsubscribe link does.
    expect(expired.status).toBe(404)
    expect((await confirm(signedAt(8))).headers.location).toBe('/newsletter/confirm?result=invalid')
    const forged = `${id}-${Math.floor(Date.now() / 1000).toString(36)}-${'A'.repeat(32)}`
    expect((await page(forged)).text).toContain(html(tr('en', 'common', 'newsletterPage.invalidLink')))
    expect((await confirm(forged)).headers.location).toBe('/newsletter/confirm?result=invalid')
    expect(await statusOf(email)).toBe('pending')
    expect((await confirm(token)).headers.location).toBe('/newsletter/confirm?result=confirmed')
  })

  it('a link of an address that unsubscribed since confirms nothing', async () => {
    const email = 'gone@example.com'
    await subscribe(email, 'en')
    const [mail] = await mailsTo(email, 1)
    const unsubscribe = linkIn(mail!.text!, '/newsletter/unsubscribe')
    await request(t.app).post('/newsletter/unsubscribe').type('form').send({ id: unsubscribe.searchParams.get('id'), token: unsubscribe.searchParams.get('token') })
    expect((await confirm(confirmLinkOf(mail!.text!).searchParams.get('token')!)).headers.location).toBe('/newsletter/confirm?result=invalid')
    expect(await statusOf(email)).toBe('unsubscribed')
  })
})

describe('a broken unsubscribe link', () => {
  const askForLink = (email: string, lng = 'en') =>
    request(t.app)
      .post(`/newsletter/unsubscribe?lng=${lng}`)
      .set('X-Forwarded-For', fromNewVisitor())
      .type('form')
      .send({ email, started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' })

  it.each(['/newsletter/unsubscribe?id=999&token=bad', '/newsletter/unsubscribe?id=1&token=forgedforgedforged', '/newsletter/unsubscribe?result=invalid'])(
    '%s: a full page in the visitor language, 404, with a way to unsubscribe anyway',
    async (path) => {
      for (const lng of ['es', 'en', 'de', 'ca']) {
        const res = await request(t.app).get(`${path}&lng=${lng}`)
        expect(res.status).toBe(404)
        expect(res.text).toContain(`<html lang="${lng}"`)
        expect(res.text).toContain(html(tr(lng, 'common', 'newsletterPage.invalidUnsubscribeLink')))
        expect(res.text).toContain(html(tr(lng, 'common', 'newsletterPage.unsubscribeAnywayButton')))
        expect(res.text).toMatch(/<form[^>]*action="\/newsletter\/unsubscribe" method="post"[^>]*>[\s\S]*?name="email"/)
        expect(res.text).toContain(html(tr(lng, 'common', 'newsletterPage.contactUs')))
      }
    },
  )

  it('e-mails a working unsubscribe link to a subscribed address, and answers the same for any other', async () => {
    const email = 'leaving@example.com'
    await subscribe(email, 'en')
    await mailsTo(email, 1)
    const subscribed = await askForLink('Leaving@Example.com')
    const unknown = await askForLink('nobody@example.com')
    for (const res of [subscribed, unknown]) {
      expect(res.status).toBe(303)
      expect(res.headers.location).toBe('/newsletter/unsubscribe?result=link-sent')
    }
    expect(await linksSent()).toEqual([email])
    const [, mail] = await mailsTo(email, 2)
    expect(mail!.subject).toBe(tr('en', 'common', 'mail.newsletterUnsubscribe.subject', { name: 'Menorca Tours & Transfers' }))
    const link = linkIn(mail!.text!, '/newsletter/unsubscribe')
    const page = await request(t.app).get(`${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('en', 'common', 'newsletterPage.unsubscribeButton')))
    const done = await request(t.app).post('/newsletter/unsubscribe').type('form').send({ id: link.searchParams.get('id'), token: link.searchParams.get('token') })
    expect(done.headers.location).toBe('/newsletter/unsubscribe?result=done')
    expect(await statusOf(email)).toBe('unsubscribed')
    const sent = await request(t.app).get('/newsletter/unsubscribe?result=link-sent&lng=de')
    expect(sent.status).toBe(200)
    expect(sent.text).toContain(html(tr('de', 'common', 'newsletterPage.unsubscribeLinkSentTitle')))
  })

  it('shows an address that is not valid under its field (400), the link still refused', async () => {
    const res = await askForLink('a@b', 'ca')
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.email')))
    expect(res.text).toMatch(/aria-invalid="true"[^>]*aria-describedby="f-email-error"/)
    expect(await linksSent()).toEqual(['leaving@example.com'])
  })
})
