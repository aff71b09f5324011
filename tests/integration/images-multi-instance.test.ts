import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in'
import { scratchSchema, startServerProcess, type ScratchSchema, type ServerProcess } from '../helpers/server-process'
import { csrfOf } from '../helpers/staff'

/**
 * Two real server processes on one PostgreSQL schema, each with its own DATA_DIR as two
 * containers have (ADR 058): a picture uploaded on A is served by B, whose data directory started
 * empty, in every size the site asks for; so are the demo pictures of B's home page. Only with
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

function instance(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    dataDir,
    databaseUrl: database.url,
    env: { ...env, SESSION_SECRET: sessionSecret, APP_SECRET: appSecret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'http://localhost:3000' },
  })
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

/** Logs in as the administrator on one instance and uploads a 1600×1000 picture through it. */
async function uploadThrough(url: string): Promise<{ staff: { cookies: string; csrf: string }; image: { id: number; path: string } }> {
  const login = await fetch(`${url}/auth/login`)
  const cookie = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  let cookies = cookie(login)
  const loggedIn = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, _csrf: csrfOf(await login.text()) }),
    redirect: 'manual',
  })
  expect(loggedIn.status).toBe(303)
  cookies = cookie(loggedIn) || cookies
  const csrf = csrfOf(await (await fetch(`${url}/admin?lng=en`, { headers: { cookie: cookies } })).text())
  const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1d6f8a' } }).jpeg().toBuffer()
  const form = new FormData()
  form.append('files', new Blob([picture], { type: 'image/jpeg' }), 'Cala Galdana.jpg')
  const uploaded = await fetch(`${url}/api/admin/images`, { method: 'POST', headers: { cookie: cookies, 'x-csrf-token': csrf }, body: form })
  expect(uploaded.status).toBe(201)
  const [image] = ((await uploaded.json()) as { images: Array<{ id: number; path: string }> }).images
  return { staff: { cookies, csrf }, image: image! }
}

/** Every size the site asks for of a 1600×1000 library picture, from one instance. */
async function expectEverySize(url: string, imagePath: string): Promise<void> {
  for (const size of SITE_SIZES) {
    const query = new URLSearchParams(Object.entries(size).map(([k, v]) => [k, String(v)]))
    const got = await fetchImage(`${url}/api/images/optimize/${imagePath}?${query}`)
    expect({ size, ...got }).toEqual({ size, status: 200, ...expectedSize({ width: 1600, height: 1000 }, size.width, size.height) })
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
    a = await instance(aDataDir)
    b = await instance(bDataDir)
  }, 240_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('a picture uploaded on A is served by B in every size the site asks for', async () => {
    // B's data directory has no picture at all.
    expect(readdirSync(path.join(bDataDir, 'images')).filter((f) => !f.startsWith('.'))).toEqual([])
    const uploaded = await uploadThrough(a.url)
    staff = uploaded.staff
    uploadedImage = uploaded.image
    await expectEverySize(b.url, uploadedImage.path)
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
})

/**
 * The same with S3_BUCKET set (ADR 062), against the signature-checking stand-in: a site whose
 * originals are in PostgreSQL is restarted as two instances with S3 configured, which start
 * together and move every original to the bucket exactly once; then an upload on A is served by
 * B in every size, from the bucket, and PostgreSQL keeps no picture bytes.
 */
describe.skipIf(!DATABASE_URL)('images on two instances with S3 configured (only with DATABASE_URL)', () => {
  let s3: S3StandIn
  let s3a: ServerProcess
  let s3b: ServerProcess
  let rowsWithBytes = 0
  const blobs = async (sql: string): Promise<Array<Record<string, unknown>>> => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  beforeAll(async () => {
    s3 = await startS3StandIn()
    database = await scratchSchema(DATABASE_URL!, 'test')
    // First a site without S3: the demo pictures are seeded into PostgreSQL.
    const seedDir = mkdtempSync(path.join(tmpdir(), 'menorca-s3-seed-'))
    mkdirSync(path.join(seedDir, 'images'))
    symlinkSync(path.join(inject('dataDir'), 'images', 'demo'), path.join(seedDir, 'images', 'demo'))
    dataDirs.push(seedDir)
    await (await instance(seedDir)).stop()
    rowsWithBytes = (await blobs('select path from image_blobs where bytes is not null')).length
    // Then two instances with S3 and empty data directories, starting together.
    const dirs = [mkdtempSync(path.join(tmpdir(), 'menorca-s3-a-')), mkdtempSync(path.join(tmpdir(), 'menorca-s3-b-'))]
    dataDirs.push(...dirs)
    const started = await Promise.all(dirs.map((dir) => instance(dir, s3.env)))
    s3a = started[0]!
    s3b = started[1]!
  }, 300_000)
  afterAll(async () => {
    await Promise.all([s3a?.stop(), s3b?.stop()])
    await database?.drop()
    await s3?.close()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('the two starting instances moved every original to the bucket exactly once', async () => {
    expect(rowsWithBytes).toBeGreaterThan(10)
    expect(await blobs('select path from image_blobs where bytes is not null')).toEqual([])
    const keys = (await blobs('select object_key from image_blobs')).map((r) => String(r.object_key))
    expect(keys).toHaveLength(rowsWithBytes)
    expect(s3.requests.filter((r) => r.operation === 'PutObject')).toHaveLength(rowsWithBytes)
    expect(new Set(keys)).toEqual(new Set(s3.objects.keys()))
    expect(s3.badSignatures).toEqual([])
  })

  it('a picture uploaded on A is in the bucket, not in PostgreSQL, and B serves it in every size', async () => {
    const { image } = await uploadThrough(s3a.url)
    const [row] = await blobs(`select bytes, object_key from image_blobs where path = '${image.path}'`)
    expect(row).toMatchObject({ bytes: null, object_key: expect.stringMatching(/^uploads\//) })
    expect(s3.objects.has(String(row!.object_key))).toBe(true)
    await expectEverySize(s3b.url, image.path)
    expect(s3.requests.filter((r) => r.operation === 'GetObject' && r.key === row!.object_key)).toHaveLength(1)
  })
})
