import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { scratchSchema, startServerProcess, type ScratchSchema, type ServerProcess } from '../helpers/server-process'
import { csrfOf } from '../helpers/staff'

/**
 * Two real server processes on one PostgreSQL schema, each with its own DATA_DIR as two
 * containers have (ADR 058): a picture uploaded on A is served by B, whose data directory started
 * empty, in every size the site asks for; so are the demo pictures of B's home page. The image
 * cache rebuild, asked of both at once, runs once; both show its progress, and afterwards neither
 * renders a variant it rebuilt, whichever ran it (ADR 060). Only with
 * DATABASE_URL: the embedded database belongs to one process (the in-process counterpart on both
 * databases is images-store.test.ts, "a picture whose local copy is gone").
 */
const DATABASE_URL = process.env.DATABASE_URL
const ADMIN = { email: 'images@staff.example', password: 'a long and careful passphrase' }
const sessionSecret = randomBytes(32).toString('hex')
const appSecret = randomBytes(32).toString('hex')

let a: ServerProcess
let b: ServerProcess
let database: ScratchSchema
let bDataDir: string
/** The staff session on A and the picture uploaded through it (the first test). */
let staff: { cookies: string; csrf: string }
let uploadedImage: { id: number; path: string }
const dataDirs: string[] = []

const METRICS_TOKEN = randomBytes(16).toString('hex')

function instance(dataDir: string, id: string): Promise<ServerProcess> {
  return startServerProcess({
    dataDir,
    databaseUrl: database.url,
    env: { SESSION_SECRET: sessionSecret, APP_SECRET: appSecret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'http://localhost:3000', INSTANCE_ID: id, METRICS_TOKEN },
  })
}

/** Variants this instance rendered since it started (its image cache misses, from /metrics). */
async function rendered(instance: ServerProcess): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  return Number(text.match(/cache_lookups_total\{[^}]*cache="image"[^}]*result="miss"[^}]*\} (\d+)/)?.[1] ?? 0)
}

/** The sizes pages ask for: srcset widths (src/ui/optimized-image.tsx), the blur placeholder, admin thumbnails. */
const SITE_SIZES: Array<{ width: number; height?: number; format: string; quality: number }> = [
  ...[320, 480, 640, 720, 960, 1280, 1600].map((width) => ({ width, format: 'webp', quality: 80 })),
  { width: 20, format: 'webp', quality: 30 },
  { width: 160, height: 120, format: 'webp', quality: 70 },
  { width: 128, height: 80, format: 'webp', quality: 70 },
  { width: 800, format: 'webp', quality: 80 },
]

/** What the optimizer makes of a source (render-plan.ts): cover within the box, else inside; never enlarged. */
function expectedSize(source: { width: number; height: number }, width?: number, height?: number): { width: number; height: number } {
  if (width && height) return { width: Math.min(width, source.width), height: Math.min(height, source.height) }
  const scale = Math.min(1, (width ?? 2560) / source.width, (height ?? 2560) / source.height)
  return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) }
}

async function fetchImage(url: string): Promise<{ status: number; width?: number; height?: number }> {
  const res = await fetch(url)
  if (res.status !== 200) return { status: res.status }
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { status: 200, width: meta.width, height: meta.height }
}

async function originalSizes(paths: string[]): Promise<Map<string, { width: number; height: number }>> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ path: string; width: number; height: number }>('select path, width, height from images where path = any($1)', [paths])
    return new Map(rows.map((r) => [r.path, { width: r.width, height: r.height }]))
  } finally {
    await client.end()
  }
}

