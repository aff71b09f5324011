import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../helpers/staff'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

/**
 * The originals of the image library are kept in the database (image_blobs, ADR 058): an upload
 * is stored there with its library row, a deleted image leaves no blob, a picture missing from
 * DATA_DIR/images is fetched back from the database, and an installation from before keeps its files.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const imagesDir = () => path.join(t.env.dataDir, 'images')

async function picture(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + (i % 241)) & 0xff
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer()
}

async function uploadOne(agent: request.Agent, csrf: string, name: string) {
  const res = await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).attach('files', await picture(300, 200), name)
  expect(res.status).toBe(201)
  return res.body.images[0] as { id: number; path: string }
}

describe('image originals in the database', () => {
  it('an upload keeps its original in the database, byte for byte, beside its library row', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const image = await uploadOne(agent, csrf, 'harbour.jpg')
    const blob = await t.knex('image_blobs').where({ path: image.path }).first()
    const onDisk = readFileSync(path.join(imagesDir(), image.path))
    expect(Buffer.from(blob.bytes).equals(onDisk)).toBe(true)
    expect(blob).toMatchObject({ mimeType: 'image/jpeg', size: onDisk.length, sha256: createHash('sha256').update(onDisk).digest('hex') })
  })

  it('serves a picture whose local copy is gone, in every size, and keeps a copy on the disk again', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const image = await uploadOne(agent, csrf, 'lost-copy.jpg')
    const local = path.join(imagesDir(), image.path)
    rmSync(local)
    for (const [width, height] of [[120, 80], [240, undefined]] as const) {
      const res = await request(t.app).get(`/api/images/optimize/${image.path}?width=${width}${height ? `&height=${height}` : ''}&format=jpeg`).buffer(true)
      expect(res.status).toBe(200)
      const meta = await sharp(res.body as Buffer).metadata()
      expect(meta.width).toBe(width)
      expect(meta.height).toBe(height ?? 160)
    }
    expect(existsSync(local)).toBe(true)
  })

  it('deleting an image deletes its original from the database: it is gone on every instance', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const image = await uploadOne(agent, csrf, 'to-delete.jpg')
    expect((await agent.delete(`/api/admin/images/${image.id}`).set('X-CSRF-Token', csrf)).status).toBe(204)
    expect(await t.knex('image_blobs').where({ path: image.path }).first()).toBeUndefined()
    expect((await request(t.app).get(`/api/images/optimize/${image.path}?width=50`)).status).toBe(404)
  })

  it('the demo pictures are in the database from the seed', async () => {
    const demo = await t.knex('images').where('path', 'like', 'demo/%').pluck('path')
    const stored = await t.knex('image_blobs').whereIn('path', demo).pluck('path')
    expect(demo.length).toBeGreaterThan(10)
    expect(stored.sort()).toEqual(demo.sort())
  })

  it('an upgraded installation copies the pictures of its DATA_DIR into the database once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'menorca-import-'))
    try {
      const name = `uploads/2025/03/old-upload-${Date.now().toString(16)}.jpg`
      mkdirSync(path.join(dir, 'uploads', '2025', '03'), { recursive: true })
      const bytes = await picture(40, 30)
      writeFileSync(path.join(dir, ...name.split('/')), bytes)
      writeFileSync(path.join(dir, 'uploads', 'notes.txt'), 'not a picture')
      // A demo picture the database has already: the database's copy stays.
      mkdirSync(path.join(dir, 'demo'))
      writeFileSync(path.join(dir, 'demo', 'cove-turquoise.jpg'), Buffer.from('not the real one'))
      const before = await t.knex('image_blobs').where({ path: 'demo/cove-turquoise.jpg' }).first()

      expect(await built.importLocalOriginals(t.context.images.originals, t.knex, dir)).toBe(1)
      const stored = await t.knex('image_blobs').where({ path: name }).first()
      expect(Buffer.from(stored.bytes).equals(bytes)).toBe(true)
      expect((await t.knex('image_blobs').where({ path: 'demo/cove-turquoise.jpg' }).first()).sha256).toBe(before.sha256)
      expect(await t.knex('image_blobs').where('path', 'like', '%notes.txt').first()).toBeUndefined()
      // Done once per data directory: a second start walks nothing.
      await t.knex('image_blobs').where({ path: name }).delete()
      expect(await built.importLocalOriginals(t.context.images.originals, t.knex, dir)).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a second instance that restarted', () => {
  it('drops its copy of a picture deleted through another instance, though it kept the copy before the restart', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const image = await uploadOne(agent, csrf, 'kept-over-a-restart.jpg')
    const otherDir = mkdtempSync(path.join(tmpdir(), 'menorca-instance-b-'))
    const instanceOn = async () => {
      const app = built.createApp({ env: { ...t.env, dataDir: otherDir, DATA_DIR: otherDir, INSTANCE_ID: 'instance-b' }, knex: t.knex, i18n: await built.createI18n(), logger: pino({ level: 'silent' }), cacheHtml: false })
      await app.start()
      return app
    }
    const copy = path.join(otherDir, 'images', ...image.path.split('/'))
    const address = `/api/images/optimize/${image.path}?width=50&format=jpeg`
    try {
      // Instance B serves the picture, keeping a copy of the original on its disk, then restarts.
      const before = await instanceOn()
      expect((await request(before.app).get(address)).status).toBe(200)
      expect(existsSync(copy)).toBe(true)
      await before.close()
      const after = await instanceOn()
      try {
        // What its start does (src/server/boot.ts): the copies on its disk are known again.
        expect(await built.trackLocalCopies(t.knex, path.join(otherDir, 'images'))).toBeGreaterThanOrEqual(1)
        expect((await agent.delete(`/api/admin/images/${image.id}`).set('X-CSRF-Token', csrf)).status).toBe(204)
        await expect.poll(() => existsSync(copy)).toBe(false)
        expect((await request(after.app).get(address)).status).toBe(404)
      } finally {
        await after.close()
      }
    } finally {
      rmSync(otherDir, { recursive: true, force: true })
    }
  })
})
