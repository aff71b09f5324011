import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, symlinkSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

const port = 3200 + Math.floor(Math.random() * 500)
let child: ChildProcess | undefined

afterAll(() => {
  child?.kill('SIGKILL')
})

function get(agent: http.Agent, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    }).on('error', reject)
  })
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-shutdown-'))
    symlinkSync(path.join(inject('dataDir'), 'images'), path.join(dataDir, 'images'))
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    })
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child!.once('exit', (code) => resolve({ code, at: Date.now() })))
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    await expect.poll(() => get(agent, '/healthz').catch(() => 0), { timeout: 90_000, interval: 500 }).toBe(200)
    await Promise.all(Array.from({ length: 8 }, () => get(agent, '/healthz'))) // open the keep-alive sockets

    const inFlight = Array.from({ length: 8 }, (_, i) => get(agent, i % 2 ? '/?lng=en' : '/api/trips/popular'))
    await new Promise((r) => setTimeout(r, 20))
    const signalledAt = Date.now()
    child.kill('SIGTERM')

    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200))
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalledAt).toBeLessThan(10_000)
    await expect(get(new http.Agent(), '/healthz')).rejects.toThrow(/ECONNREFUSED/)
  }, 120_000)
})
