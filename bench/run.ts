/**
 * `npm run bench`: starts the production build on the embedded database in a scratch
 * DATA_DIR, then loads each target with autocannon, one after the other, and prints them
 * side by side with their ratio to a static file of similar size served by the same server.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3099)
const base = `http://127.0.0.1:${PORT}`

interface Result { name: string; path: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; bytes: number }

async function waitForHealth(timeoutMs = 60_000): Promise<void> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy')
}

function closestStaticFile(bytes: number): string {
  const dir = path.resolve('dist/client/assets')
  const files: Array<{ rel: string; size: number }> = []
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name)
      const s = statSync(full)
      if (s.isDirectory()) walk(full)
      else files.push({ rel: `/assets/${path.relative(dir, full)}`, size: s.size })
    }
  }
  walk(dir)
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))
  return files[0]!.rel
}

async function load(name: string, urlPath: string): Promise<Result> {
  const headers = { 'accept-encoding': 'gzip', 'accept-language': 'es' }
  const r = await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: DURATION, headers })
  return { name, path: urlPath, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, bytes: r.throughput.average }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-bench-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForHealth()
    const home = await fetch(`${base}/`, { headers: { 'accept-language': 'es' } })
    const homeBytes = (await home.text()).length
    const popular = (await (await fetch(`${base}/api/trips/popular`)).json()) as Array<{ id: number; image: string }>
    const imagePath = `${popular[0]!.image}?width=640&height=420&format=webp&quality=80`
    await fetch(`${base}${imagePath}`) // first request renders it into the cache
    const targets: Array<[string, string]> = [
      ['static file', closestStaticFile(homeBytes)],
      ['home (es)', '/'],
      ['trip page', `/trips/${popular[0]!.id}`],
      ['/api/trips/popular', '/api/trips/popular'],
      ['cached image', imagePath],
    ]
    const results: Result[] = []
    for (const [name, urlPath] of targets) {
      await load(name, urlPath).then((r) => results.push(r))
      console.error(`… ${name} done`)
    }
    const staticRps = results[0]!.rps
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, embedded database\n`)
    console.table(
      results.map((r) => ({
        target: r.name,
        path: r.path.length > 48 ? `${r.path.slice(0, 45)}…` : r.path,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'non-2xx': r.non2xx,
        'vs static': `${(r.rps / staticRps).toFixed(2)}×`,
      })),
    )
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
