import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_NAVIGATION, QUICK_LINKS } from '../../src/back-office/navigation'
import { pageRolesAt } from '../../src/back-office/page-roles'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let agents: Record<'user' | 'editor' | 'dispatcher' | 'driver' | 'admin', Awaited<ReturnType<typeof loginAs>>['agent']>
beforeAll(async () => {
  t = await startTestApp()
  agents = {
    user: (await loginAs(t.app, 'user')).agent,
    editor: (await loginAs(t.app, 'editor')).agent,
    dispatcher: (await loginAs(t.app, 'dispatcher')).agent,
    driver: (await loginAs(t.app, 'driver')).agent,
    admin: (await loginAs(t.app, 'admin')).agent,
  }
})
afterAll(async () => {
  await t?.close()
})

// The sidebar's screens, and the forms reached from them.
const PAGES = [...ADMIN_NAVIGATION.flatMap((group) => group.items.map((item) => item.href)), '/admin/faq/new', '/admin/faq/edit/1', '/admin/pages/edit/about']
// Every read endpoint of the staff JSON API (the admin pages read through their data hooks, not the API).
const API_READS = ['/api/admin/subscribers.csv', '/api/admin/metrics', '/api/admin/metrics/web-vitals', '/api/admin/export.json', '/api/admin/utilities/image-cache-rebuild']
const ADMIN_ONLY_API = new Set(API_READS)

describe('every admin screen is guarded (SPEC §2, §6)', () => {
  it.each(PAGES)('%s: anonymous → login, user → home, editor, dispatcher and driver only where its page allows (403 page elsewhere), admin in', async (path) => {
    const anonymous = await request(t.app).get(path)
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toBe(`/auth/login?next=${encodeURIComponent(path)}`)
    const user = await agents.user.get(path)
    expect([user.status, user.headers.location]).toEqual([303, '/'])
    const editor = await agents.editor.get(path)
    // The sidebar's pages declare their roles (views/admin/**/+roles.ts); the forms below them are for editors too.
    expect(editor.status).toBe(pageRolesAt(path)?.includes('editor') === false ? 403 : 200)
    // The forms below the sidebar's screens are content forms: neither dispatchers nor drivers open them.
    for (const role of ['dispatcher', 'driver'] as const) expect([role, (await agents[role].get(path)).status]).toEqual([role, pageRolesAt(path)?.includes(role) ? 200 : 403])
    const admin = await agents.admin.get(path)
    expect(admin.status).toBe(200)
    expect(admin.text).toContain('name="robots" content="noindex, nofollow"')
  })
})

describe('every staff API read is guarded', () => {
  it.each(API_READS)('%s: 401 anonymous, 403 for users (and editors, dispatchers and drivers where admin-only), 200 for admins', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(401)
    expect((await agents.user.get(path)).status).toBe(403)
    for (const role of ['editor', 'dispatcher', 'driver'] as const) expect([role, (await agents[role].get(path)).status]).toEqual([role, ADMIN_ONLY_API.has(path) ? 403 : 200])
    expect((await agents.admin.get(path)).status).toBe(200)
  })
})

describe('admin-only sections cannot be reached by another spelling of their address', () => {
  // Every spelling of every admin-only page and endpoint: tests/integration/staff-roles.test.ts.
  it('an editor is refused /ADMIN/Users, //users and the like, for pages, form posts and the JSON API', async () => {
    const editor = await loginAs(t.app, 'editor')
    for (const path of ['/ADMIN/USERS', '/admin/Users', '/admin/%75sers', '/admin/Utilities', '/Admin/Subscribers']) {
      const page = await editor.agent.get(path)
      expect([path, page.status]).toEqual([path, expect.toBeOneOf([403, 404])])
    }
    const created = await editor.agent.post('/admin/Users/new').type('form').send({ _csrf: editor.csrf, email: 'sneaky@example.com', name: 'Sneaky', role: 'admin', password: 'a brand new passphrase' })
    expect(created.status).toBe(403)
    expect(await t.knex('users').where({ email: 'sneaky@example.com' }).first()).toBeUndefined()
    for (const path of ['/api/ADMIN/metrics', '/api/admin/Subscribers.csv', '/api/admin/Export.json', '/api/admin/Utilities/image-cache-rebuild']) {
      expect([path, (await editor.agent.get(path)).status]).toEqual([path, 403])
    }
    // No route answers a doubled slash in the API: refused or unknown, never served.
    expect([403, 404]).toContain((await editor.agent.get('/api/admin//export.json')).status)
  })
})

describe('staff language', () => {
  it('every admin screen offers the four languages, each link keeping the screen and its query', async () => {
    const page = (await agents.editor.get('/admin/trips?q=kayak&lng=de')).text
    for (const lng of ['es', 'en', 'ca']) expect(page).toContain(`href="/admin/trips?q=kayak&amp;lng=${lng}"`)
    expect(page).toContain('<html lang="de"')
  })
})

describe('dashboard quick links', () => {
  /** The quick links of the dashboard as rendered: [href, label]. */
  async function quickLinks(agent: (typeof agents)['admin']) {
    const page = (await agent.get('/admin?lng=de')).text
    const nav = /<nav aria-labelledby="quick-links"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? ''
    return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])
  }

  it('offers the common tasks in the staff language, each one the role may open (prices only to admins)', async () => {
    const admin = await quickLinks(agents.admin)
    expect(admin).toEqual(QUICK_LINKS.map((link) => [link.href, html(tr('de', 'admin', link.label))]))
    const editor = await quickLinks(agents.editor)
    // Editors are content staff: no bookings (customers' details), no prices.
    expect(editor.map(([href]) => href)).toEqual(QUICK_LINKS.map((link) => link.href).filter((href) => !href.startsWith('/admin/transfers')))
    for (const [href] of editor) expect((await agents.editor.get(href!)).status, href).toBe(200)
    expect((await agents.admin.get('/admin/transfers/prices')).status).toBe(200)
  })
})
