import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectedSize, SITE_SIZES } from '../helpers/image-sizes'
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in'
import { scratchSchema, startServerProcess, type ScratchSchema, type ServerProcess } from '../helpers/server-process'
import { csrfOf } from '../helpers/staff'

const DATABASE_URL = process.env.DATABASE_URL
const ADMIN = { email: 'images@staff.example', password: 'a long and careful passphrase' }
const sessionSecret = randomBytes(32).toString('hex')
const appSecret = randomBytes(32).toString('hex')

let database: ScratchSchema
const dataDirs: string[] = []

function instance(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    dataDir,
    databaseUrl: database.url,
    env: { ...env, SESSION_SECRET: sessionSecret, APP_SECRET: appSecret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'http://localhost:3000' },
  })
}

async function fetchImage(url: string): Promise<{ status: number; width?: number; height?: number }> {
  const res = await fetch(url)
  if (res.status !== 200) return { status: res.status }
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { status: 200, width: meta.width, height: meta.height }
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
