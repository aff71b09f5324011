import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApiGuard } from '../../src/auth/guard'
import { refuseUndeclaredStaffRoutes, requireRole, staffRoutesOf, type StaffRoute } from '../../src/lib/require-role'
import { isRoleDeclaration, STAFF_HOME, type RoleDeclaration } from '../../src/lib/roles'
import { createI18n } from '../../src/i18n/i18n.server'
import { createErrorHandler } from '../../src/server/error-handler'
import { html, tr } from '../helpers/locales'
import { createStaff, csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

/** Issue 12 item 2 / ADR 019: every staff page and endpoint declares its roles; the matched one decides. */

let t: TestApp
let editor: Awaited<ReturnType<typeof loginAs>>
let admin: Awaited<ReturnType<typeof loginAs>>
beforeAll(async () => {
  t = await startTestApp()
  editor = await loginAs(t.app, 'editor')
  admin = await loginAs(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
})

// ---- The Vike admin pages, found on disk (not through the mechanism under test) ----

interface AdminPage {
  folder: string
  url: string
  roles: unknown
}

/** A route parameter's sample value: the guard decides before any data is read, so it need not exist. */
const SAMPLE_PARAMS: Record<string, string> = { '@id': '1', '@key': 'about', '@page': 'home' }

function pageFolders(dir: string): string[] {
  const here = existsSync(path.join(dir, '+Page.tsx')) ? [dir] : []
  const children = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return [...here, ...children.flatMap((entry) => pageFolders(path.join(dir, entry.name)))]
}

async function adminPages(): Promise<AdminPage[]> {
  return Promise.all(
    pageFolders(path.resolve('views/admin')).map(async (folder) => {
      const relative = `/${path.relative(path.resolve('views'), folder).split(path.sep).join('/')}`
      const routeFile = path.join(folder, '+route.ts')
      const route = existsSync(routeFile) ? ((await import(routeFile)) as { default: string }).default : relative
      const url = route.replace(/@\w+/g, (param) => SAMPLE_PARAMS[param] ?? '1')
      const rolesFile = path.join(folder, '+roles.ts')
      const roles = existsSync(rolesFile) ? ((await import(rolesFile)) as { default: unknown }).default : undefined
      return { folder: path.relative(process.cwd(), folder), url, roles }
    }),
  )
}

const allows = (roles: unknown, role: string) => isRoleDeclaration(roles) && (roles as readonly string[]).includes(role)
const withParams = (route: string) => route.replace(/:(\w+)/g, '1')

describe('(a) every staff page and endpoint declares its roles', () => {
  it('every Vike admin page has its own +roles.ts with a valid declaration, and only the admin guard judges them', async () => {
    const pages = await adminPages()
    expect(pages.length).toBeGreaterThan(40)
    const undeclared = pages.filter((page) => !isRoleDeclaration(page.roles)).map((page) => page.folder)
    expect(undeclared).toEqual([])
    // One guard for all of them (views/admin/+guard.ts): a page's own +guard.ts would replace it.
    const guards = pageFolders(path.resolve('views')).concat(path.resolve('views/admin')).filter((folder) => existsSync(path.join(folder, '+guard.ts')))
    expect([...new Set(guards)].map((folder) => path.relative(process.cwd(), folder))).toEqual(['views/admin'])
  })

  it('every Express route under /admin and /api/admin (walked from the app itself) has a declaration', () => {
    const routes = staffRoutesOf(t.app)
    expect(routes.length).toBeGreaterThan(60)
    // The walk sees routes of every kind: mounted routers, shared helpers and the auth routes.
    for (const known of ['GET /api/admin/metrics', 'POST /api/admin/users/bulk-delete', 'POST /admin/trips/edit/:id', 'POST /admin/account/password', 'GET /api/admin/export.json']) {
      expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(known)
    }
    expect(routes.filter((route) => !route.roles).map((route) => `${route.method} ${route.path}`)).toEqual([])
  })

  it('a staff route defined without a declaration is refused to everyone, admins included (deny by default)', async () => {
    const app = express()
    app.use((req, _res, next) => {
      req.user = { id: 1, email: 'a@example.com', name: 'A', role: 'admin', mustChangePassword: false } as never
      next()
    })
    app.get('/api/admin/forgotten', (_req, res) => {
      res.json({ secret: 'data' })
    })
    app.get('/api/admin/declared', requireRole('admin'), (_req, res) => {
      res.json({ ok: true })
    })
    // API addresses answer JSON: no page is ever rendered here.
    app.use(createErrorHandler(() => Promise.reject(new Error('an API answer needs no page')), await createI18n()))
    const named: string[] = []
    refuseUndeclaredStaffRoutes(app, (route) => named.push(route))
    expect(named).toEqual(['GET /api/admin/forgotten'])
    const refused = await request(app).get('/api/admin/forgotten')
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'forbidden'])
    expect(refused.text).not.toContain('secret')
    expect((await request(app).get('/api/admin/declared')).status).toBe(200)
  })

  it("walks past a mounted connect app (Vite's dev middleware, `npm run dev`): its layers name their mount path in `route`", () => {
    const app = express()
    const viteLike = Object.assign((_req: express.Request, _res: express.Response, next: express.NextFunction) => next(), {
      stack: [{ route: '/@vite/client', handle: () => {} }, { route: '', handle: Object.assign(() => {}, { stack: [{ route: '/@fs', handle: () => {} }] }) }],
    })
    app.use(viteLike)
    app.get('/api/admin/declared', requireRole('admin'), (_req, res) => {
      res.json({ ok: true })
    })
    expect(staffRoutesOf(app).map((route: StaffRoute) => route.path)).toEqual(['/api/admin/declared'])
    expect(() => refuseUndeclaredStaffRoutes(app)).not.toThrow()
  })

  it('an authentication guard may precede the declaration, nothing else may', () => {
    const app = express()
    const noop: express.RequestHandler = (_req, _res, next) => next()
    app.get('/api/admin/a', adminApiGuard, requireRole('editor'), noop)
    app.get('/api/admin/b', noop, requireRole('editor'), noop)
    const routes = Object.fromEntries(staffRoutesOf(app).map((route: StaffRoute) => [route.path, route.roles]))
    expect(routes).toEqual({ '/api/admin/a': ['editor'], '/api/admin/b': undefined })
  })

  it('requireRole refuses an unknown role at definition time', () => {
    expect(() => requireRole(...(['admin', 'owner'] as unknown as RoleDeclaration))).toThrow(/unknown role/)
  })
})

