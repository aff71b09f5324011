/**
 * `npm run bench:season`: the staff screens an office works in on a peak August day, measured on
 * a high season's data rather than the demo's handful of bookings. The production build starts
 * once to migrate and seed the demo, stops; `season-volume.ts` copies the demo's bookings into a
 * season (20,000 transfer bookings, the peak day today with hundreds of legs, trip departures two
 * thirds full, the history of payments and edits); the build starts again and an admin opens each
 * screen and document in turn: the p50/p95/max of `SEASON_RUNS` requests after two unmeasured
 * ones, with a budget per kind (a screen, a document) and exit code 1 when one is missed.
 * On the embedded database (in a scratch data directory), then on PostgreSQL when DATABASE_URL is
 * set (in a scratch schema, dropped afterwards). SEASON_BOOKINGS changes the number of transfer
 * bookings (60000: three seasons kept in the database). SEASON_KEEP=1 keeps the embedded data directory
 * and the PostgreSQL schema (both printed) to open the season with `DATA_DIR=<path> npm start`.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import { startEmbeddedDatabase } from '../src/db/embedded'
import { localParts } from '../src/lib/island-time'
import { scratchSchema, startServerProcess, type ServerProcess } from '../tests/helpers/server-process'
import { csrfOf } from '../tests/helpers/staff'
import { addSeasonVolume, DEFAULT_VOLUME } from './season-volume'

const RUNS = Number(process.env.SEASON_RUNS ?? 15)
const VOLUME = { ...DEFAULT_VOLUME, transferBookings: Number(process.env.SEASON_BOOKINGS ?? DEFAULT_VOLUME.transferBookings) }
const ADMIN = { email: 'season.bench@example.com', password: 'a long and careful passphrase' }
/** What a member of staff waits for, at the 95th percentile: a screen, and a PDF or spreadsheet made on demand. */
const BUDGET_MS = { screen: 400, document: 1500 } as const

interface Target { name: string; path: string; kind: keyof typeof BUDGET_MS }
interface Timing { name: string; kind: keyof typeof BUDGET_MS; status: number; kb: number; p50: number; p95: number; max: number }

async function login(base: string): Promise<string> {
  const form = await fetch(`${base}/auth/login`)
  const cookie = (form.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ')
  const csrf = csrfOf(await form.text())
  const res = await fetch(`${base}/auth/login`, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, _csrf: csrf }) })
  if (res.status !== 303) throw new Error(`login answered ${res.status}`)
  return (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ') || cookie
}

async function measure(base: string, cookie: string, target: Target): Promise<Timing> {
  const times: number[] = []
  let status = 0
  let bytes = 0
  for (let run = -2; run < RUNS; run++) {
    const started = performance.now()
    const res = await fetch(`${base}${target.path}`, { headers: { cookie, 'accept-language': 'en' }, redirect: 'manual' })
    bytes = (await res.arrayBuffer()).byteLength
    status = res.status
    if (run >= 0) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!)
  return { name: target.name, kind: target.kind, status, kb: Math.round(bytes / 1024), p50: at(0.5), p95: at(0.95), max: Math.round(times.at(-1)!) }
}

/** The screens of the day, with a departure and a booking of the peak day to open. */
async function targets(knex: Knex): Promise<Target[]> {
  const today = localParts(new Date()).date
  const leg = await knex('transfer_legs').where('service_date', today).orderBy('pickup_at').first('booking_id')
  const driver = await knex('transfer_legs').where('service_date', today).whereNotNull('driver_id').groupBy('driver_id').orderByRaw('count(*) desc').first('driver_id')
  const departure = await knex('trip_departures').where('local_date', '>=', today).orderBy([{ column: 'seats_taken', order: 'desc' }, 'starts_at']).first('id')
  return [
    { name: 'dashboard', path: '/admin', kind: 'screen' },
    { name: 'transfer bookings, newest', path: '/admin/transfers', kind: 'screen' },
    { name: 'transfer bookings, today', path: `/admin/transfers?from=${today}&to=${today}`, kind: 'screen' },
    { name: 'transfer bookings, search', path: '/admin/transfers?q=weber', kind: 'screen' },
    { name: 'a transfer booking', path: `/admin/transfers/${leg?.booking_id}`, kind: 'screen' },
    { name: 'dispatch board, today', path: `/admin/dispatch?date=${today}`, kind: 'screen' },
    { name: 'dispatch board, its poll', path: `/api/admin/dispatch/day?date=${today}`, kind: 'screen' },
    { name: 'dispatch board, week', path: `/admin/dispatch?date=${today}&view=week`, kind: 'screen' },
    { name: 'takings, today', path: `/admin/takings?date=${today}`, kind: 'screen' },
    { name: 'trip bookings', path: '/admin/trip-bookings', kind: 'screen' },
    { name: 'trip bookings, search', path: '/admin/trip-bookings?q=garcia', kind: 'screen' },
    { name: 'departures', path: '/admin/departures', kind: 'screen' },
    { name: 'a departure', path: `/admin/departures/${departure?.id}`, kind: 'screen' },
    { name: 'manifest PDF, today', path: `/admin/dispatch/manifest.pdf?date=${today}`, kind: 'document' },
    { name: 'a driver\'s run sheet PDF', path: `/admin/dispatch/run-sheet.pdf?date=${today}&driver=${driver?.driver_id}`, kind: 'document' },
    { name: 'takings CSV, today', path: `/admin/takings.csv?date=${today}`, kind: 'document' },
    { name: 'transfers CSV, today', path: `/admin/transfers/export.csv?from=${today}&to=${today}`, kind: 'document' },
  ]
}

