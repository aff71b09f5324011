import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startCachingProxy, visit, type CachingProxy } from '../helpers/caching-proxy'
import { scratchSchema, startServerProcess, type ScratchSchema, type ServerProcess } from '../helpers/server-process'
import { csrfOf } from '../helpers/staff'

/**
 * Issue 17, "Behind a CDN" (docs/decisions/061): the built site as a real process behind a small
 * caching proxy that behaves like a CDN (tests/helpers/caching-proxy.ts: it keeps what the
 * origin's Cache-Control lets a shared cache keep, and passes the visitor's address in
 * CF-Connecting-IP). Visitors are distinct loopback addresses (127.0.0.2, 127.0.0.3 …). On the
 * embedded database (a copy of the run's) or, with DATABASE_URL, a scratch schema.
 */
const DATABASE_URL = process.env.DATABASE_URL
const ADMIN = { email: 'cdn@staff.example', password: 'a long and careful passphrase' }
/** The about page's picture (views/about/+data.ts). */
const PICTURE = 'demo/harbour-town.jpg'
const ALICE = '127.0.0.2'
const BOB = '127.0.0.3'

let server: ServerProcess
let cdn: CachingProxy
let database: ScratchSchema | undefined
let dataDir: string
let log = ''

const cookiesOf = (res: { headers: Record<string, string | string[] | undefined> }) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ')
const decoded = (html: string) => html.replace(/&quot;/g, '"').replace(/&amp;/g, '&')

