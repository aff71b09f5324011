import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv, s3SettingsOf } from '../../src/config/env'
import { ObjectStorage } from '../../src/lib/object-storage'
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in'
import { loginAs } from '../helpers/staff'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

/**
 * Image originals in an S3-compatible bucket when S3_BUCKET is set (ADR 062), against a local
 * stand-in that checks every request's Signature V4: the rows stay in image_blobs without their
 * bytes, a second instance with an empty DATA_DIR serves them, deleting removes the object, a
 * rolled-back write leaves none, the start-up move copies the database's originals once, and a
 * bucket that is down answers 503 with a message.
 */
let s3: S3StandIn
let t: TestApp
beforeAll(async () => {
  s3 = await startS3StandIn()
  t = await startTestApp({ env: s3.env })
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const originals = () => t.context.images.originals

async function picture(width: number, height: number, seed = 31): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * seed + (i % 241)) & 0xff
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer()
}

async function upload(name: string, bytes?: Buffer) {
  const { agent, csrf } = await loginAs(t.app, 'editor')
  const res = await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).attach('files', bytes ?? (await picture(300, 200)), name)
  return { res, agent, csrf }
}

describe('image originals in S3-compatible storage', () => {
  it('at start, the originals kept in the database move to the bucket exactly once, even with two instances starting together', async () => {
    const before = (await t.knex('image_blobs').whereNotNull('bytes').select('path', 'sha256')) as Array<{ path: string; sha256: string }>
    expect(before.length).toBeGreaterThan(10)
    // A second instance's store, over the same database and bucket, moving at the same time.
    const other = built.originalStoreFor(s3SettingsOf(t.env))
    try {
      const moved = await Promise.all([originals().moveIn(t.knex), other.moveIn(t.knex)])
      expect(moved[0] + moved[1]).toBe(before.length)
      expect(await other.moveIn(t.knex)).toBe(0)
    } finally {
      other.close()
    }
    expect(Number((await t.knex('image_blobs').whereNotNull('bytes').count('* as n').first())!.n)).toBe(0)
    const rows = (await t.knex('image_blobs').whereIn('path', before.map((r) => r.path)).select('path', 'objectKey', 'sha256')) as Array<{ path: string; objectKey: string; sha256: string }>
    for (const row of rows) expect(sha256(s3.objects.get(row.objectKey)!.body)).toBe(row.sha256)
    expect(s3.requests.filter((r) => r.operation === 'PutObject')).toHaveLength(before.length)
    expect(s3.badSignatures).toEqual([])
  })

  it('an upload lands in the bucket, and its row in PostgreSQL keeps no bytes', async () => {
    const bytes = await picture(300, 200)
    const { res } = await upload('s3-harbour.jpg', bytes)
    expect(res.status).toBe(201)
    const image = res.body.images[0] as { path: string }
    const row = await t.knex('image_blobs').where({ path: image.path }).first()
    expect(row).toMatchObject({ bytes: null, mimeType: 'image/jpeg' })
    // What the upload kept (re-encoded), byte for byte: the bucket's object and this instance's cached copy.
    const object = s3.objects.get(row.objectKey)
    expect(object && sha256(object.body)).toBe(row.sha256)
    expect(object?.body.equals(readFileSync(path.join(t.env.dataDir, 'images', ...image.path.split('/'))))).toBe(true)
    expect(object?.contentType).toBe('image/jpeg')
    expect(row.objectKey).toMatch(/^uploads\/\d{4}\/\d{2}\/s3-harbour-[0-9a-f]{6}\.[0-9a-f]{12}\.jpg$/)
  })

  it('a second instance whose DATA_DIR is empty serves an upload in every size, fetching it from the bucket once', async () => {
    const { res } = await upload('s3-cala.jpg', await picture(1600, 1000, 7))
    const image = res.body.images[0] as { path: string }
    const key = (await t.knex('image_blobs').where({ path: image.path }).first()).objectKey
    const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-s3-b-'))
    const env = loadEnv({ ...s3.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: t.env.SESSION_SECRET, APP_SECRET: t.env.APP_SECRET, DATABASE_URL: t.env.DATABASE_URL ?? '' })
    const b = built.createApp({ env, knex: t.knex, i18n: await built.createI18n(), logger: pino({ level: 'silent' }), cacheHtml: false })
    try {
      const sizes = [320, 640, 960, 1280, 1600, 2000]
      const answers = await Promise.all(sizes.map((width) => request(b.app).get(`/api/images/optimize/${image.path}?width=${width}&format=jpeg`).buffer(true)))
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(200)
        const meta = await sharp(answer.body as Buffer).metadata()
        expect({ width: meta.width, height: meta.height }).toEqual({ width: Math.min(sizes[i]!, 1600), height: Math.round((Math.min(sizes[i]!, 1600) * 1000) / 1600) })
      }
      // Concurrent requests shared one fetch, then the disk answered.
      expect(s3.requests.filter((r) => r.operation === 'GetObject' && r.key === key)).toHaveLength(1)
      expect(existsSync(path.join(dataDir, 'images', ...image.path.split('/')))).toBe(true)
      // A demo picture B never had on its disk, moved to the bucket at start.
      const demo = await request(b.app).get('/api/images/optimize/demo/harbour-town.jpg?width=240&format=webp')
      expect(demo.status).toBe(200)
    } finally {
      await b.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('deleting an image removes its object from the bucket', async () => {
    const { res, agent, csrf } = await upload('s3-to-delete.jpg')
    const image = res.body.images[0] as { id: number; path: string }
    const key = (await t.knex('image_blobs').where({ path: image.path }).first()).objectKey as string
    expect(s3.objects.has(key)).toBe(true)
    expect((await agent.delete(`/api/admin/images/${image.id}`).set('X-CSRF-Token', csrf)).status).toBe(204)
    expect(s3.objects.has(key)).toBe(false)
    expect(await t.knex('image_blobs').where({ path: image.path }).first()).toBeUndefined()
    expect((await request(t.app).get(`/api/images/optimize/${image.path}?width=50`)).status).toBe(404)
  })

  it('rotating a picture in place writes a new object and removes the old one; the new version serves the turned picture (ADR 061)', async () => {
    const { res, agent, csrf } = await upload('s3-sideways.jpg', await picture(300, 200))
    const image = res.body.images[0] as { id: number; path: string }
    const before = await t.knex('image_blobs').where({ path: image.path }).first()
    expect((await agent.post(`/admin/images/${image.id}/rotate`).type('form').send({ _csrf: csrf, turn: 'right' })).status).toBe(303)
    const after = await t.knex('image_blobs').where({ path: image.path }).first()
    expect(after).toMatchObject({ bytes: null })
    expect(after.objectKey).not.toBe(before.objectKey)
    const object = s3.objects.get(after.objectKey)
    expect(object && sha256(object.body)).toBe(after.sha256)
    expect(await sharp(object!.body).metadata()).toMatchObject({ width: 200, height: 300 })
    // The old object goes once the row no longer points at it.
    await expect.poll(() => s3.objects.has(before.objectKey)).toBe(false)
    const served = await request(t.app).get(`/api/images/optimize/${image.path}?width=100&format=webp&quality=80&v=${String(after.sha256).slice(0, 12)}`).buffer(true)
    expect(served.status).toBe(200)
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 100, height: 150 })
  })

  it('a write whose transaction rolls back leaves no object; a taken path is never overwritten', async () => {
    const objectsBefore = new Set(s3.objects.keys())
    const libraryPath = `uploads/2026/11/rolled-back-${randomBytes(3).toString('hex')}.jpg`
    await expect(
      t.knex.transaction(async (trx) => {
        expect(await originals().put(trx, libraryPath, await picture(40, 30))).toBe(true)
        throw new Error('something later in the same transaction failed')
      }),
    ).rejects.toThrow('something later')
    // Removed once the rollback is known (right after it).
    await expect.poll(() => [...s3.objects.keys()].filter((k) => !objectsBefore.has(k))).toEqual([])
    expect(await t.knex('image_blobs').where({ path: libraryPath }).first()).toBeUndefined()

    const taken = 'demo/harbour-town.jpg'
    const row = await t.knex('image_blobs').where({ path: taken }).first()
    expect(await originals().put(undefined, taken, await picture(40, 30))).toBe(false)
    expect(await t.knex('image_blobs').where({ path: taken }).first()).toMatchObject({ objectKey: row.objectKey, sha256: row.sha256 })
    expect(new Set(s3.objects.keys())).toEqual(objectsBefore)
  })

  it('a row whose object is missing answers 404, never 500', async () => {
    const { res } = await upload('s3-lost-object.jpg')
    const image = res.body.images[0] as { path: string }
    const key = (await t.knex('image_blobs').where({ path: image.path }).first()).objectKey as string
    s3.objects.delete(key)
    rmSync(path.join(t.env.dataDir, 'images', ...image.path.split('/')))
    expect((await request(t.app).get(`/api/images/optimize/${image.path}?width=77&format=webp`)).status).toBe(404)
  })

  it('with the bucket down or refusing, an upload answers 503 with a message and keeps nothing; reads answer 503; a WebP run stops and says why', async () => {
    const stored = await upload('s3-before-outage.jpg')
    const image = stored.res.body.images[0] as { id: number; path: string }
    rmSync(path.join(t.env.dataDir, 'images', ...image.path.split('/')))
    const rows = Number((await t.knex('images').count('* as n').first())!.n)
    try {
      for (const mode of ['unavailable', 'denied'] as const) {
        s3.failWith(mode)
        const { res } = await upload(`s3-outage-${mode}.jpg`)
        expect(res.status).toBe(503)
        expect(res.body.error).toEqual({ code: 'object_storage_unavailable', message: expect.stringMatching(/image storage cannot be reached|almacenamiento de imágenes/) })
        expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(m?js|ts):\d+/)
        expect(Number((await t.knex('images').count('* as n').first())!.n)).toBe(rows)
        expect(await t.knex('image_blobs').where('path', 'like', `%s3-outage-${mode}%`).first()).toBeUndefined()
        const read = await request(t.app).get(`/api/images/optimize/${image.path}?width=91&format=webp`)
        expect(read.status).toBe(503)
      }
      // The WebP conversion (a job, ADR 060) reads and writes originals: the run stops and says the
      // storage is out of reach, rather than counting one picture as failed; nothing is made.
      const images = Number((await t.knex('images').count('* as n').first())!.n)
      const started = await stored.agent.post('/api/admin/webp/convert').set('X-CSRF-Token', stored.csrf).send({ ids: [image.id], quality: 70 })
      expect(started.status).toBe(202)
      await expect.poll(async () => (await stored.agent.get('/api/admin/webp/convert')).body.state, { timeout: 30_000 }).toBe('done')
      const run = (await stored.agent.get('/api/admin/webp/convert')).body
      expect(run).toMatchObject({ done: 0, failed: 0, lastError: expect.any(String) })
      expect(Number((await t.knex('images').count('* as n').first())!.n)).toBe(images)
    } finally {
      s3.failWith(undefined)
    }
    expect((await request(t.app).get(`/api/images/optimize/${image.path}?width=91&format=webp`)).status).toBe(200)
    expect(readFileSync(path.join(t.env.dataDir, 'images', ...image.path.split('/'))).length).toBeGreaterThan(0)
  })
})

