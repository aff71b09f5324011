import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ROLES } from '../../src/lib/roles'
import { staffLanguageOf } from '../../src/users/users.server'
import { html, tr } from '../helpers/locales'
import { createStaff, csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

/** Issue 14 (ADR 038): the new roles can be held, and each staff member chooses the language of the e-mails they receive. */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('my account (/admin/account)', () => {
  it.each(STAFF_ROLES)('a %s opens it from the sidebar: name, e-mail, role and what the role may do', async (role) => {
    const { agent, user } = await loginAs(t.app, role)
    const page = await agent.get('/admin/account?lng=de')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(user.email))
    expect(page.text).toContain(html(tr('de', 'admin', `roles.${role}`)))
    expect(page.text).toContain(html(tr('de', 'admin', `roleDescriptions.${role}`)))
    expect(page.text).toContain('href="/admin/account" aria-current="page"')
    expect(page.text).toContain('<option value="es" selected="">Español</option>')
  })

  it('stores the language of their e-mails (a form that works without JavaScript), and refuses anything else', async () => {
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')
    expect(await staffLanguageOf(user.email)).toBe('es')
    const bad = await agent.post('/admin/account?lng=en').type('form').send({ _csrf: csrf, language: 'fr' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.invalid')))
    expect(await staffLanguageOf(user.email)).toBe('es')
    const saved = await agent.post('/admin/account').type('form').send({ _csrf: csrf, language: 'de' })
    expect([saved.status, saved.headers.location]).toEqual([303, '/admin/account?saved=updated'])
    expect(await staffLanguageOf(user.email.toUpperCase())).toBe('de')
    const page = await agent.get('/admin/account?saved=updated&lng=en')
    expect(page.text).toContain('<option value="de" selected="">Deutsch</option>')
    expect(page.text).toContain(html(tr('en', 'admin', 'accountPage.saved')))
    // Only staff have a staff language.
    expect(await staffLanguageOf('nobody@example.com')).toBeNull()
    const visitor = await createStaff('user')
    expect(await staffLanguageOf(visitor.email)).toBeNull()
  })

  it('a visitor account is sent home; the form refuses anonymous posts', async () => {
    const { agent } = await loginAs(t.app, 'user')
    expect((await agent.get('/admin/account')).headers.location).toBe('/')
    expect((await request(t.app).post('/admin/account').type('form').send({ language: 'de' })).status).toBeGreaterThanOrEqual(300)
  })

  it('a driver replacing a one-time password is sent to change it before their jobs, then to their jobs', async () => {
    const driver = await createStaff('driver', { mustChangePassword: true })
    const agent = request.agent(t.app)
    const csrf = csrfOf((await agent.get('/auth/login')).text)
    const login = await agent.post('/auth/login').type('form').send({ email: driver.email, password: driver.password, _csrf: csrf })
    expect(login.headers.location).toBe('/admin/driver')
    expect((await agent.get('/admin/driver')).headers.location).toBe('/admin/account/password?next=%2Fadmin%2Fdriver')
    const form = await agent.get('/admin/account')
    expect(form.headers.location).toBe('/admin/account/password?next=%2Fadmin%2Faccount')
    const page = await agent.get('/admin/account/password')
    const changed = await agent.post('/admin/account/password').type('form').send({ _csrf: csrfOf(page.text), password: 'a driver passphrase 42', confirm: 'a driver passphrase 42' })
    expect(changed.headers.location).toBe('/admin/driver?saved=password')
    expect((await agent.get('/admin/driver?saved=password&lng=en')).text).toContain(html(tr('en', 'admin', 'dashboardPage.passwordChanged')))
  })
})

describe('users screens: the new roles and the staff language', () => {
  it('creates a dispatcher and a driver with their e-mail language; the form explains each role', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get('/admin/users/new?lng=ca')
    for (const role of ['admin', 'editor', 'dispatcher', 'driver', 'user']) {
      expect(page.text).toContain(`value="${role}"`)
      expect(page.text).toContain(html(tr('ca', 'admin', `roleDescriptions.${role}`)))
    }
    const csrf = csrfOf(page.text)
    for (const [email, role, language] of [['disp@example.com', 'dispatcher', 'de'], ['drv@example.com', 'driver', 'ca']] as const) {
      const res = await agent.post('/admin/users/new').type('form').send({ _csrf: csrf, name: role, email, role, language, password: 'a brand new passphrase' })
      expect(res.status).toBe(303)
      expect(await t.knex('users').where({ email }).first()).toMatchObject({ role, language })
    }
    // Editing keeps the language unless the form changes it.
    const { id } = await t.knex('users').where({ email: 'drv@example.com' }).first()
    expect((await agent.post(`/admin/users/${id}/edit`).type('form').send({ _csrf: csrf, name: 'Driver', email: 'drv@example.com', role: 'driver' })).status).toBe(303)
    expect(await t.knex('users').where({ id }).first()).toMatchObject({ name: 'Driver', language: 'ca' })
    expect((await agent.get(`/admin/users/${id}/edit`)).text).toContain('<option value="ca" selected="">Català</option>')
    const list = await agent.get('/admin/users?role=dispatcher&lng=en')
    expect(list.text).toContain('disp@example.com')
    expect(list.text).not.toContain('drv@example.com')
  })

  it('the database refuses a role it does not know', async () => {
    await expect(t.knex('users').insert({ email: 'owner@example.com', role: 'owner' })).rejects.toThrow(/users_role_check/)
    await expect(t.knex('users').insert({ email: 'fr@example.com', role: 'editor', language: 'fr' })).rejects.toThrow(/users_language_check/)
  })
})
