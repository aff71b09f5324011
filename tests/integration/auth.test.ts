import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_EMAIL, ensureFirstAdmin } from '../../src/users/first-admin'
import { driverAwaitingAccount } from '../../src/fleet/fleet.server'
import { DEMO_DRIVER_EMAIL } from '../../src/seed/content/operations'
import { html, tr } from '../helpers/locales'
import { createStaff, csrfOf, loginAs, STAFF_PASSWORD } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const sessionCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mt.sid='))

async function loginPage(agent = request.agent(t.app), query = '') {
  const page = await agent.get(`/auth/login${query}`)
  return { agent, page, csrf: csrfOf(page.text) }
}

describe('/auth/login', () => {
  it('is a translated, unindexed form with a CSRF token in a session cookie (HttpOnly, SameSite=Lax)', async () => {
    const { page } = await loginPage(request.agent(t.app), '?lng=de')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('de', 'admin', 'login.title')))
    expect(page.text).toContain('name="robots" content="noindex, nofollow"')
    expect(page.text).toContain('autoComplete="current-password"')
    const cookie = sessionCookie(page)!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
    // A staff page: the cookie choice applies, the visitors' chat assistant does not.
    expect(page.text).toContain('data-island="CookieBanner"')
    expect(page.text).not.toContain('data-island="ChatWidget"')
    expect((await request(t.app).get('/menorca-taxis')).text).toContain('data-island="ChatWidget"')
  })

  it('refuses a login without the CSRF token (403)', async () => {
    const user = await createStaff('admin')
    const res = await request(t.app).post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD })
    expect(res.status).toBe(403)
  })

  it('answers a wrong password and an unknown e-mail with the same message (401), and field errors for empty fields (400)', async () => {
    const user = await createStaff('admin')
    const { agent, csrf } = await loginPage()
    const wrong = await agent.post('/auth/login?lng=en').type('form').send({ email: user.email, password: 'not it at all', _csrf: csrf })
    const unknown = await agent.post('/auth/login?lng=en').type('form').send({ email: 'nobody@staff.example', password: 'not it at all', _csrf: csrf })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.text).toContain(html(tr('en', 'admin', 'login.failed')))
    }
    expect(wrong.text).toContain(`value="${user.email}"`)
    expect(wrong.text).not.toContain('not it at all')
    const empty = await agent.post('/auth/login?lng=en').type('form').send({ email: '', password: '', _csrf: csrf })
    expect(empty.status).toBe(400)
    expect(empty.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
  })

  it('logs in with a new session id and goes back to the page that was wanted', async () => {
    const user = await createStaff('admin')
    const agent = request.agent(t.app)
    const wanted = await agent.get('/admin?from=test')
    expect(wanted.status).toBe(303)
    expect(wanted.headers.location).toBe(`/auth/login?next=${encodeURIComponent('/admin?from=test')}`)
    const { page, csrf } = await loginPage(agent, `?next=${encodeURIComponent('/admin?from=test')}`)
    const before = sessionCookie(page)!.split(';')[0]
    const res = await agent.post('/auth/login').type('form').send({ email: user.email.toUpperCase(), password: STAFF_PASSWORD, _csrf: csrf, next: '/admin?from=test' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin?from=test')
    expect(sessionCookie(res)!.split(';')[0]).not.toBe(before)
    const dashboard = await agent.get('/admin?lng=en')
    expect(dashboard.status).toBe(200)
    expect(dashboard.text).toContain(html(tr('en', 'admin', 'dashboardPage.newTransfers')))
  })

  it('never follows a next address to another site', async () => {
    const user = await createStaff('admin')
    const { agent, csrf } = await loginPage()
    const res = await agent.post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrf, next: '//evil.example/admin' })
    expect(res.headers.location).toBe('/admin')
  })

  it('is where /admin/login leads, with its language kept (not a page to land on again after logging in)', async () => {
    const res = await request(t.app).get('/admin/login?lng=de')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/auth/login?lng=de')
  })
})