// ---- (b) other spellings of admin-only addresses ----

/** The same address spelled differently; each must reach, at most, the same declared route. */
function spellings(address: string): Array<[string, string]> {
  const api = address.startsWith('/api/')
  const prefix = api ? '/api/admin' : '/admin'
  const rest = address.slice(prefix.length) // "/users/1/edit"
  const segments = rest.split('/').filter(Boolean)
  const first = segments[0]!
  const encodedFirst = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`
  const mixed = address.split('/').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('/')
  return [
    ['as declared', address],
    ['upper-case', address.toUpperCase()],
    ['mixed-case', mixed],
    ['percent-encoded', `${prefix}/${[encodedFirst, ...segments.slice(1)].join('/')}`],
    ['percent-encoded prefix', address.replace(/admin/, '%61dmin')],
    ['double slash', `${prefix}//${segments.join('/')}`],
    ['trailing slash', `${address}/`],
    ['dot segment', `${prefix}/trips/../${segments.join('/')}`],
    ['encoded dot segment', `${prefix}/trips/%2e%2e/${segments.join('/')}`],
    ['single dot', `${prefix}/./${segments.join('/')}`],
  ]
}

let editorPages: AdminPage[] = []
let adminOnlyPages: AdminPage[] = []
const routes = () => staffRoutesOf(t.app)