/** Every optimizer URL of a page, as written in it. */
const imageUrlsIn = (html: string) => [...new Set([...decoded(html).matchAll(/\/api\/images\/optimize\/[^"'\s,)]+/g)].map((m) => m[0]))]

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-cdn-'))
  // A copy, not a link: editing a picture replaces this instance's copy of it.
  mkdirSync(path.join(dataDir, 'images'))
  cpSync(path.join(inject('dataDir'), 'images', 'demo'), path.join(dataDir, 'images', 'demo'), { recursive: true })
  const snapshot = inject('embeddedSnapshot')
  if (DATABASE_URL) database = await scratchSchema(DATABASE_URL, 'test_cdn')
  else if (snapshot) {
    mkdirSync(path.join(dataDir, 'pg'))
    execFileSync('tar', ['-xf', snapshot, '-C', path.join(dataDir, 'pg')])
  }
  server = await startServerProcess({
    dataDir,
    databaseUrl: database?.url,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: 'http://localhost:3000',
      // The proxy is on this machine (TRUST_PROXY's default, loopback); the visitor is in its header.
      CLIENT_IP_HEADER: 'CF-Connecting-IP',
      LOG_LEVEL: 'info',
    },
  })
  server.child.stdout!.on('data', (chunk) => (log += String(chunk)))
  cdn = await startCachingProxy(server.url)
}, 240_000)

afterAll(async () => {
  await cdn?.close()
  await server?.stop()
  await database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Logs in through the CDN as `from`: the session cookie and a CSRF token of the admin. */
async function logIn(from: string): Promise<{ cookies: string; csrf: string }> {
  const form = await visit(`${cdn.url}/auth/login`, { from })
  const formCookies = cookiesOf(form)
  const done = await visit(`${cdn.url}/auth/login`, {
    from,
    method: 'POST',
    headers: { cookie: formCookies, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, _csrf: csrfOf(form.text) }).toString(),
  })
  expect(done.status).toBe(303)
  const cookies = cookiesOf(done) || formCookies
  const admin = await visit(`${cdn.url}/admin`, { from, headers: { cookie: cookies } })
  expect(admin.status).toBe(200)
  return { cookies, csrf: csrfOf(admin.text) }
}

describe(`the site behind a caching CDN (${DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps hashed assets, public files and image variants: the second request is the CDN\'s', async () => {
    const home = await visit(`${cdn.url}/`, { from: ALICE })
    expect(home.status).toBe(200)
    const asset = /(\/assets\/[^"']+\.(?:js|css))/.exec(home.text)?.[1]
    expect(asset).toBeDefined()
    const image = imageUrlsIn(home.text)[0]!
    // The pages link to versioned variants (v = the original's hash).
    expect(image).toMatch(/[?&]v=[0-9a-f]{12}$/)
    for (const url of [asset!, image, '/favicon.svg']) {
      const first = await visit(`${cdn.url}${url}`, { from: ALICE })
      const second = await visit(`${cdn.url}${url}`, { from: BOB })
      expect({ url, status: first.status, cache: first.headers['cache-control'] }).toMatchObject({ url, status: 200, cache: expect.stringMatching(/public, max-age=\d+/) })
      expect({ url, second: second.headers['cdn-cache'] }).toEqual({ url, second: 'HIT' })
      expect(second.bytes.equals(first.bytes)).toBe(true)
    }
    expect((await visit(`${cdn.url}${asset}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await visit(`${cdn.url}${image}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('never keeps pages, API answers or errors', async () => {
    for (const url of ['/', '/about', '/api/trips/popular', '/assets/no-such-file.js', '/api/images/optimize/demo/no-such-picture.jpg?width=320', '/no-such-page']) {
      const first = await visit(`${cdn.url}${url}`, { from: ALICE })
      const second = await visit(`${cdn.url}${url}`, { from: ALICE })
      expect({ url, cache: first.headers['cache-control'], cdn: second.headers['cdn-cache'] }).toEqual({ url, cache: expect.stringMatching(/private|no-store/), cdn: 'MISS' })
    }
  })

  it("one visitor's login form, session and admin are never another's", async () => {
    const alicesForm = await visit(`${cdn.url}/auth/login`, { from: ALICE })
    const bobsForm = await visit(`${cdn.url}/auth/login`, { from: BOB })
    expect(bobsForm.headers['cdn-cache']).toBe('MISS')
    expect(csrfOf(bobsForm.text)).not.toBe(csrfOf(alicesForm.text))

    const alice = await logIn(ALICE)
    const alicesAdmin = await visit(`${cdn.url}/admin`, { from: ALICE, headers: { cookie: alice.cookies } })
    expect(alicesAdmin.headers['cache-control']).toBe('private, no-store')
    // Bob, without Alice's cookie, asks for the same addresses: the login page, never her admin or token.
    const bobsAdmin = await visit(`${cdn.url}/admin`, { from: BOB })
    expect(bobsAdmin.headers['cdn-cache']).toBe('MISS')
    expect(bobsAdmin.status).not.toBe(200)
    expect(bobsAdmin.text).not.toContain(alice.csrf)
    const bobsHome = await visit(`${cdn.url}/`, { from: BOB })
    expect(bobsHome.text).not.toContain(alice.csrf)
    expect(bobsHome.text).not.toContain('/admin/images')
  })

  it("the rate limits and the access log see the visitor's address the CDN passed, not the proxy's", async () => {
    const forgot = (from: string, spoofed: string) =>
      visit(`${cdn.url}/auth/forgot`, { from, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': spoofed }, body: `email=probe.${randomBytes(4).toString('hex')}%40nowhere.example` })
    // Ten resets per address per 15 minutes: whatever X-Forwarded-For Alice makes up, she is one visitor.
    for (let i = 0; i < 10; i++) expect((await forgot(ALICE, `203.0.113.${i + 1}`)).status).toBe(303)
    const limited = await forgot(ALICE, '203.0.113.99')
    expect(limited.status).toBe(429)
    // Bob, through the same proxy, is not.
    expect((await forgot(BOB, '203.0.113.99')).status).toBe(303)
    await expect.poll(() => log.split('\n').some((line) => line.includes('"statusCode":429') && line.includes(`"clientAddress":"${ALICE}"`)), { timeout: 5_000 }).toBe(true)
  })

  it('a picture edited through the admin: pages through the CDN link to its new version at once, with the new bytes', async () => {
    const before = await visit(`${cdn.url}/about`, { from: ALICE })
    const oldUrl = imageUrlsIn(before.text).find((u) => u.startsWith(`/api/images/optimize/${PICTURE}?`))!
    expect(oldUrl).toMatch(/v=[0-9a-f]{12}$/)
    const oldVersion = new URL(oldUrl, cdn.url).searchParams.get('v')!
    const widthOnly = (v: string) => `${cdn.url}/api/images/optimize/${PICTURE}?width=320&format=webp&quality=80&v=${v}`
    const oldVariant = await visit(widthOnly(oldVersion), { from: ALICE })
    expect((await visit(widthOnly(oldVersion), { from: BOB })).headers['cdn-cache']).toBe('HIT')
    const oldSize = await sharp(oldVariant.bytes).metadata()

    const staff = await logIn(ALICE)
    const list = await visit(`${cdn.url}/admin/images?q=harbour-town`, { from: ALICE, headers: { cookie: staff.cookies } })
    const id = new RegExp(`/admin/images/(\\d+)`).exec(decoded(list.text))?.[1]
    expect(id).toBeDefined()
    const detail = await visit(`${cdn.url}/admin/images/${id}`, { from: ALICE, headers: { cookie: staff.cookies } })
    expect(detail.text).toContain(PICTURE)
    const rotated = await visit(`${cdn.url}/admin/images/${id}/rotate`, {
      from: ALICE,
      method: 'POST',
      headers: { cookie: staff.cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrfOf(detail.text), turn: 'right' }).toString(),
    })
    expect(rotated.status).toBe(303)

    // Bob's very next page view links to the new version, which no cache has yet.
    const after = await visit(`${cdn.url}/about`, { from: BOB })
    const newUrl = imageUrlsIn(after.text).find((u) => u.startsWith(`/api/images/optimize/${PICTURE}?`))!
    const newVersion = new URL(newUrl, cdn.url).searchParams.get('v')!
    expect(newVersion).toMatch(/^[0-9a-f]{12}$/)
    expect(newVersion).not.toBe(oldVersion)
    const shown = await visit(`${cdn.url}${newUrl}`, { from: BOB })
    expect(shown.status).toBe(200)
    expect(shown.headers['cdn-cache']).toBe('MISS')
    const newVariant = await visit(widthOnly(newVersion), { from: BOB })
    const newSize = await sharp(newVariant.bytes).metadata()
    // Turned a quarter: the width-only variant's proportions are swapped.
    expect(newSize.height! / newSize.width!).toBeCloseTo(oldSize.width! / oldSize.height!, 1)
    expect(newVariant.bytes.equals(oldVariant.bytes)).toBe(false)

    // The old version's URL at the origin: the current one instead (a CDN's old copy of it is never linked again).
    const old = await visit(`${server.url}/api/images/optimize/${PICTURE}?width=320&format=webp&quality=80&v=${oldVersion}`)
    expect(old.status).toBe(302)
    expect(old.headers.location).toBe(`/api/images/optimize/${PICTURE}?width=320&format=webp&quality=80&v=${newVersion}`)
    // Without a version the address keeps working and is checked by caches every time.
    const unversioned = await visit(`${cdn.url}/api/images/optimize/${PICTURE}?width=320&format=webp&quality=80`, { from: BOB })
    expect(unversioned.headers['cache-control']).toBe('public, no-cache')
    expect(unversioned.bytes.equals(newVariant.bytes)).toBe(true)
  })
})