describe('the stand-in checks signatures as S3 does', () => {
  it('a request signed with another secret is refused, and the app says the storage cannot be reached', async () => {
    const settings = s3SettingsOf(t.env)!
    const wrong = new ObjectStorage({ ...settings, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' } })
    try {
      await expect(wrong.put('uploads/forged.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({ status: 503, code: 'object_storage_unavailable' })
    } finally {
      wrong.close()
    }
    expect(s3.badSignatures.at(-1)).toMatch(/^PutObject uploads\/forged\.jpg: SignatureDoesNotMatch/)
    expect(s3.objects.has('uploads/forged.jpg')).toBe(false)
  })
})

describe('S3 settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'menorca-s3-env-')), SESSION_SECRET: 'x'.repeat(32), APP_SECRET: 'y'.repeat(32) }
  afterAll(() => rmSync(base.DATA_DIR, { recursive: true, force: true }))

  it('without S3_BUCKET the originals stay in PostgreSQL; a half configuration is refused with a line naming what is missing', () => {
    expect(s3SettingsOf(loadEnv(base))).toBeUndefined()
    expect(() => loadEnv({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: required with S3_ENDPOINT/)
    expect(() => loadEnv({ ...base, S3_BUCKET: 'site-images', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
    expect(() => loadEnv({ ...base, S3_BUCKET: 'site-images' })).toThrow(/S3_REGION: required for AWS S3/)
    expect(s3SettingsOf(loadEnv({ ...base, S3_BUCKET: 'site-images', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: '/menorca/originals/' }))).toEqual({
      bucket: 'site-images', endpoint: 'http://minio:9000', region: 'us-east-1', credentials: undefined, forcePathStyle: true, prefix: 'menorca/originals/',
    })
    expect(s3SettingsOf(loadEnv({ ...base, S3_BUCKET: 'site-images', S3_REGION: 'eu-west-1' }))).toMatchObject({ forcePathStyle: false, prefix: '' })
  })
})