async function runOn(label: string, dataDir: string, databaseUrl: string): Promise<Timing[]> {
  // With DATABASE_URL, production asks for its secrets; the embedded database keeps its own in the data directory.
  const secret = randomBytes(32).toString('hex')
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error', ...(databaseUrl ? { SESSION_SECRET: secret, APP_SECRET: secret } : {}) }
  // Only error lines reach the console: a server that will not start says why.
  const start = () => startServerProcess({ dataDir, databaseUrl, env, startTimeoutMs: 300_000, stdio: ['ignore', 'ignore', 'inherit'] })
  let server: ServerProcess = await start()
  await server.stop()

  const embedded = databaseUrl ? undefined : await startEmbeddedDatabase(path.join(dataDir, 'pg'))
  const knex = knexFactory({ client: 'pg', connection: databaseUrl || embedded!.connectionString, pool: { min: 0, max: 1 } })
  let list: Target[]
  try {
    const started = performance.now()
    const added = await addSeasonVolume(knex, VOLUME)
    console.log(`${label}: season added in ${Math.round((performance.now() - started) / 1000)} s —`, Object.entries(added).map(([k, v]) => `${k} ${v}`).join(', '))
    list = await targets(knex)
  } finally {
    await knex.destroy()
    await embedded?.stop()
  }

  server = await start()
  try {
    const cookie = await login(server.url)
    const timings: Timing[] = []
    for (const target of list) timings.push(await measure(server.url, cookie, target))
    return timings
  } finally {
    await server.stop()
  }
}

function report(label: string, timings: Timing[]): boolean {
  console.log(`\n${label} (${RUNS} requests each, ms)`)
  console.table(timings.map((t) => ({ screen: t.name, status: t.status, kB: t.kb, p50: t.p50, p95: t.p95, max: t.max, budget: `p95 ≤ ${BUDGET_MS[t.kind]}`, ok: t.status === 200 && t.p95 <= BUDGET_MS[t.kind] ? 'yes' : 'NO' })))
  return timings.every((t) => t.status === 200 && t.p95 <= BUDGET_MS[t.kind])
}

const dirs: string[] = []
let ok = true
try {
  const embeddedDir = mkdtempSync(path.join(tmpdir(), 'season-embedded-'))
  dirs.push(embeddedDir)
  ok = report('embedded database', await runOn('embedded database', embeddedDir, '')) && ok
  if (process.env.DATABASE_URL) {
    const scratch = await scratchSchema(process.env.DATABASE_URL, 'season')
    const pgDir = mkdtempSync(path.join(tmpdir(), 'season-pg-'))
    dirs.push(pgDir)
    try {
      ok = report('PostgreSQL', await runOn('PostgreSQL', pgDir, scratch.url)) && ok
    } finally {
      if (process.env.SEASON_KEEP === '1') console.log(`\nKept the schema: ${scratch.url}`)
      else await scratch.drop()
    }
  }
} finally {
  if (process.env.SEASON_KEEP === '1') console.log(`\nKept: ${dirs.join(', ')}`)
  else for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}
console.log(ok ? '\nEvery screen within its budget.' : '\nA screen missed its budget (NO above).')
process.exitCode = ok ? 0 : 1
