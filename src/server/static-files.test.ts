import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { once } from 'node:events'
import { get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { staticFiles } from './static-files'

const root = mkdtempSync(path.join(tmpdir(), 'static-files-'))
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
mkdirSync(path.join(root, 'entries'))
writeFileSync(path.join(root, 'entries', 'app.js'), script)
writeFileSync(path.join(root, 'tiny.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(path.join(root, '.env'), 'SECRET=1')

const app = express()
app.use('/assets', staticFiles(root, { cacheControl: 'public, max-age=31536000, immutable', fallthrough: false }))
app.use(staticFiles(root, { cacheControl: 'public, max-age=86400', fallthrough: true }))
app.use((_req, res) => res.status(418).send('next handler'))

describe('staticFiles', () => {
  it('serves a file with its type, immutable caching and an entity tag (304 when it matches)', async () => {
    const res = await request(app).get('/assets/entries/app.js').set('Accept-Encoding', 'identity')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.text).toBe(script)
    const again = await request(app).get('/assets/entries/app.js').set('If-None-Match', res.headers.etag!)
    expect(again.status).toBe(304)
  })

  it('sends brotli or gzip to clients that take them', async () => {
    // Raw bytes, as sent (supertest would otherwise decode them itself).
    const raw = async (accept: string) => {
      const server = app.listen(0, '127.0.0.1')
      await once(server, 'listening')
      const { port } = server.address() as AddressInfo
      const res = await new Promise<IncomingMessage>((resolve) => get({ port, host: '127.0.0.1', path: '/assets/entries/app.js', headers: { 'Accept-Encoding': accept } }, resolve))
      const chunks: Buffer[] = []
      for await (const chunk of res) chunks.push(chunk as Buffer)
      server.close()
      return { encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }
    }
    const br = await raw('gzip, br')
    expect(br.encoding).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    const gz = await raw('gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)
    const tiny = await request(app).get('/tiny.svg').set('Accept-Encoding', 'gzip, br')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.headers['content-type']).toBe('image/svg+xml')
  })

  it('never leaves its folder or shows hidden files; unknown hashed assets are a 404', async () => {
    expect((await request(app).get('/assets/../static-files.test.ts')).status).toBe(404)
    expect((await request(app).get('/assets/entries/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404)
    expect((await request(app).get('/assets/.env')).status).toBe(404)
    expect((await request(app).get('/assets/missing.js')).status).toBe(404)
    expect((await request(app).get('/missing.js')).status).toBe(418)
    expect((await request(app).post('/tiny.svg')).status).toBe(418)
  })
})
