/**
 * `npm run bench`: the production build on the embedded database, measured the way issue #7
 * sets its budgets. In one run: the cold start of an already-seeded app to its first 200; then
 * autocannon on each target, one after the other — a static file of the home page's size, the
 * anonymous home page (es), a trip page, /api/trips/popular and a cached optimised image —
 * with req/s, p50/p99, errors and the ratio to the static file side by side, the server's
 * resident memory sampled throughout, and a verdict per budget (exit code 1 when one fails).
 */
import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import { residentMegabytes, startServerProcess } from './server-process'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es' }

const BUDGET = { homeVsStatic: 0.5, homeP99Ms: 50, imageVsStatic: 0.8, rssMb: 350, coldStartMs: 5000 }

interface Result { name: string; path: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; rssMb: number }

function closestStaticFile(bytes: number): string {
  const dir = path.resolve('dist/client/assets')
  const files: Array<{ rel: string; size: number }> = []
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name)
      const s = statSync(full)
      if (s.isDirectory()) walk(full)
      else if (!/\.(br|gz)$/.test(name)) files.push({ rel: `/assets/${path.relative(dir, full)}`, size: s.size })
    }
  }
  walk(dir)
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))
  return files[0]!.rel
}

async function load(base: string, name: string, urlPath: string, pid: number): Promise<Result> {
  // A short unmeasured run first: the steady state is measured, not the JIT warming up.
  await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: BROWSER_HEADERS })
  let rssMb = 0
  const sample = setInterval(() => (rssMb = Math.max(rssMb, residentMegabytes(pid) ?? 0)), 250)
  const r = await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS })
  clearInterval(sample)
  rssMb = Math.max(rssMb, residentMegabytes(pid) ?? 0)
  return { name, path: urlPath, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, rssMb }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-bench-'))
  // First start: migrations and demo content (not what a cold start of a running site does).
  await (await startServerProcess({ dataDir, stdio: 'inherit' })).stop()
  const server = await startServerProcess({ dataDir, stdio: 'inherit', readyPath: '/' })
  const coldStartMs = server.startMs
  try {
    const base = server.url
    const home = await fetch(`${base}/`, { headers: { 'accept-language': 'es' } })
    const homeBytes = (await home.arrayBuffer()).byteLength
    const popular = (await (await fetch(`${base}/api/trips/popular`)).json()) as Array<{ id: number; image: string }>
    const imagePath = `${popular[0]!.image}?width=640&height=420&format=webp&quality=80`
    await (await fetch(`${base}${imagePath}`)).arrayBuffer() // the first request renders it into the cache
    const targets: Array<[string, string]> = [
      ['static file', closestStaticFile(homeBytes)],
      ['home (es)', '/'],
      ['trip page', `/trips/${popular[0]!.id}`],
      ['/api/trips/popular', '/api/trips/popular'],
      ['cached image', imagePath],
    ]
    const results: Result[] = []
    for (const [name, urlPath] of targets) {
      results.push(await load(base, name, urlPath, server.pid))
      console.error(`… ${name} done`)
    }
    const [staticFile, homePage, , , image] = results as [Result, Result, Result, Result, Result]
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, embedded database, Node ${process.version}\n`)
    console.table(
      results.map((r) => ({
        target: r.name,
        path: r.path.length > 40 ? `${r.path.slice(0, 37)}…` : r.path,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'non-2xx': r.non2xx,
        'vs static': `${(r.rps / staticFile.rps).toFixed(2)}×`,
        'max RSS MB': Math.round(r.rssMb),
      })),
    )
    const maxRss = Math.max(...results.map((r) => r.rssMb))
    const checks: Array<[string, string, boolean]> = [
      ['home ≥ 0.5× static req/s', `${(homePage.rps / staticFile.rps).toFixed(2)}×`, homePage.rps >= BUDGET.homeVsStatic * staticFile.rps],
      [`home p99 ≤ ${BUDGET.homeP99Ms} ms at ${CONNECTIONS} connections`, `${homePage.p99} ms`, homePage.p99 <= BUDGET.homeP99Ms],
      ['zero errors and non-2xx', String(results.reduce((n, r) => n + r.errors + r.non2xx, 0)), results.every((r) => r.errors === 0 && r.non2xx === 0)],
      ['cached image ≥ 0.8× static req/s', `${(image.rps / staticFile.rps).toFixed(2)}×`, image.rps >= BUDGET.imageVsStatic * staticFile.rps],
      [`RSS ≤ ${BUDGET.rssMb} MB under load`, `${Math.round(maxRss)} MB`, maxRss <= BUDGET.rssMb],
      [`cold start to first 200 ≤ ${BUDGET.coldStartMs / 1000} s`, `${(coldStartMs / 1000).toFixed(2)} s`, coldStartMs <= BUDGET.coldStartMs],
    ]
    console.table(checks.map(([budget, measured, ok]) => ({ budget, measured, verdict: verdict(ok) })))
    process.exitCode = checks.every(([, , ok]) => ok) ? 0 : 1
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