describe('(b) an editor cannot reach admin-only pages and endpoints by any spelling', () => {
  beforeAll(async () => {
    const pages = await adminPages()
    adminOnlyPages = pages.filter((page) => !allows(page.roles, 'editor'))
    editorPages = pages.filter((page) => allows(page.roles, 'editor'))
  })

  /** Refused: 403 or 404, or a redirect to the canonical address that is itself refused. Never a 2xx, never a success redirect. */
  async function expectRefused(method: 'get' | 'post' | 'delete', address: string, label: string) {
    let res = method === 'get' ? await editor.agent.get(address) : await editor.agent[method](address).set('X-CSRF-Token', editor.csrf).send({ ids: [1], _csrf: editor.csrf })
    if (method === 'get' && [301, 308].includes(res.status)) {
      const location = res.headers.location as string
      expect(location, label).toMatch(/^\/(api\/)?admin\//)
      res = await editor.agent.get(location)
    }
    expect([403, 404], `${label}: ${method.toUpperCase()} ${address} → ${res.status} ${res.headers.location ?? ''}`).toContain(res.status)
    expect(res.text, label).not.toMatch(/@staff\.example|"rows"|"deleted"/)
    return res
  }

  it('finds admin-only pages and endpoints to try (users, subscribers, settings, utilities, prices…)', () => {
    expect(adminOnlyPages.map((page) => page.url)).toEqual(expect.arrayContaining(['/admin/users', '/admin/api-keys', '/admin/subscribers', '/admin/email-settings', '/admin/transfers/prices', '/admin/utilities', '/admin/performance']))
    const adminOnlyApi = routes().filter((route) => !allows(route.roles, 'editor')).map((route) => `${route.method} ${route.path}`)
    expect(adminOnlyApi).toEqual(expect.arrayContaining(['GET /api/admin/metrics', 'GET /api/admin/subscribers.csv', 'POST /api/admin/users/bulk-delete', 'GET /api/admin/metrics/web-vitals', 'GET /api/admin/export.json']))
  })

  it('admin-only pages: 403 (the translated page) or 404, for every spelling', async () => {
    for (const page of adminOnlyPages) {
      for (const [label, address] of spellings(page.url)) await expectRefused('get', address, `${page.folder} ${label}`)
      // The address as declared is the translated 403 page, not a redirect.
      expect((await editor.agent.get(page.url)).status, page.url).toBe(403)
    }
  }, 120_000)

  it('admin-only endpoints and forms: 403 or 404 for every spelling, and nothing changes', async () => {
    const target = await createStaff('admin')
    const subscribers = await t.knex('subscribers').count({ n: '*' }).first()
    for (const route of routes().filter((r) => !allows(r.roles, 'editor'))) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'delete'
      const address = withParams(route.path).replace('/users/1/', `/users/${target.id}/`)
      for (const [label, spelled] of spellings(address)) {
        const res = await expectRefused(method, spelled, `${route.method} ${route.path} ${label}`)
        if (spelled.toLowerCase().startsWith('/api/') && res.status === 403) expect(res.body.error?.code, spelled).toBe('forbidden')
      }
    }
    // The same kind of request passes the CSRF check: the refusals above are the role's, not the token's.
    const allowed = await admin.agent.post('/api/admin/subscribers/bulk-delete').set('X-CSRF-Token', admin.csrf).send({ ids: [999999], _csrf: admin.csrf })
    expect([allowed.status, allowed.body]).toEqual([200, { deleted: 0 }])
    // The reproduction of the issue: POST /API/admin/users/bulk-delete {"ids":[3]} deleted an admin.
    const bulk = await editor.agent.post('/API/admin/users/bulk-delete').set('X-CSRF-Token', editor.csrf).send({ ids: [target.id] })
    expect([bulk.status, bulk.body.error?.code]).toEqual([403, 'forbidden'])
    expect(await t.knex('users').where({ id: target.id }).first()).toBeTruthy()
    expect(await t.knex('subscribers').count({ n: '*' }).first()).toEqual(subscribers)
  }, 180_000)

  it('the editor still reaches every editor page and list endpoint, and an admin every admin-only one', async () => {
    for (const page of editorPages.filter((p) => !/\/(edit|avatar|details)\/|\/@|\/\d+$/.test(p.url) && !p.url.includes('account/password'))) {
      expect((await editor.agent.get(page.url)).status, page.url).toBe(200)
    }
    for (const route of routes().filter((r) => r.method === 'GET' && !r.path.includes(':') && r.path.startsWith('/api/'))) {
      const res = await editor.agent.get(route.path)
      expect(res.status, route.path).toBe(allows(route.roles, 'editor') ? 200 : 403)
    }
    for (const page of adminOnlyPages.filter((p) => !/\/\d+/.test(p.url))) expect((await admin.agent.get(page.url)).status, page.url).toBe(200)
    for (const route of routes().filter((r) => r.method === 'GET' && !r.path.includes(':') && r.path.startsWith('/api/') && !allows(r.roles, 'editor'))) {
      expect((await admin.agent.get(route.path)).status, route.path).toBe(200)
    }
  }, 180_000)

  it('anonymous visitors still go to the login (pages) or get 401 (API), whatever the spelling', async () => {
    for (const address of ['/admin/users', '/admin/%75sers', '/Admin/Users']) {
      const res = await request(t.app).get(address)
      expect(res.status, address).toBe(303)
      expect(res.headers.location, address).toMatch(/^\/auth\/login\?next=/)
    }
    // An address the Express guard does not recognise but Vike routes to the page: the page's guard sends them to the login too.
    const encoded = await request(t.app).get('/%61dmin/users')
    expect([encoded.status, encoded.headers.location]).toEqual([302, `/auth/login?next=${encodeURIComponent('/%61dmin/users')}`])
    for (const address of ['/api/admin/metrics', '/API/admin/metrics']) {
      const res = await request(t.app).get(address)
      expect([address, res.status, res.body.error?.code]).toEqual([address, 401, 'unauthorized'])
    }
  })
})

