import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeDatabase, migrateToLatest, openDatabase } from '../../src/db/knex'
import type { LongTask } from '../../src/jobs/long-task'
import { MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { seedDemoContent } from '../../src/seed/seed'
import { islandDay } from '../helpers/bookings'
import { expectedSize, SITE_SIZES } from '../helpers/image-sizes'
import { startRoundRobinProxy, type Answer, type RoundRobinProxy } from '../helpers/round-robin-proxy'
import { scratchSchema, startServerProcess, type ScratchSchema, type ServerProcess } from '../helpers/server-process'
import { startSmtpServer, type TestSmtp } from '../helpers/smtp'
import { csrfOf } from '../helpers/staff'

/**
 * Issue 17's "Done means": three server processes on one PostgreSQL schema, each with its own
 * data directory that starts EMPTY (as three containers without a shared volume), behind a
 * round-robin balancer; the test speaks only to the balancer. Every page of the sitemap and every
 * picture those pages name, login, an admin edit, an upload, the image-cache rebuild and bookings
 * work whichever instance answers, and every e-mail reaches the mail server once. The balancer
 * counts which instance answered what, so the test proves each of them served each kind of
 * request. Only with DATABASE_URL: the embedded database belongs to one process.
 */
const DATABASE_URL = process.env.DATABASE_URL
const INSTANCES = 3
const ADMIN = { email: 'ops@staff.example', password: 'a long and careful passphrase' }
const sessionSecret = randomBytes(32).toString('hex')
const appSecret = randomBytes(32).toString('hex')
const METRICS_TOKEN = randomBytes(16).toString('hex')

let database: ScratchSchema
let smtp: TestSmtp
let proxy: RoundRobinProxy
let instances: ServerProcess[] = []
const dataDirs: string[] = []
let site: string
// What one test leaves for the next: the pictures uploaded through the balancer, the travellers who booked.
const uploads: Array<{ id: number; path: string }> = []
const customers: string[] = []
/** The outbox's last row before the instances started (the demo's own, already "sent" e-mail is not theirs). */
let outboxBefore = 0

/** Migrations and the demo content, once, before any instance starts: all three then start at the same time on a ready schema. */
async function migrateAndSeed(connectionString: string): Promise<void> {
  const knex = openDatabase({ connectionString, poolMax: 2 })
  try {
    await migrateToLatest(knex)
    // The run's demo pictures (already drawn by the global setup) go into the database; no instance has them on its disk.
    await seedDemoContent(knex, { imagesDir: path.join(inject('dataDir'), 'images') })
  } finally {
    await closeDatabase()
  }
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** The files in a folder and its subfolders (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => path.join(entry.parentPath, entry.name))
}

/** Just enough of a browser: one cookie jar, every request through the balancer. */
class Visitor {
  private cookies = new Map<string, string>()
  constructor(private readonly address?: string) {}
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if (this.address) headers.set('x-test-client', this.address)
    const res = await fetch(new URL(url, site), { ...init, headers, redirect: 'manual' })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return res
  }
  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, { method: 'POST', body: new URLSearchParams(form) })
  }
}

async function staffLogin(): Promise<Visitor> {
  const staff = new Visitor()
  const login = await staff.fetch('/auth/login')
  const res = await staff.post('/auth/login', { email: ADMIN.email, password: ADMIN.password, _csrf: csrfOf(await login.text()) })
  expect(res.status).toBe(303)
  return staff
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
const decode = (text: string) => text.replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e)

/** The current values of a form's text inputs, as the browser would send them back. */
function inputsOf(html: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1]
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1]
    if (name && value !== undefined && !/type="(checkbox|radio|file|submit)"/.test(tag)) values[name] = decode(value)
  }
  return values
}

/** An image answer: its status, and the picture's size when it is one. */
async function fetchImage(url: string, visitor?: string): Promise<{ status: number; contentType?: string; width?: number; height?: number }> {
  const res = await fetch(new URL(url, site), { headers: visitor ? { 'x-test-client': visitor } : {} })
  if (res.status !== 200) return { status: res.status }
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) return { status: res.status, contentType: type }
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { status: 200, width: meta.width, height: meta.height }
}

/** `work` for each item, `width` at a time (the balancer still hands each request to the next instance). */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!)
  }))
}