describe.skipIf(!DATABASE_URL)('images on two instances with their own data directories (only with DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await scratchSchema(DATABASE_URL!, 'test')
    // A seeds the database; its demo pictures are the run's (already rendered), its uploads its own.
    const aDataDir = mkdtempSync(path.join(tmpdir(), 'menorca-images-a-'))
    mkdirSync(path.join(aDataDir, 'images'))
    symlinkSync(path.join(inject('dataDir'), 'images', 'demo'), path.join(aDataDir, 'images', 'demo'))
    bDataDir = mkdtempSync(path.join(tmpdir(), 'menorca-images-b-'))
    dataDirs.push(aDataDir, bDataDir)
    a = await instance(aDataDir, 'instance-a')
    b = await instance(bDataDir, 'instance-b')
  }, 240_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('a picture uploaded on A is served by B in every size the site asks for', async () => {
    // B's data directory has no picture at all.
    expect(readdirSync(path.join(bDataDir, 'images')).filter((f) => !f.startsWith('.'))).toEqual([])
    const login = await fetch(`${a.url}/auth/login`)
    const cookie = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    let cookies = cookie(login)
    const loggedIn = await fetch(`${a.url}/auth/login`, {
      method: 'POST',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, _csrf: csrfOf(await login.text()) }),
      redirect: 'manual',
    })
    expect(loggedIn.status).toBe(303)
    cookies = cookie(loggedIn) || cookies
    const csrf = csrfOf(await (await fetch(`${a.url}/admin?lng=en`, { headers: { cookie: cookies } })).text())
    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1d6f8a' } }).jpeg().toBuffer()
    const form = new FormData()
    form.append('files', new Blob([picture], { type: 'image/jpeg' }), 'Cala Galdana.jpg')
    const uploaded = await fetch(`${a.url}/api/admin/images`, { method: 'POST', headers: { cookie: cookies, 'x-csrf-token': csrf }, body: form })
    expect(uploaded.status).toBe(201)
    const [image] = ((await uploaded.json()) as { images: Array<{ id: number; path: string }> }).images
    staff = { cookies, csrf }
    uploadedImage = image!
    for (const size of SITE_SIZES) {
      const query = new URLSearchParams(Object.entries(size).map(([k, v]) => [k, String(v)]))
      const got = await fetchImage(`${b.url}/api/images/optimize/${image!.path}?${query}`)
      expect({ size, ...got }).toEqual({ size, status: 200, ...expectedSize({ width: 1600, height: 1000 }, size.width, size.height) })
    }
  })

  it("B serves every picture of its home page, the demo pictures it never had on its disk", async () => {
    // Attributes decoded first: a placeholder stands in a style attribute as url(&quot;…&quot;).
    const html = (await (await fetch(`${b.url}/?lng=en`)).text()).replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    const urls = new Set<string>()
    for (const [, raw] of html.matchAll(/(\/api\/images\/optimize\/[^"'\s,)]+)/g)) urls.add(raw!)
    expect(urls.size).toBeGreaterThan(10)
    const variants = [...urls].map((u) => new URL(u, b.url)).map((u) => ({
      url: u.toString(),
      path: decodeURIComponent(u.pathname.slice('/api/images/optimize/'.length)),
      width: Number(u.searchParams.get('width')) || undefined,
      height: Number(u.searchParams.get('height')) || undefined,
    }))
    const originals = await originalSizes([...new Set(variants.map((v) => v.path))])
    const failed: string[] = []
    for (const v of variants) {
      const got = await fetchImage(v.url)
      const source = originals.get(v.path)
      const want = source ? expectedSize(source, v.width, v.height) : undefined
      if (got.status !== 200 || !want || got.width !== want.width || got.height !== want.height) failed.push(`${v.url}: ${JSON.stringify(got)} (expected ${JSON.stringify(want)})`)
    }
    expect(failed).toEqual([])
  })

  it('a picture deleted through A is gone from B too, whose copy came from the database', async () => {
    const variant = `${b.url}/api/images/optimize/${uploadedImage.path}?width=320&format=webp&quality=80`
    expect((await fetch(variant)).status).toBe(200)
    const deleted = await fetch(`${a.url}/api/admin/images/${uploadedImage.id}`, { method: 'DELETE', headers: { cookie: staff.cookies, 'x-csrf-token': staff.csrf } })
    expect(deleted.status).toBe(204)
    // A announces the deletion (NOTIFY); B drops its copy and its variants.
    await expect.poll(async () => (await fetch(variant)).status, { timeout: 15_000, interval: 200 }).toBe(404)
    expect(existsSync(path.join(bDataDir, 'images', ...uploadedImage.path.split('/')))).toBe(false)
  })

  it('the image-cache rebuild asked of both at once runs once, both show its progress, and neither renders what it rebuilt', async () => {
    const [demo] = (await originalSizes(['demo/cove-pines.jpg'])).keys()
    const variant = `/api/images/optimize/${demo}?width=333&format=webp&quality=80`
    expect((await fetch(`${b.url}${variant}`)).status).toBe(200)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      // B recorded what the visitor asked for (after answering).
      await expect.poll(async () => (await client.query('select 1 from image_variants where path = $1 and width = 333', [demo])).rowCount, { timeout: 10_000 }).toBe(1)
    } finally {
      await client.end()
    }
    const rebuild = (instance: ServerProcess, method = 'GET') =>
      fetch(`${instance.url}/api/admin/utilities/image-cache-rebuild`, { method, headers: { cookie: staff.cookies, 'x-csrf-token': staff.csrf, accept: 'application/json' } })
    const [onA, onB] = await Promise.all([rebuild(a, 'POST'), rebuild(b, 'POST')])
    expect([onA.status, onB.status].sort()).toEqual([200, 202])
    await expect.poll(async () => ((await (await rebuild(b)).json()) as { state: string }).state, { timeout: 60_000, interval: 250 }).toBe('done')
    const [fromA, fromB] = await Promise.all([rebuild(a).then((r) => r.json()), rebuild(b).then((r) => r.json())])
    expect(fromA).toEqual(fromB)
    expect(fromB).toMatchObject({ state: 'done', startedBy: expect.any(String), lastError: null })
    expect(['instance-a', 'instance-b']).toContain(fromB.instanceId)
    expect(fromB.done).toBeGreaterThanOrEqual(1)
    // The instance that did not run it emptied its cache at the start (the change feed) and
    // copies the rebuild's variant from the database; the one that ran it has it already.
    for (const instance of [a, b]) {
      const before = await rendered(instance)
      expect((await fetch(`${instance.url}${variant}`)).status).toBe(200)
      expect(await rendered(instance)).toBe(before)
    }
  })
})
