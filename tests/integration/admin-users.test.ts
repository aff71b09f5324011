import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteUsers } from '../../src/users/users.admin.server'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { createStaff, csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

let ipCounter = 0
/** A fresh agent logged in with these credentials (each from its own address: the login limit is per IP). */
async function login(email: string, password: string) {
  const agent = request.agent(t.app)
  const ip = `203.0.113.${++ipCounter}`
  const page = await agent.get('/auth/login').set('X-Forwarded-For', ip)
  const res = await agent.post('/auth/login').set('X-Forwarded-For', ip).type('form').send({ email, password, _csrf: csrfOf(page.text) })
  return { agent, res }
}

const userForm = (csrf: string, fields: Record<string, string> = {}) => ({ _csrf: csrf, name: 'Marta Pons', email: 'marta@example.com', role: 'editor', password: 'a brand new passphrase', ...fields })

describe('admin: users', () => {
  it('is for admins only: editors see the 403 page (pages, forms) or get 403 (API), anonymous visitors go to the login', async () => {
    const editor = await loginAs(t.app, 'editor')
    for (const path of ['/admin/users', '/admin/users/new', '/admin/users/1/edit']) {
      expect((await editor.agent.get(path)).status).toBe(403)
    }
    expect((await editor.agent.post('/admin/users/new').type('form').send(userForm(editor.csrf))).status).toBe(403)
    expect(await t.knex('users').where({ email: 'marta@example.com' }).first()).toBeUndefined()
    expect((await editor.agent.post('/api/admin/users/bulk-delete').set('X-CSRF-Token', editor.csrf).send({ ids: [editor.user.id] })).status).toBe(403)
    expect((await request(t.app).get('/admin/users')).headers.location).toBe('/auth/login?next=%2Fadmin%2Fusers')
    expect((await request(t.app).post('/api/admin/users/bulk-delete').send({ ids: [editor.user.id] })).status).toBe(401)
    // The sidebar hides the screen from editors.
    expect((await editor.agent.get('/admin?lng=en')).text).not.toContain('href="/admin/users"')
  })

  it('lists users with name, e-mail, role and last login; searches and filters by role', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const other = await createStaff('editor')
    const list = await agent.get('/admin/users?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain(other.email)
    expect(list.text).toContain(html(tr('en', 'admin', 'usersAdmin.never')))
    expect(list.text).toContain(`href="/admin/users/${other.id}/edit"`)
    const search = await agent.get(`/admin/users?lng=en&q=${encodeURIComponent(other.email.toUpperCase())}`)
    expect(search.text).toContain(other.email)
    expect(adminGridOf((await agent.get('/admin/users?q=nobody-has-this')).text).rows).toEqual([])
    const editors = adminGridOf((await agent.get('/admin/users?lng=en&role=editor&pageSize=100')).text)
    expect(editors.rows.length).toBeGreaterThan(0)
    expect(editors.rows.every((r) => r.cells.role === tr('en', 'admin', 'roles.editor'))).toBe(true)
    const admins = adminGridOf((await agent.get('/admin/users?lng=en&role=admin&pageSize=100')).text).rows
    expect(admins.every((r) => r.cells.role === tr('en', 'admin', 'roles.admin'))).toBe(true)
    expect(admins.find((r) => r.cells.lastLogin !== tr('en', 'admin', 'usersAdmin.never'))).toBeTruthy()
    expect((await agent.get('/admin/users?role=admin&lng=en')).text).not.toContain(other.email)
  })

  it('creates a user who can log in, and with "must change" is sent to choose a password first', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const page = await agent.get('/admin/users/new?lng=en')
    expect(page.status).toBe(200)
    const res = await agent.post('/admin/users/new').type('form').send(userForm(csrfOf(page.text), { mustChangePassword: 'on' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/users?saved=created')
    const stored = await t.knex('users').where({ email: 'marta@example.com' }).first()
    expect(stored).toMatchObject({ name: 'Marta Pons', role: 'editor', mustChangePassword: true })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
    const first = await login('marta@example.com', 'a brand new passphrase')
    expect(first.res.status).toBe(303)
    expect((await first.agent.get('/admin/trip-types')).headers.location).toBe('/admin/account/password?next=%2Fadmin%2Ftrip-types')

    const plain = await agent.post('/admin/users/new').type('form').send(userForm(csrf, { email: 'joan@example.com', role: 'admin' }))
    expect(plain.status).toBe(303)
    const joan = await login('joan@example.com', 'a brand new passphrase')
    expect(joan.res.headers.location).toBe('/admin')
    expect((await joan.agent.get('/admin/users')).status).toBe(200)
  })

  it('validates with field errors in the staff language, keeps values but never the password, and refuses a taken e-mail (any case)', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const bad = await agent.post('/admin/users/new?lng=de').type('form').send(userForm(csrf, { email: 'not-an-email', password: 'short pass', role: 'owner', name: 'Kept Name' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('de', 'common', 'forms.errors.email')))
    expect(bad.text).toContain(html(tr('de', 'common', 'forms.errors.passwordShort')))
    expect(bad.text).toContain(html(tr('de', 'common', 'forms.errors.invalid')))
    expect(bad.text).toContain('value="Kept Name"')
    expect(bad.text).not.toContain('short pass')
    const taken = await agent.post('/admin/users/new?lng=en').type('form').send(userForm(csrf, { email: ' MARTA@Example.COM ' }))
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(tr('en', 'admin', 'usersAdmin.errors.emailTaken')))
    expect(await t.knex('users').whereRaw('lower(email) = ?', ['marta@example.com']).count('* as n').first()).toMatchObject({ n: expect.anything() })
    expect(Number((await t.knex('users').whereRaw('lower(email) = ?', ['marta@example.com']).count('* as n').first())!.n)).toBe(1)
  })

  it('edits name, e-mail and role; refuses another user\'s e-mail; answers 404 for an unknown user', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const target = await createStaff('editor')
    const edit = await agent.get(`/admin/users/${target.id}/edit?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain(`value="${target.email}"`)
    expect(edit.text).not.toContain('argon2')
    const res = await agent.post(`/admin/users/${target.id}/edit`).type('form').send({ _csrf: csrf, name: 'Renamed', email: 'Renamed@Example.com', role: 'user', newPassword: '' })
    expect(res.headers.location).toBe('/admin/users?saved=updated')
    expect(await t.knex('users').where({ id: target.id }).first()).toMatchObject({ name: 'Renamed', email: 'Renamed@Example.com', role: 'user' })
    // An empty new password keeps the old one.
    expect((await login('renamed@example.com', target.password)).res.status).toBe(303)
    const clash = await agent.post(`/admin/users/${target.id}/edit?lng=en`).type('form').send({ _csrf: csrf, name: 'Renamed', email: 'MARTA@example.com', role: 'user' })
    expect(clash.status).toBe(409)
    expect(clash.text).toContain(html(tr('en', 'admin', 'usersAdmin.errors.emailTaken')))
    expect((await agent.get('/admin/users/999999/edit')).status).toBe(404)
    expect((await agent.get('/admin/users/abc/edit')).status).toBe(404)
    expect((await agent.post('/admin/users/999999/edit').type('form').send({ _csrf: csrf, name: 'X', email: 'x@example.com', role: 'user' })).status).toBe(404)
  })

  it('resets a password: the user logs in with the new one only, and their open sessions end', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const target = await createStaff('editor')
    const before = await login(target.email, target.password)
    expect((await before.agent.get('/admin/trip-types')).status).toBe(200)
    const short = await agent.post(`/admin/users/${target.id}/edit?lng=en`).type('form').send({ _csrf: csrf, name: target.name, email: target.email, role: 'editor', newPassword: 'too short' })
    expect(short.status).toBe(400)
    expect(short.text).toContain(html(tr('en', 'common', 'forms.errors.passwordShort')))
    const res = await agent.post(`/admin/users/${target.id}/edit`).type('form').send({ _csrf: csrf, name: target.name, email: target.email, role: 'editor', newPassword: 'the reset passphrase 42' })
    expect(res.status).toBe(303)
    expect((await before.agent.get('/admin/trip-types')).headers.location).toMatch(/^\/auth\/login/)
    expect((await login(target.email, target.password)).res.status).toBe(401)
    const after = await login(target.email, 'the reset passphrase 42')
    expect(after.res.headers.location).toBe('/admin')
    // The admin's own session is untouched.
    expect((await agent.get('/admin/users')).status).toBe(200)
  })

  it('deletes users and ends their sessions, but never yourself', async () => {
    const { agent, csrf, user: me } = await loginAs(t.app, 'admin')
    const target = await createStaff('editor')
    const session = await login(target.email, target.password)
    expect((await session.agent.get('/admin/trip-types')).status).toBe(200)
    expect(Number((await t.knex('session').whereRaw("(sess->>'userId') = ?", [String(target.id)]).count('* as n').first())!.n)).toBe(1)

    const self = await agent.post('/api/admin/users/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ ids: [target.id, me.id] })
    expect(self.status).toBe(409)
    expect(self.body.error.message).toBe(tr('en', 'admin', 'usersAdmin.errors.self'))
    expect(await t.knex('users').where({ id: target.id }).first()).toBeTruthy()
    const selfForm = await agent.post(`/admin/users/${me.id}/delete`).type('form').send({ _csrf: csrf })
    expect(selfForm.headers.location).toBe(`/admin/users/${me.id}/edit?refused=self`)
    expect((await agent.get(`/admin/users/${me.id}/edit?refused=self&lng=en`)).text).toContain(html(tr('en', 'admin', 'usersAdmin.errors.self')))

    expect((await agent.post('/api/admin/users/bulk-delete').send({ ids: [target.id] })).status).toBe(403)
    const res = await agent.post('/api/admin/users/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [target.id] })
    expect(res.body).toEqual({ deleted: 1 })
    expect(await t.knex('users').where({ id: target.id }).first()).toBeUndefined()
    expect(Number((await t.knex('session').whereRaw("(sess->>'userId') = ?", [String(target.id)]).count('* as n').first())!.n)).toBe(0)
    expect((await session.agent.get('/admin/trip-types')).headers.location).toMatch(/^\/auth\/login/)

    const another = await createStaff('user')
    const viaForm = await agent.post(`/admin/users/${another.id}/delete`).type('form').send({ _csrf: csrf })
    expect(viaForm.headers.location).toBe('/admin/users?deleted=1')
    expect(await t.knex('users').where({ id: another.id }).first()).toBeUndefined()
  })

  it('never demotes or deletes the last admin (409 with a clear message)', async () => {
    const { agent, csrf, user: me } = await loginAs(t.app, 'admin')
    const otherAdmins = await t.knex('users').where({ role: 'admin' }).whereNot({ id: me.id }).pluck('id')
    await t.knex('users').whereIn('id', otherAdmins).update({ role: 'editor' })
    try {
      const res = await agent.post(`/admin/users/${me.id}/edit?lng=en`).type('form').send({ _csrf: csrf, name: me.name, email: me.email, role: 'editor' })
      expect(res.status).toBe(409)
      expect(res.text).toContain(html(tr('en', 'admin', 'usersAdmin.errors.lastAdmin')))
      expect((await t.knex('users').where({ id: me.id }).first()).role).toBe('admin')
      // Deleting the last admin is refused too (whoever asks).
      const editor = await createStaff('editor')
      await expect(deleteUsers([me.id], editor.id)).rejects.toMatchObject({ status: 409, message: 'lastAdmin' })
      // With a second admin the demotion is fine.
      await t.knex('users').where({ id: editor.id }).update({ role: 'admin' })
      const ok = await agent.post(`/admin/users/${editor.id}/edit`).type('form').send({ _csrf: csrf, name: 'Second admin', email: editor.email, role: 'admin' })
      expect(ok.status).toBe(303)
      const demoteMe = await agent.post(`/admin/users/${me.id}/edit`).type('form').send({ _csrf: csrf, name: me.name, email: me.email, role: 'editor' })
      expect(demoteMe.status).toBe(303)
      expect((await t.knex('users').where({ id: me.id }).first()).role).toBe('editor')
      expect((await agent.get('/admin/users')).status).toBe(403)
    } finally {
      await t.knex('users').whereIn('id', otherAdmins).update({ role: 'admin' })
    }
  })
})