describe('login throttling (ADR 023): attackers are slowed, the owner is never locked out', () => {
  /** A browser at a client address (the app trusts the loopback proxy's X-Forwarded-For). */
  function browserAt(ip: string) {
    const agent = request.agent(t.app)
    return {
      agent,
      async login(email: string, password: string, lng = 'en') {
        const page = await agent.get('/auth/login').set('X-Forwarded-For', ip)
        return agent.post(`/auth/login?lng=${lng}`).set('X-Forwarded-For', ip).type('form').send({ email, password, _csrf: csrfOf(page.text) })
      },
      async logout() {
        const csrf = csrfOf((await agent.get('/admin').set('X-Forwarded-For', ip)).text)
        expect((await agent.post('/auth/logout').set('X-Forwarded-For', ip).type('form').send({ _csrf: csrf })).status).toBe(303)
      },
    }
  }
  const expectThrottled = (res: request.Response) => {
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60 * 60)
    // The page names the same wait as the header, in minutes.
    const minutes = Math.max(1, Math.ceil(retryAfter / 60))
    expect(res.text).toContain(html(tr('en', 'admin', `login.rateLimited_${minutes === 1 ? 'one' : 'other'}`, { count: minutes })))
  }

  it("an attacker's failures slow and then stop the attacker (429 + Retry-After), but not the owner's known browser", async () => {
    const owner = await createStaff('admin')
    const home = browserAt('198.51.100.7')
    expect((await home.login(owner.email, STAFF_PASSWORD)).status).toBe(303)
    await home.logout()

    // The attacker has an account of their own: its known-device cookie is worth nothing for another account.
    const attackerAccount = await createStaff('user')
    const attacker = browserAt('203.0.113.66')
    expect((await attacker.login(attackerAccount.email, STAFF_PASSWORD)).status).toBe(303)
    for (let i = 0; i < 5; i++) expect((await attacker.login(owner.email, `guess number ${i}`)).status).toBe(401)
    // Refused from now on, even with the right password: the attacker learns nothing more.
    expectThrottled(await attacker.login(owner.email, `guess number 6`))
    expectThrottled(await attacker.login(owner.email, STAFF_PASSWORD))

    // The owner's known browser logs in — from home, and even from the attacker's own address.
    expect((await home.login(owner.email, STAFF_PASSWORD)).status).toBe(303)
    await home.logout()
    // (The same browser, now behind the attacker's address: its cookies go with it.)
    const page = await home.agent.get('/auth/login').set('X-Forwarded-For', '203.0.113.66')
    const fromAttackersAddress = await home.agent.post('/auth/login').set('X-Forwarded-For', '203.0.113.66').type('form').send({ email: owner.email, password: STAFF_PASSWORD, _csrf: csrfOf(page.text) })
    expect(fromAttackersAddress.status).toBe(303)
  })

  it('an attack spread over many addresses stops new browsers at the account limit, never the known one', async () => {
    const owner = await createStaff('editor')
    const office = browserAt('198.51.100.20')
    expect((await office.login(owner.email, STAFF_PASSWORD)).status).toBe(303)
    await office.logout()
    // 50 failures an hour per account from browsers it does not know, 5 from each of 10 addresses.
    for (let n = 0; n < 10; n++) {
      const bot = browserAt(`203.0.113.${100 + n}`)
      for (let i = 0; i < 5; i++) expect((await bot.login(owner.email, `bot ${n} guess ${i}`)).status).toBe(401)
    }
    // A fresh address and browser: refused even with the right password.
    expectThrottled(await browserAt('203.0.113.250').login(owner.email, STAFF_PASSWORD))
    // The owner's known browser is not.
    expect((await office.login(owner.email, STAFF_PASSWORD)).status).toBe(303)
  }, 120_000)

  it("a known browser's own failures are limited too, on their own", async () => {
    const owner = await createStaff('editor')
    const laptop = browserAt('198.51.100.30')
    expect((await laptop.login(owner.email, STAFF_PASSWORD)).status).toBe(303)
    await laptop.logout()
    for (let i = 0; i < 10; i++) expect((await laptop.login(owner.email, `typo ${i}`)).status).toBe(401)
    expectThrottled(await laptop.login(owner.email, STAFF_PASSWORD))
    // Another browser at another address is not held back by the laptop's typos.
    expect((await browserAt('198.51.100.31').login(owner.email, STAFF_PASSWORD)).status).toBe(303)
  })

  it('a success gives its attempt back: a busy office address is not stopped by its own logins', async () => {
    const office = '198.51.100.40'
    for (let i = 0; i < 25; i++) {
      const user = await createStaff('editor')
      expect((await browserAt(office).login(user.email, STAFF_PASSWORD)).status).toBe(303)
    }
  })
})

