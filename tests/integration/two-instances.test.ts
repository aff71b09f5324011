import { randomBytes } from 'node:crypto'
import { mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { scratchSchema, startServerProcess, type ScratchSchema, type ServerProcess } from '../helpers/server-process'
import { csrfOf } from '../helpers/staff'

/**
 * Two real server processes on different ports sharing one PostgreSQL schema and one
 * SESSION_SECRET, as behind a load balancer (README, Production). Only with DATABASE_URL: the
 * embedded database belongs to one process.
 */
const DATABASE_URL = process.env.DATABASE_URL
const ADMIN = { email: 'ops@staff.example', password: 'a long and careful passphrase' }

const sessionSecret = randomBytes(32).toString('hex')
const appSecret = randomBytes(32).toString('hex')
let a: ServerProcess
let b: ServerProcess
let database: ScratchSchema

function instance(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-instance-'))
  // The demo pictures' files, so neither instance fetches them from the database first (uploads reach every instance through it, ADR 058).
  symlinkSync(path.join(inject('dataDir'), 'images'), path.join(dataDir, 'images'))
  return startServerProcess({
    dataDir,
    databaseUrl: database.url,
    env: { SESSION_SECRET: sessionSecret, APP_SECRET: appSecret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'http://localhost:3000' },
  })
}

/** Just enough of a browser: one cookie jar, whichever instance answers. */
class Visitor {
  private cookies = new Map<string, string>()
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
/** The current values of a form's text inputs, as the browser would send them back. */
function inputsOf(html: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1]
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1]
    if (name && value !== undefined && !/type="(checkbox|radio|file|submit)"/.test(tag)) values[name] = value.replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e)
  }
  return values
}

describe.skipIf(!DATABASE_URL)('two instances on one PostgreSQL (runs only with DATABASE_URL: the embedded database belongs to one process)', () => {
  beforeAll(async () => {
    database = await scratchSchema(DATABASE_URL!, 'test') // test_…: a leftover is dropped by the next test run
    a = await instance() // migrates and seeds; the second finds everything in place
    b = await instance()
  }, 240_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
  })

  it('a staff session started on one instance is valid on the other', async () => {
    const staff = new Visitor()
    const login = await staff.fetch(`${a.url}/auth/login`)
    const res = await staff.post(`${a.url}/auth/login`, { email: ADMIN.email, password: ADMIN.password, _csrf: csrfOf(await login.text()) })
    expect(res.status).toBe(303)

    const me = await staff.fetch(`${b.url}/api/user`)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ role: 'admin' })
    expect((await staff.fetch(`${b.url}/admin?lng=en`)).status).toBe(200)
    expect((await new Visitor().fetch(`${b.url}/api/user`)).status).toBe(401)
  })

  it("an admin edit through one instance shows at once on the other's cached page", async () => {
    const [trip] = (await (await fetch(`${b.url}/api/trips/popular?lng=en`)).json()) as Array<{ id: number; type: string; typeId: number }>
    const page = `${b.url}/trips/${trip!.id}?lng=en`
    expect((await fetch(page)).headers.get('x-cache')).toBe('MISS')
    const cached = await fetch(page)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    expect(await cached.text()).toContain(trip!.type.replace('&', '&amp;'))

    const staff = new Visitor()
    const login = await staff.fetch(`${a.url}/auth/login`)
    await staff.post(`${a.url}/auth/login`, { email: ADMIN.email, password: ADMIN.password, _csrf: csrfOf(await login.text()) })
    const form = await (await staff.fetch(`${a.url}/admin/trip-types/edit/${trip!.typeId}?lng=en`)).text()
    const saved = await staff.post(`${a.url}/admin/trip-types/edit/${trip!.typeId}`, { ...inputsOf(form), name_en: 'Renamed on instance A' })
    expect(saved.status).toBe(303)

    // Well within the cache's lifetime (a minute): only the announcement can have cleared B's copy.
    await expect.poll(async () => (await (await fetch(page)).text()).includes('Renamed on instance A'), { timeout: 3_000, interval: 100 }).toBe(true)
  })
})