/** The picture variants a page names: src, srcset candidates and placeholders in style attributes. */
function imageAddressesOf(html: string): string[] {
  // Attributes decoded first: a placeholder stands in a style attribute as url(&quot;…&quot;).
  const text = decode(html)
  return [...text.matchAll(/(\/api\/images\/optimize\/[^"'\s,)]+)/g)].map((m) => m[1]!)
}

const variantAddress = (imagePath: string, size: Record<string, string | number>) =>
  `/api/images/optimize/${imagePath}?${new URLSearchParams(Object.entries(size).map(([k, v]) => [k, String(v)]))}`

/**
 * One request to each instance: the balancer hands consecutive requests to the next instance in
 * turn, so INSTANCES of them in a row (nothing else in flight) reach every instance once.
 */
async function roundOf<T>(ask: () => Promise<T>): Promise<T[]> {
  const answers: T[] = []
  for (let i = 0; i < INSTANCES; i++) answers.push(await ask())
  return answers
}

/** Asks whole rounds until every instance gives an answer that passes (what another instance wrote reaches it within `timeout`). */
async function untilEveryInstance<T>(ask: () => Promise<T>, passes: (answer: T) => boolean, timeout = 15_000): Promise<T[]> {
  const deadline = Date.now() + timeout
  for (;;) {
    const answers = await roundOf(ask)
    if (answers.every(passes) || Date.now() > deadline) return answers
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Variants this instance rendered since it started (its image cache misses, read as ops do: /metrics). */
async function renderedBy(instance: ServerProcess): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  return Number(/cache_lookups_total\{[^}]*cache="image"[^}]*result="miss"[^}]*\} (\d+)/.exec(text)?.[1] ?? 0)
}

const perInstance = (match: (answer: Answer) => boolean) => proxy.countsOf(match)
const isImage = (a: Answer) => a.method === 'GET' && a.path.startsWith('/api/images/')
const isPage = (a: Answer) => a.method === 'GET' && !/^\/(api|assets|admin|auth)(\/|$)/.test(a.path) && !/\.[a-z0-9]+(\?|$)/i.test(a.path.split('?')[0]!)
const isAdminPost = (a: Answer) => a.method !== 'GET' && /^\/(api\/)?admin(\/|$)/.test(a.path)

describe.skipIf(!DATABASE_URL)('three instances with empty data directories behind a round-robin balancer (only with DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await scratchSchema(DATABASE_URL!, 'test') // test_…: a leftover is dropped by the next test run
    smtp = await startSmtpServer()
    proxy = await startRoundRobinProxy()
    site = proxy.url
    await migrateAndSeed(database.url)
    outboxBefore = Number((await query<{ id: number | null }>('select max(id) as id from mail_outbox'))[0]!.id ?? 0)
    for (let i = 0; i < INSTANCES; i++) dataDirs.push(mkdtempSync(path.join(tmpdir(), `menorca-instance-${i + 1}-`)))
    // The schema is ready: the three start side by side, as a deployment's replicas do.
    const started = await Promise.allSettled(
      dataDirs.map((dataDir, i) =>
        startServerProcess({
          dataDir,
          databaseUrl: database.url,
          env: {
            SESSION_SECRET: sessionSecret,
            APP_SECRET: appSecret,
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            PUBLIC_URL: site,
            SMTP_URL: smtp.url,
            INSTANCE_ID: `web-${i + 1}`,
            METRICS_TOKEN,
          },
        }),
      ),
    )
    // Every one that started is stopped afterwards, even when another did not start.
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    for (const s of started) if (s.status === 'rejected') throw s.reason
    // No instance has a picture on its disk: what they serve comes from the database.
    for (const dir of dataDirs) expect(filesUnder(path.join(dir, 'images')), dir).toEqual([])
    proxy.use(instances.map((instance) => instance.url))
  }, 240_000)
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await proxy?.close()
    await smtp?.close()
    await database?.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('a staff login through any instance is valid on every instance', async () => {
    // Three logins in a row (a page, then the form): the forms reach each instance once.
    const sessions = [await staffLogin(), await staffLogin(), await staffLogin()]
    expect(perInstance((a) => a.method === 'POST' && a.path === '/auth/login' && a.status === 303)).toEqual([1, 1, 1])
    for (const staff of sessions) {
      const me = await roundOf(() => staff.fetch('/api/user'))
      expect(me.map((res) => res.status)).toEqual([200, 200, 200])
      for (const res of me) expect(await res.json()).toMatchObject({ role: 'admin' })
    }
    expect((await roundOf(() => sessions[0]!.fetch('/admin?lng=en'))).map((res) => res.status)).toEqual([200, 200, 200])
    expect((await roundOf(() => new Visitor().fetch('/api/user'))).map((res) => res.status)).toEqual([401, 401, 401])
  })

  it("an admin edit through any instance shows at once on every instance's cached page", async () => {
    const [trip] = (await (await fetch(`${site}/api/trips/popular?lng=en`)).json()) as Array<{ id: number; type: string; typeId: number }>
    const page = `${site}/trips/${trip!.id}?lng=en`
    // Each instance renders the page once, then answers from its cache.
    expect((await roundOf(() => fetch(page))).map((res) => res.headers.get('x-cache'))).toEqual(['MISS', 'MISS', 'MISS'])
    const cached = await roundOf(() => fetch(page))
    expect(cached.map((res) => res.headers.get('x-cache'))).toEqual(['HIT', 'HIT', 'HIT'])
    for (const res of cached) expect(await res.text()).toContain(trip!.type.replace('&', '&amp;'))

    const staff = await staffLogin()
    // Three renames: the form (a page) and its POST, then whole rounds of the page; so each POST reaches another instance.
    for (const round of [1, 2, 3]) {
      const form = await (await staff.fetch(`/admin/trip-types/edit/${trip!.typeId}?lng=en`)).text()
      const name = `Renamed in round ${round}`
      const saved = await staff.post(`/admin/trip-types/edit/${trip!.typeId}`, { ...inputsOf(form), name_en: name })
      expect(saved.status).toBe(303)
      // Well within the cache's lifetime (a minute): only the change announcement can have cleared the other instances' copies.
      const seen = await untilEveryInstance(async () => (await (await fetch(page)).text()).includes(name), Boolean, 3_000)
      expect(seen).toEqual([true, true, true])
    }
    expect(perInstance((a) => a.method === 'POST' && a.path === `/admin/trip-types/edit/${trip!.typeId}` && a.status === 303)).toEqual([1, 1, 1])
  })

  it('pictures uploaded through each instance are served by every instance in every size the site asks for', async () => {
    const staff = await staffLogin()
    const csrf = csrfOf(await (await staff.fetch('/admin?lng=en')).text())
    // Three uploads in a row: one through each instance.
    for (const [i, background] of ['#1d6f8a', '#c2703d', '#4f7d3a'].entries()) {
      const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background } }).jpeg().toBuffer()
      const form = new FormData()
      form.append('files', new Blob([picture], { type: 'image/jpeg' }), `Cala ${i + 1}.jpg`)
      const res = await staff.fetch('/api/admin/images', { method: 'POST', headers: { 'x-csrf-token': csrf }, body: form })
      expect(res.status).toBe(201)
      uploads.push(...((await res.json()) as { images: Array<{ id: number; path: string }> }).images)
    }
    expect(perInstance((a) => a.method === 'POST' && a.path === '/api/admin/images' && a.status === 201)).toEqual([1, 1, 1])
    for (const image of uploads) {
      for (const size of SITE_SIZES) {
        // Whole rounds: each instance answers each size (the first to be asked renders it from the original in the database).
        const got = await roundOf(() => fetchImage(variantAddress(image.path, size)))
        const want = { status: 200, ...expectedSize({ width: 1600, height: 1000 }, size.width, size.height) }
        expect({ size, got }).toEqual({ size, got: [want, want, want] })
        expect(perInstance((a) => a.path === variantAddress(image.path, size) && a.status === 200)).toEqual([1, 1, 1])
      }
    }
  })

  it('the image-cache rebuild asked of two instances at once runs once; every instance shows the same progress and serves what it rebuilt without rendering it', async () => {
    const staff = await staffLogin()
    const csrf = csrfOf(await (await staff.fetch('/admin/utilities?lng=en')).text())
    // Every variant served so far is recorded (shared by the instances): the rebuild renders those again.
    const recorded = uploads.length * SITE_SIZES.length
    await expect.poll(async () => Number((await query<{ n: string }>('select count(*) as n from image_variants'))[0]!.n)).toBe(recorded)
    // Two clicks at the same moment reach two instances (round robin): one run starts, the other click is shown it.
    const rebuildApi = '/api/admin/utilities/image-cache-rebuild'
    const clicks = await Promise.all([1, 2].map(() => staff.fetch(rebuildApi, { method: 'POST', headers: { 'x-csrf-token': csrf, accept: 'application/json' } })))
    expect(clicks.map((res) => res.status).sort()).toEqual([200, 202])
    let states: LongTask[] = []
    await expect
      .poll(async () => {
        states = await roundOf(async () => (await staff.fetch(rebuildApi)).json() as Promise<LongTask>)
        return states.map((state) => state.state)
      }, { timeout: 60_000, interval: 200 })
      .toEqual(['done', 'done', 'done'])
    // The same record from every instance (ADR 060), naming the one whose worker ran it.
    expect(states).toEqual([states[0], states[0], states[0]])
    expect(states[0]).toMatchObject({ total: recorded, done: recorded, failed: 0, lastError: null, startedBy: expect.any(String) })
    expect(['web-1', 'web-2', 'web-3']).toContain(states[0]!.instanceId)
    // Afterwards every instance serves every rebuilt variant without a render of its own.
    const before = await Promise.all(instances.map(renderedBy))
    for (const image of uploads) {
      for (const size of SITE_SIZES) {
        const got = await roundOf(() => fetchImage(variantAddress(image.path, size)))
        expect(got.map((g) => g.status)).toEqual([200, 200, 200])
      }
    }
    expect(await Promise.all(instances.map(renderedBy))).toEqual(before)
  })

  it('a picture deleted through one instance is gone from every instance', async () => {
    const staff = await staffLogin()
    const csrf = csrfOf(await (await staff.fetch('/admin?lng=en')).text())
    const [image] = uploads.splice(0, 1)
    const variant = variantAddress(image!.path, SITE_SIZES[0]!)
    expect((await roundOf(async () => (await fetch(`${site}${variant}`)).status))).toEqual([200, 200, 200])
    const deleted = await staff.fetch(`/api/admin/images/${image!.id}`, { method: 'DELETE', headers: { 'x-csrf-token': csrf } })
    expect(deleted.status).toBe(204)
    // The deleting instance announces it (NOTIFY); the others drop their copies and variants.
    expect(await untilEveryInstance(async () => (await fetch(`${site}${variant}`)).status, (status) => status === 404)).toEqual([404, 404, 404])
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'images', ...image!.path.split('/'))), dir).toBe(false)
  })

  it('transfer bookings through the public form, one through each instance, are confirmed and their pages answer from every instance', async () => {
    const visitor = new Visitor('192.0.2.10')
    const form = await (await visitor.fetch('/airport-transfers/request?lng=en')).text()
    const started = /name="started" value="([^"]+)"/.exec(form)?.[1]
    expect(started).toBeDefined()
    // A person takes a few seconds to fill the form in (the spam check's lower bound).
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200))
    const answers: Response[] = []
    for (const i of [1, 2, 3]) {
      const email = `traveller.${i}.${randomBytes(3).toString('hex')}@example.com`
      customers.push(email)
      answers.push(await new Visitor(`192.0.2.${10 + i}`).post('/airport-transfers/request?lng=en', {
        tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(20 + i), time: '14:30', flightNumber: 'VY 3904',
        adults: '2', children: '0', infants: '0', suitcases: '2', sportsEquipment: '0', childSeats: '0', vehicle: 'minivan',
        name: `Traveller ${i}`, email, phone: `+49 170 ${4_000_000 + i}`, notes: '', terms: 'on', started: started!, website: '',
      }))
    }
    for (const res of answers) expect(res.status, await res.text()).toBe(303)
    expect(perInstance((a) => a.method === 'POST' && a.path.startsWith('/airport-transfers/request') && a.status === 303)).toEqual([1, 1, 1])
    for (const res of answers) {
      const confirmation = res.headers.get('location')!
      expect(confirmation).toMatch(/^\/airport-transfers\/request\/confirmation\?ref=MT-\d{4}-\d{6}&token=[\w-]+/)
      const reference = /ref=(MT-\d{4}-\d{6})/.exec(confirmation)![1]!
      const pages = await roundOf(async () => {
        const page = await fetch(`${site}${confirmation}`)
        return { status: page.status, names: (await page.text()).includes(reference) }
      })
      expect(pages).toEqual([{ status: 200, names: true }, { status: 200, names: true }, { status: 200, names: true }])
    }
  })

  it('every e-mail the three instances queued reaches the mail server exactly once', async () => {
    // Wait until the shared outbox is drained and the customers' mails are among the sent ones.
    await expect
      .poll(async () => {
        const [row] = await query<{ waiting: string; customers: string }>(
          "select count(*) filter (where status in ('pending', 'sending')) as waiting, count(*) filter (where status = 'sent' and to_address = any($1)) as customers from mail_outbox where id > $2",
          [customers, outboxBefore],
        )
        return { waiting: Number(row!.waiting), customers: Number(row!.customers) >= customers.length }
      }, { timeout: 60_000, interval: 250 })
      .toEqual({ waiting: 0, customers: true })
    const sent = await query<{ to: string; subject: string; n: string }>("select to_address as to, subject, count(*) as n from mail_outbox where status = 'sent' and id > $1 group by 1, 2 order by 1, 2", [outboxBefore])
    const received = new Map<string, number>()
    for (const mail of smtp.messages) {
      const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value ?? []).map((a) => a.address).join(',')
      const key = `${to} | ${mail.subject}`
      received.set(key, (received.get(key) ?? 0) + 1)
    }
    expect(Object.fromEntries([...received].sort())).toEqual(Object.fromEntries(sent.map((row) => [`${row.to} | ${row.subject}`, Number(row.n)]).sort()))
    // Each traveller has the booking's e-mail, once.
    for (const email of customers) expect(sent.filter((row) => row.to === email).map((row) => Number(row.n)), email).toEqual([1])
    expect(smtp.messages.length).toBe(sent.reduce((sum, row) => sum + Number(row.n), 0))
    console.log(`e-mails: ${smtp.messages.length} received once each (${sent.length} recipient and subject pairs)`)
  })

  it('every page of the sitemap in four languages, and every picture and size they name, answers from every instance', async () => {
    const sitemap = await fetch(`${site}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!))
    expect(new Set(pages.map((p) => new URL(p).searchParams.get('lng') ?? 'es'))).toEqual(new Set(['es', 'en', 'de', 'ca']))
    for (const page of pages) expect(page.startsWith(`${site}/`), page).toBe(true)

    const failedPages: string[] = []
    const images = new Set<string>()
    await inParallel(pages, 4, async (page) => {
      const res = await fetch(page, { headers: { accept: 'text/html' } })
      const html = await res.text()
      if (res.status !== 200) failedPages.push(`${page}: ${res.status}`)
      for (const image of imageAddressesOf(html)) images.add(image)
    })
    expect(failedPages).toEqual([])

    // Many visitors' browsers ask for these, not one: one address may have only so many variants rendered (IMAGE_RENDER_LIMIT).
    const variants = [...images].map((address, i) => {
      const url = new URL(address, site)
      return { address, visitor: `198.51.100.${(i % 200) + 1}`, path: decodeURIComponent(url.pathname.slice('/api/images/optimize/'.length)), width: Number(url.searchParams.get('width')) || undefined, height: Number(url.searchParams.get('height')) || undefined }
    })
    const originals = new Map(
      (await query<{ path: string; width: number; height: number }>('select path, width, height from images where path = any($1)', [[...new Set(variants.map((v) => v.path))]])).map((r) => [r.path, r]),
    )
    const failedImages: string[] = []
    await inParallel(variants, 4, async (v) => {
      const got = await fetchImage(v.address, v.visitor)
      const source = originals.get(v.path)
      const want = source ? expectedSize(source, v.width, v.height) : undefined
      if (got.status !== 200 || !want || got.width !== want.width || got.height !== want.height) failedImages.push(`${v.address}: ${JSON.stringify(got)} (expected ${JSON.stringify(want)})`)
    })
    expect(failedImages).toEqual([])
    console.log(`three instances: ${pages.length} pages, ${variants.length} image variants of ${originals.size} pictures`)

    // Each instance filled its empty data directory from the database.
    for (const dir of dataDirs) expect(filesUnder(path.join(dir, 'images', 'demo')).length, dir).toBeGreaterThan(0)
    // 264 pages and about 900 variants rendered from nothing by three instances: minutes on a busy machine, not the usual bound.
  }, 360_000)

  it('each of the three instances served pages, pictures, logins, admin writes and bookings', () => {
    const kinds = {
      pages: perInstance((a) => isPage(a) && a.status === 200),
      pictures: perInstance((a) => isImage(a) && a.status === 200),
      logins: perInstance((a) => a.method === 'POST' && a.path === '/auth/login' && a.status === 303),
      'admin writes': perInstance((a) => isAdminPost(a) && a.status < 400),
      bookings: perInstance((a) => a.method === 'POST' && a.path.startsWith('/airport-transfers/request') && a.status === 303),
    }
    console.log(`answered per instance: ${JSON.stringify(kinds)}`)
    for (const [kind, counts] of Object.entries(kinds)) expect(counts.every((n) => n > 0), `${kind}: ${counts}`).toBe(true)
    // Nothing answered 5xx anywhere.
    expect(perInstance((a) => a.status >= 500)).toEqual([0, 0, 0])
  })
})