describe('changing a password', () => {
  it('ends every other session of the user; this one goes on', async () => {
    const user = await createStaff('admin')
    const agents = [request.agent(t.app), request.agent(t.app)]
    for (const agent of agents) {
      const page = await agent.get('/auth/login')
      expect((await agent.post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrfOf(page.text) })).status).toBe(303)
      expect((await agent.get('/admin')).status).toBe(200)
    }
    // Someone else's session is untouched.
    const bystander = await loginAs(t.app, 'editor')
    const [changer, other] = agents as [request.Agent, request.Agent]
    const token = csrfOf((await changer.get('/admin/account/password')).text)
    const done = await changer.post('/admin/account/password').type('form').send({ password: 'a brand new passphrase', confirm: 'a brand new passphrase', _csrf: token })
    expect(done.status).toBe(303)
    expect((await changer.get('/admin')).status).toBe(200)
    const loggedOut = await other.get('/admin')
    expect(loggedOut.status).toBe(303)
    expect(loggedOut.headers.location).toMatch(/^\/auth\/login/)
    expect((await other.get('/api/user')).status).toBe(401)
    expect((await bystander.agent.get('/admin')).status).toBe(200)
  })
})

describe('admin guard (SPEC §2, §6)', () => {
  it('sends a logged-in user without a staff role to the home page', async () => {
    const { agent } = await loginAs(t.app, 'user')
    const res = await agent.get('/admin')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/')
  })

  it('lets an editor into content screens but not into admin-only ones', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    expect((await agent.get('/admin')).status).toBe(200)
    const users = await agent.get('/admin/users')
    expect(users.status).toBe(403)
  })

  it('/api/admin answers 401 anonymous and 403 without the role', async () => {
    expect((await request(t.app).get('/api/admin/metrics')).status).toBe(401)
    const { agent } = await loginAs(t.app, 'user')
    expect((await agent.get('/api/admin/metrics')).status).toBe(403)
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/api/admin/metrics')).status).toBe(403)
  })

  it('shows the admin icon in the site header to a logged-in user', async () => {
    const { agent } = await loginAs(t.app, 'user')
    expect((await agent.get('/about')).text).toContain('data-testid="admin-link"')
    expect((await request(t.app).get('/about')).text).not.toContain('data-testid="admin-link"')
  })
})

describe('logout and CSRF', () => {
  it('logs out only by POST with the token, and destroys the session', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.post('/auth/logout').type('form').send({})).status).toBe(403)
    const out = await agent.post('/auth/logout').type('form').send({ _csrf: csrf })
    expect(out.status).toBe(303)
    expect(out.headers.location).toBe('/')
    expect((await agent.get('/admin')).status).toBe(303)
  })

  it('shows a staff form sent with a stale token again, in the staff language, with what was typed and a fresh token; nothing is saved', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = await t.knex('faq_entries').count({ n: '*' }).first()
    // The token of a page opened before signing out and in again in another tab.
    const stale = await agent.post('/admin/faq/new?lng=de').type('form').send({ _csrf: 'a-token-of-a-session-signed-out-since', question_es: '¿Dónde para el autobús?', answer_es: 'En la parada de la plaza.', topic: 'general', sortOrder: '0' })
    expect(stale.status).toBe(403)
    expect(stale.text).toContain(html(tr('de', 'common', 'forms.expired')))
    expect(stale.text).toContain(html('¿Dónde para el autobús?'))
    expect(csrfOf(stale.text)).toBe(csrf)
    expect(await t.knex('faq_entries').count({ n: '*' }).first()).toEqual(before)
    // A script's request gets the same words as its message.
    const api = await agent.post('/api/admin/faq/bulk-delete?lng=de').set('X-CSRF-Token', 'stale').send({ ids: [1] })
    expect(api.status).toBe(403)
    expect(api.body.error.message).toBe(tr('de', 'common', 'forms.expired'))
  })

  it('refuses a state-changing request from another site', async () => {
    const res = await request(t.app).post('/api/subscribe').set('Origin', 'https://evil.example').send({ email: 'x@example.com' })
    expect(res.status).toBe(403)
    const same = await request(t.app).post('/api/subscribe').set('Origin', 'http://localhost:3000').send({ email: 'same.origin@example.com' })
    expect(same.status).toBe(200)
  })
})