// ---- (c) the translated 403 page inside the admin ----

describe('(c) a refused screen is a translated 403 page inside the admin layout', () => {
  it.each(['es', 'en'])('%s: a page and a refused form both show it, with the sidebar and the logout', async (lng) => {
    for (const res of [
      await editor.agent.get(`/admin/users?lng=${lng}`),
      await editor.agent.get(`/admin/%75sers?lng=${lng}`),
      await editor.agent.post(`/admin/users/new?lng=${lng}`).type('form').send({ _csrf: editor.csrf, email: 'sneaky@example.com', name: 'Sneaky', role: 'admin', password: 'a brand new passphrase' }),
    ]) {
      expect(res.status).toBe(403)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.text).toContain(`<html lang="${lng}"`)
      expect(res.text).toContain(html(tr(lng, 'admin', 'forbidden.title')))
      expect(res.text).toContain(html(tr(lng, 'admin', 'forbidden.text')))
      expect(res.text).toContain(html(tr(lng, 'admin', 'forbidden.back')))
      // The admin layout: the editor's sidebar (without the admin-only screens) and the logout form.
      expect(res.text).toContain('href="/admin/trips"')
      expect(res.text).not.toContain('href="/admin/users"')
      expect(res.text).toContain('action="/auth/logout"')
      expect(res.text).toContain('name="robots" content="noindex, nofollow"')
    }
    expect(await t.knex('users').where({ email: 'sneaky@example.com' }).first()).toBeUndefined()
  })

  it('the API answers 403 JSON; a logged-in visitor who is not staff is still sent home', async () => {
    const res = await editor.agent.get('/api/admin/metrics')
    expect([res.status, res.body.error?.code]).toEqual([403, 'forbidden'])
    const user = await loginAs(t.app, 'user')
    const page = await user.agent.get('/admin/users')
    expect([page.status, page.headers.location]).toEqual([303, '/'])
    expect((await user.agent.get('/api/admin/metrics')).status).toBe(403)
  })
})

// ---- (d) who sees customers (issue 14, ADR 038) ----

