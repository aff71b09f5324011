import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { createStaff, csrfOf, STAFF_PASSWORD } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

const NEW_PASSWORD = 'a fresh passphrase after the reset'
const sentTo = (address: string) => t.smtp!.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()))

/** Each request its own client address (the per-address limit is tested on its own). */
let addresses = 0
const from = () => `198.51.100.${++addresses}`

async function askForLink(email: string, lng = 'en', ip = from()) {
  return request(t.app).post(`/auth/forgot?lng=${lng}`).set('X-Forwarded-For', ip).type('form').send({ email })
}

async function mailedLink(address: string, count = 1) {
  await t.mailWorker.kick()
  await expect.poll(() => sentTo(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count)
  const mail = sentTo(address).at(-1)!
  const link = new URL(/(http\S+\/auth\/reset\?\S+)/.exec(mail.text!)![1]!)
  return { mail, link, token: link.searchParams.get('token')!, path: `${link.pathname}${link.search}` }
}

async function loginStatus(email: string, password: string) {
  const agent = request.agent(t.app)
  const page = await agent.get('/auth/login').set('X-Forwarded-For', from())
  return (await agent.post('/auth/login').set('X-Forwarded-For', from()).type('form').send({ email, password, _csrf: csrfOf(page.text) })).status
}

describe('forgot password', () => {
  it('is linked from the login page and works without JavaScript, in every language', async () => {
    const login = await request(t.app).get('/auth/login?lng=ca')
    expect(login.text).toContain('href="/auth/forgot"')
    expect(login.text).toContain(html(tr('ca', 'admin', 'passwordReset.link')))
    for (const lng of ['es', 'en', 'de', 'ca']) {
      const page = await request(t.app).get(`/auth/forgot?lng=${lng}`)
      expect(page.status).toBe(200)
      expect(page.text).toContain(html(tr(lng, 'admin', 'passwordReset.forgotTitle')))
      expect(page.text).toMatch(/<form [^>]*action="\/auth\/forgot" method="post"/)
      expect(page.text).toContain('name="robots" content="noindex, nofollow"')
    }
  })

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const user = await createStaff('editor')
    const before = t.smtp!.messages.length
    const known = await askForLink(user.email.toUpperCase())
    const unknown = await askForLink('nobody.at.all@staff.example')
    for (const res of [known, unknown]) {
      expect(res.status).toBe(303)
      expect(res.headers.location).toBe('/auth/forgot?sent=1')
    }
    const sentPage = await request(t.app).get('/auth/forgot?sent=1&lng=en')
    expect(sentPage.text).toContain(html(tr('en', 'admin', 'passwordReset.sentText')))
    await mailedLink(user.email)
    await t.mailWorker.kick()
    expect(sentTo('nobody.at.all@staff.example')).toHaveLength(0)
    expect(t.smtp!.messages.length).toBe(before + 1)
    expect(await t.knex('mail_outbox').where({ toAddress: 'nobody.at.all@staff.example' })).toHaveLength(0)
  })

  it('refuses a malformed address with a field error in the visitor language (400)', async () => {
    const res = await askForLink('not an address', 'de')
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.email')))
    expect(res.text).toContain('value="not an address"')
  })

  it('mails a one-hour, single-use link in the language the staff member used; it sets the password and ends every session', async () => {
    const user = await createStaff('admin')
    // A session logged in elsewhere (a stolen or forgotten one) ends with the reset.
    const other = request.agent(t.app)
    const page = await other.get('/auth/login').set('X-Forwarded-For', from())
    expect((await other.post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrfOf(page.text) })).status).toBe(303)
    expect((await other.get('/admin')).status).toBe(200)

    expect((await askForLink(user.email, 'de')).status).toBe(303)
    const { mail, token, path } = await mailedLink(user.email)
    expect(mail.subject).toBe(tr('de', 'admin', 'passwordReset.mail.subject', { name: 'Menorca Tours & Transfers' }))
    expect(mail.text).toContain(tr('de', 'admin', 'passwordReset.mail.ignore'))
    expect(path).toMatch(/^\/auth\/reset\?token=[\w-]{43}&lng=de$/)
    // Only a hash of the token is stored, expiring an hour after the request.
    const row = await t.knex('password_reset_tokens').where({ userId: user.id }).orderBy('id', 'desc').first()
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(await t.knex('password_reset_tokens'))).not.toContain(token)
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(60 * 60 * 1000)

    // Opening the link shows the form and spends nothing; the token stays out of the Referer.
    const form = await request(t.app).get(path)
    expect(form.status).toBe(200)
    expect(form.headers['referrer-policy']).toBe('no-referrer')
    expect(form.text).toContain(html(tr('de', 'admin', 'passwordReset.resetTitle')))
    expect(form.text).toContain(`name="token" value="${token}"`)

    // The same rules as the change-password page; a refused password does not spend the token.
    const short = await request(t.app).post('/auth/reset?lng=de').type('form').send({ token, password: 'short', confirm: 'short' })
    expect(short.status).toBe(400)
    expect(short.text).toContain(html(tr('de', 'common', 'forms.errors.passwordShort')))
    expect(short.text).toContain(`name="token" value="${token}"`)
    const mismatch = await request(t.app).post('/auth/reset?lng=en').type('form').send({ token, password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` })
    expect(mismatch.status).toBe(400)
    expect(mismatch.text).toContain(html(tr('en', 'common', 'forms.errors.passwordMismatch')))

    const done = await request(t.app).post('/auth/reset').type('form').send({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })
    expect(done.status).toBe(303)
    expect(done.headers.location).toBe('/auth/login?reset=1')
    const afterwards = await request(t.app).get('/auth/login?reset=1&lng=en')
    expect(afterwards.text).toContain(html(tr('en', 'admin', 'passwordReset.doneTitle')))

    // Every session of the user ended; the old password is gone, the new one works.
    const ended = await other.get('/admin')
    expect(ended.status).toBe(303)
    expect(ended.headers.location).toMatch(/^\/auth\/login/)
    expect(await loginStatus(user.email, STAFF_PASSWORD)).toBe(401)
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(303)

    // The link cannot be used twice.
    const again = await request(t.app).post('/auth/reset').type('form').send({ token, password: 'yet another passphrase here', confirm: 'yet another passphrase here' })
    expect(again.status).toBe(303)
    expect(again.headers.location).toBe('/auth/reset?invalid=1')
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(303)
    const reopened = await request(t.app).get(`${path}&x=1`.replace('lng=de', 'lng=en'))
    expect(reopened.text).toContain(html(tr('en', 'admin', 'passwordReset.invalidLink')))
    expect(reopened.text).not.toContain('name="token"')
  })

  it('refuses an expired link (older than an hour)', async () => {
    const user = await createStaff('editor')
    await askForLink(user.email)
    const { token, path } = await mailedLink(user.email)
    // The hour has passed.
    await t.knex('password_reset_tokens').where({ userId: user.id }).update({ createdAt: new Date(Date.now() - 61 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
    const page = await request(t.app).get(path.replace(/lng=\w+/, 'lng=en'))
    expect(page.text).toContain(html(tr('en', 'admin', 'passwordReset.invalidLink')))
    const res = await request(t.app).post('/auth/reset').type('form').send({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })
    expect(res.headers.location).toBe('/auth/reset?invalid=1')
    expect(await loginStatus(user.email, STAFF_PASSWORD)).toBe(303)
  })

  it('refuses a made-up or malformed token without a 500', async () => {
    for (const token of ['A'.repeat(43), 'short', '<script>', '']) {
      const res = await request(t.app).post('/auth/reset').type('form').send({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })
      expect([token, res.status, res.headers.location]).toEqual([token, 303, '/auth/reset?invalid=1'])
    }
    expect((await request(t.app).get('/auth/reset?token=%00%ff')).status).toBe(200)
    expect((await request(t.app).get('/auth/reset?lng=es')).text).toContain(html(tr('es', 'admin', 'passwordReset.invalidLink')))
  })

  it('limits requests per address and per e-mail, with the same answer for unknown e-mails (429 + Retry-After)', async () => {
    // Per e-mail: 3 an hour, whoever asks and whether or not the account exists.
    const user = await createStaff('editor')
    for (const email of [user.email, 'ghost.limit@staff.example']) {
      for (let i = 0; i < 3; i++) expect((await askForLink(email)).status).toBe(303)
      const limited = await askForLink(email, 'en')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.text).toContain(html(tr('en', 'admin', 'passwordReset.rateLimited')))
    }
    // Per client address: 10 per 15 minutes, whichever addresses are asked for.
    const ip = '192.0.2.200'
    for (let i = 0; i < 10; i++) expect((await askForLink(`spray.${i}@staff.example`, 'en', ip)).status).toBe(303)
    const limited = await askForLink('spray.last@staff.example', 'en', ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
  })
})