describe('first admin', () => {
  it('a one-time password must be replaced at the first login', async () => {
    const user = await createStaff('admin', { mustChangePassword: true })
    const { agent, csrf } = await loginPage()
    await agent.post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrf })
    const dashboard = await agent.get('/admin')
    expect(dashboard.status).toBe(303)
    expect(dashboard.headers.location).toBe('/admin/account/password')
    const form = await agent.get('/admin/account/password?lng=en')
    expect(form.status).toBe(200)
    const token = csrfOf(form.text)
    const short = await agent.post('/admin/account/password?lng=en').type('form').send({ password: 'short', confirm: 'short', _csrf: token })
    expect(short.status).toBe(400)
    expect(short.text).toContain(html(tr('en', 'common', 'forms.errors.passwordShort')))
    const mismatch = await agent.post('/admin/account/password?lng=en').type('form').send({ password: 'a brand new passphrase', confirm: 'another passphrase!', _csrf: token })
    expect(mismatch.text).toContain(html(tr('en', 'common', 'forms.errors.passwordMismatch')))
    const done = await agent.post('/admin/account/password').type('form').send({ password: 'a brand new passphrase', confirm: 'a brand new passphrase', _csrf: token })
    expect(done.status).toBe(303)
    expect(done.headers.location).toBe('/admin?saved=password')
    expect((await agent.get('/admin')).status).toBe(200)
  })

  it('after replacing a one-time password, goes on to the admin page that was asked for', async () => {
    const user = await createStaff('editor', { mustChangePassword: true })
    const { agent, csrf } = await loginPage()
    const login = await agent.post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrf, next: '/admin/trips?q=boat' })
    expect(login.headers.location).toBe('/admin/trips?q=boat')
    const wanted = await agent.get('/admin/trips?q=boat')
    expect(wanted.headers.location).toBe('/admin/account/password?next=%2Fadmin%2Ftrips%3Fq%3Dboat')
    const form = await agent.get(String(wanted.headers.location))
    expect(form.text).toContain('<input type="hidden" name="next" value="/admin/trips?q=boat"/>')
    const token = csrfOf(form.text)
    // A failed attempt keeps where to go next.
    const short = await agent.post('/admin/account/password').type('form').send({ password: 'short', confirm: 'short', next: '/admin/trips?q=boat', _csrf: token })
    expect(short.text).toContain('<input type="hidden" name="next" value="/admin/trips?q=boat"/>')
    const done = await agent.post('/admin/account/password').type('form').send({ password: 'a brand new passphrase', confirm: 'a brand new passphrase', next: '/admin/trips?q=boat', _csrf: token })
    expect(done.headers.location).toBe('/admin/trips?q=boat')
    expect((await agent.get('/admin/trips?q=boat')).status).toBe(200)
  })

  it('never sends anyone on to another site; a screen their role may not open then answers its 403 page', async () => {
    const user = await createStaff('editor', { mustChangePassword: true })
    const { agent, csrf } = await loginPage()
    await agent.post('/auth/login').type('form').send({ email: user.email, password: STAFF_PASSWORD, _csrf: csrf })
    for (const next of ['//evil.example/admin', 'https://evil.example/', '/trips', '/admin/account/password']) {
      // Each change gives the session a new id and token.
      const token = csrfOf((await agent.get('/admin/account/password')).text)
      const refused = await agent.post('/admin/account/password').type('form').send({ password: 'a brand new passphrase', confirm: 'a brand new passphrase', next, _csrf: token })
      expect([next, refused.headers.location]).toEqual([next, '/admin?saved=password'])
    }
    // The page decides by its own declaration (ADR 019), not the address: the editor sees the translated 403 inside the admin.
    const token = csrfOf((await agent.get('/admin/account/password')).text)
    const users = await agent.post('/admin/account/password').type('form').send({ password: 'a brand new passphrase', confirm: 'a brand new passphrase', next: '/admin/users', _csrf: token })
    expect(users.headers.location).toBe('/admin/users')
    const page = await agent.get('/admin/users?lng=en')
    expect(page.status).toBe(403)
    expect(page.text).toContain(html(tr('en', 'admin', 'forbidden.title')))
  })

  it('is created once on an empty embedded database and its password printed once', async () => {
    const lines: string[] = []
    const logger = { info: () => {} } as never
    await t.knex('users').del()
    await ensureFirstAdmin({ embedded: true, logger, print: (l) => lines.push(l) })
    await ensureFirstAdmin({ embedded: true, logger, print: (l) => lines.push(l) })
    const printed = lines.join('\n')
    expect(printed).toContain(DEMO_ADMIN_EMAIL)
    expect(printed.match(/password: /g)).toHaveLength(1)
    const row = await t.knex('users').where({ email: DEMO_ADMIN_EMAIL }).first()
    expect(row).toMatchObject({ role: 'admin', mustChangePassword: true })
    const password = /password: (\S+)/.exec(printed)![1]!
    const { agent, csrf } = await loginPage()
    const res = await agent.post('/auth/login').type('form').send({ email: DEMO_ADMIN_EMAIL, password, _csrf: csrf })
    expect(res.headers.location).toBe('/admin')
  })

  it('on the demo, also creates the seeded driver\'s account (role driver, one-time password), linked to its driver record, once', async () => {
    const lines: string[] = []
    const logger = { info: () => {} } as never
    await t.knex('users').del()
    const [{ id: driverId }] = await t.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611200301', email: DEMO_DRIVER_EMAIL }).returning('id')
    const demoDriver = () => driverAwaitingAccount(DEMO_DRIVER_EMAIL)
    await ensureFirstAdmin({ embedded: true, logger, print: (l) => lines.push(l), demoDriver })
    await ensureFirstAdmin({ embedded: true, logger, print: (l) => lines.push(l), demoDriver })
    const printed = lines.join('\n')
    expect(printed.match(/password: /g)).toHaveLength(2)
    const user = await t.knex('users').where({ email: DEMO_DRIVER_EMAIL }).first()
    expect(user).toMatchObject({ role: 'driver', name: 'Toni Pons', mustChangePassword: true })
    expect((await t.knex('drivers').where({ id: driverId }).first()).userId).toBe(user.id)
    const password = [...printed.matchAll(/password: (\S+)/g)][1]![1]!
    const { agent, csrf } = await loginPage()
    const res = await agent.post('/auth/login').type('form').send({ email: DEMO_DRIVER_EMAIL, password, _csrf: csrf })
    expect(res.headers.location).toBe('/admin/driver')
  })

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, once', async () => {
    const logger = { info: () => {} } as never
    await ensureFirstAdmin({ email: 'owner@staff.example', password: 'owner passphrase 2026', embedded: false, logger })
    await ensureFirstAdmin({ email: 'owner@staff.example', password: 'owner passphrase 2026', embedded: false, logger })
    expect(await t.knex('users').where({ email: 'owner@staff.example' })).toHaveLength(1)
  })

  it('with ADMIN_EMAIL, several instances starting at once all start, and the account is made once', async () => {
    const logger = { info: () => {} } as never
    const start = () => ensureFirstAdmin({ email: 'replicas@staff.example', password: 'owner passphrase 2026', embedded: false, logger })
    // Each checks for the address before the others have saved it (hashing the password takes a while).
    await expect(Promise.all([start(), start(), start()])).resolves.toBeDefined()
    expect(await t.knex('users').where({ email: 'replicas@staff.example' })).toHaveLength(1)
  })
})