describe('(d) who sees customers: editors never, dispatchers and admins yes, drivers their own page', () => {
  let dispatcher: Awaited<ReturnType<typeof loginAs>>
  let chatId: number
  let contactId: number
  const CUSTOMER = { name: 'Zafira Customer', email: 'zafira@customer.example', chat: 'Zafira asks about a sunset boat', contact: 'Zafira would like a quote' }
  const SUBSCRIBER = 'zafira.reader@customer.example'

  beforeAll(async () => {
    dispatcher = await loginAs(t.app, 'dispatcher')
    ;[{ id: chatId }] = await t.knex('chat_messages').insert({ message: CUSTOMER.chat, phoneNumber: '+34611428730', language: 'de', page: '/trips', forwardStatus: 'not-configured' }).returning('id')
    ;[{ id: contactId }] = await t
      .knex('contact_messages')
      .insert({ kind: 'contact', name: CUSTOMER.name, email: CUSTOMER.email, message: CUSTOMER.contact, language: 'en', status: 'new', consentAt: new Date() })
      .returning('id')
    await t.knex('subscribers').insert({ email: SUBSCRIBER, status: 'confirmed', language: 'en' })
    // A transfer request as a visitor sends it (the dashboard's latest transfers panel).
    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
    const booked = await request(t.app)
      .post('/api/transfers/requests?lng=en')
      .set('X-Forwarded-For', '198.51.100.77')
      .send({ tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: day, time: '14:30', flightNumber: 'VY 3904', adults: 2, children: 0, infants: 0, suitcases: 2, sportsEquipment: 0, childSeats: 0, vehicle: 'car', name: CUSTOMER.name, email: CUSTOMER.email, phone: '+49 170 1234567', notes: '', terms: true })
    expect(booked.status).toBe(201)
  })

  const customerTraces = (page: string) => [CUSTOMER.name, CUSTOMER.email, CUSTOMER.chat, SUBSCRIBER].filter((text) => page.includes(html(text)))

  it('an editor gets the 403 page for both inboxes and their messages, and 403 for their actions; nothing changes', async () => {
    for (const path of ['/admin/chat', `/admin/chat/${chatId}`, '/admin/contact-messages', `/admin/contact-messages/${contactId}`]) {
      const res = await editor.agent.get(`${path}?lng=en`)
      expect([path, res.status]).toEqual([path, 403])
      expect(customerTraces(res.text), path).toEqual([])
    }
    const post = (path: string, body: Record<string, unknown>) => editor.agent.post(path).set('X-CSRF-Token', editor.csrf).send({ _csrf: editor.csrf, ...body })
    expect((await post(`/admin/chat/${chatId}`, { intent: 'delete' })).status).toBe(403)
    expect((await post(`/admin/contact-messages/${contactId}`, { intent: 'delete' })).status).toBe(403)
    expect((await post('/api/admin/chat/bulk-delete', { ids: [chatId] })).body.error?.code).toBe('forbidden')
    expect((await post('/api/admin/contact-messages/bulk-delete', { ids: [contactId] })).body.error?.code).toBe('forbidden')
    expect((await post(`/api/admin/chat/${chatId}/read`, {})).status).toBe(403)
    expect(await t.knex('chat_messages').where({ id: chatId }).first()).toMatchObject({ readAt: null })
    expect(await t.knex('contact_messages').where({ id: contactId }).first()).toBeTruthy()
  })

  it("an editor's dashboard shows no customer's personal data: no transfers, chats, messages or subscribers, only content links", async () => {
    const res = await editor.agent.get('/admin?lng=en')
    expect(res.status).toBe(200)
    expect(customerTraces(res.text)).toEqual([])
    for (const panel of ['latestTransfers', 'newChats', 'newSubscribers', 'newContacts', 'unreadChats']) expect(res.text, panel).not.toContain(html(tr('en', 'admin', `dashboardPage.${panel}`)))
    expect(res.text).toContain(html(tr('en', 'admin', 'dashboardByRole.contentIntro')))
    expect(res.text).toContain('href="/admin/trips/new"')
    // The sidebar offers them neither inbox.
    expect(res.text).not.toContain('href="/admin/chat"')
    expect(res.text).not.toContain('href="/admin/contact-messages"')
  })

  it("a dispatcher's dashboard shows the bookings and customers' messages, not the newsletter's subscribers", async () => {
    const res = await dispatcher.agent.get('/admin?lng=en')
    expect(res.status).toBe(200)
    expect(res.text).toContain(html(tr('en', 'admin', 'dashboardPage.latestTransfers')))
    expect(res.text).toContain(html(CUSTOMER.name))
    expect(res.text).toContain(html(CUSTOMER.chat))
    expect(res.text).toContain('href="/admin/chat?unread=1"')
    expect(res.text).toContain('href="/admin/contact-messages?status=new"')
    expect(res.text).not.toContain(SUBSCRIBER)
    expect(res.text).not.toContain(html(tr('en', 'admin', 'dashboardPage.newSubscribers')))
    // An admin sees all of it (the dashboard names customers, it does not list their e-mail addresses).
    expect(customerTraces((await admin.agent.get('/admin?lng=en')).text)).toEqual([CUSTOMER.name, CUSTOMER.chat, SUBSCRIBER])
  })

  it('a dispatcher works both inboxes: reads, marks unread, changes a status, deletes', async () => {
    for (const path of ['/admin/chat', `/admin/chat/${chatId}`, '/admin/contact-messages', `/admin/contact-messages/${contactId}`]) {
      expect([path, (await dispatcher.agent.get(path)).status]).toEqual([path, 200])
    }
    expect((await dispatcher.agent.get(`/admin/contact-messages/${contactId}?lng=en`)).text).toContain(html(CUSTOMER.contact))
    const unread = await dispatcher.agent.post(`/admin/chat/${chatId}`).type('form').send({ _csrf: dispatcher.csrf, intent: 'unread' })
    expect([unread.status, unread.headers.location]).toEqual([303, '/admin/chat?saved=updated'])
    const read = await dispatcher.agent.post(`/api/admin/chat/${chatId}/read`).set('X-CSRF-Token', dispatcher.csrf).send({})
    expect(read.body).toEqual({ id: chatId, read: true })
    const archived = await dispatcher.agent.post(`/admin/contact-messages/${contactId}`).type('form').send({ _csrf: dispatcher.csrf, intent: 'status', status: 'archived' })
    expect(archived.status).toBe(303)
    expect((await t.knex('contact_messages').where({ id: contactId }).first()).status).toBe('archived')
    const deleted = await dispatcher.agent.post('/api/admin/chat/bulk-delete').set('X-CSRF-Token', dispatcher.csrf).send({ ids: [chatId] })
    expect(deleted.body).toEqual({ deleted: 1 })
  })

  it('a dispatcher is refused the admin-only screens (users, business details, subscribers, settings) and the content screens', async () => {
    for (const path of ['/admin/users', '/admin/business', '/admin/subscribers', '/admin/api-keys', '/admin/utilities', '/admin/trips', '/admin/blog/posts', '/admin/faq']) {
      expect([path, (await dispatcher.agent.get(path)).status]).toEqual([path, 403])
    }
    expect((await dispatcher.agent.get('/api/admin/subscribers.csv')).status).toBe(403)
  })

  it('a driver who logs in lands on their own jobs (STAFF_HOME.driver, the phone view)', async () => {
    expect(STAFF_HOME.driver).toBe('/admin/driver')
    const logIn = async (role: 'driver' | 'dispatcher') => {
      const staff = await createStaff(role)
      const agent = request.agent(t.app)
      const csrf = csrfOf((await agent.get('/auth/login')).text)
      const res = await agent.post('/auth/login').type('form').send({ email: staff.email, password: staff.password, _csrf: csrf })
      return { agent, staff, res }
    }
    const { agent, staff: driver, res: login } = await logIn('driver')
    expect([login.status, login.headers.location]).toEqual([303, '/admin/driver'])
    expect((await agent.get('/admin/driver')).status).toBe(200)
    const home = await agent.get('/admin/account?lng=en')
    expect(home.status).toBe(200)
    expect(home.text).toContain(html(driver.email))
    expect(home.text).toContain(html(tr('en', 'admin', 'roleDescriptions.driver')))
    // Nothing else of the admin: the dashboard and the inboxes are refused, and the refusal leads back home.
    for (const path of ['/admin', '/admin/chat', '/admin/contact-messages', '/admin/trips']) expect([path, (await agent.get(path)).status]).toEqual([path, 403])
    expect((await agent.get('/admin?lng=en')).text).toContain('href="/admin/driver" class="btn-primary"')
    // Dispatchers still land on the dashboard.
    expect((await logIn('dispatcher')).res.headers.location).toBe('/admin')
  })
})
