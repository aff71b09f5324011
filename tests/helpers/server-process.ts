/**
 * The built site as a real server process, started exactly as `npm start` starts it (the same
 * command line, read from package.json), for the benchmarks, the audit and the process-level
 * tests (graceful shutdown, two instances).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import pg from 'pg'

export interface ServerProcess {
  child: ChildProcess
  pid: number
  /** http://127.0.0.1:<port> */
  url: string
  /** Milliseconds from the spawn to the first 200 of `readyPath`. */
  startMs: number
  /** Resolves when the process has ended (exit code, or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  /** SIGTERM, then waits for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface ServerProcessOptions {
  dataDir: string
  /** External PostgreSQL; empty or absent: the embedded database in DATA_DIR/pg. */
  databaseUrl?: string
  env?: Record<string, string>
  stdio?: StdioOptions
  /** How long the first start (migrations, demo content) may take. */
  startTimeoutMs?: number
  /** The address whose first 200 means "started" (the home page measures a cold start). */
  readyPath?: string
}

/** `npm start`'s command line: the environment it sets (`NAME=value` first) and node's arguments. */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
  const words = scripts.start.split(/\s+/)
  const env: Record<string, string> = {}
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split('=') as [string, string]
    env[name] = value
  }
  const [command, ...args] = words
  if (command !== 'node') throw new Error(`npm start is expected to run node, not ${command}`)
  return { env, args }
}

/**
 * A TCP port nobody listens on right now, for a server that will listen on it a few seconds later.
 * Chosen below the kernel's ephemeral range (32768–60999 on Linux): a port taken there with
 * listen(0) and released could be handed to the next listen(0) of the run (supertest, a database
 * socket) before the server binds it — and then a test would talk to someone else's app.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const probe = net.createServer()
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (free) {
      await new Promise((resolve) => probe.close(resolve))
      return port
    }
    if (attempt > 50) throw new Error('no free port below the ephemeral range')
  }
}

export async function startServerProcess({ dataDir, databaseUrl = '', env = {}, stdio = 'ignore', startTimeoutMs = 120_000, readyPath = '/healthz' }: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const spawnedAt = performance.now()
  const start = startCommand()
  const child = spawn(process.execPath, start.args, {
    env: { ...process.env, ...start.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
    stdio,
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined
  void exited.then((how) => (ended = how))
  const deadline = Date.now() + startTimeoutMs
  while (!(await answers200(`${url}${readyPath}`))) {
    if (ended || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(ended ? `the server process ended (code ${ended.code}, signal ${ended.signal}) before it was healthy` : `the server was not healthy within ${startTimeoutMs} ms`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  return {
    child,
    pid: child.pid!,
    url,
    startMs: performance.now() - spawnedAt,
    exited,
    async stop(graceMs = 15_000) {
      if (!ended) child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      const result = await exited
      clearTimeout(killer)
      return result
    },
  }
}

async function answers200(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await res.arrayBuffer()
    return res.status === 200
  } catch {
    return false
  }
}

/** Resident memory of a process in MB, from /proc (Linux); undefined once it has ended. */
export function residentMegabytes(pid: number): number | undefined {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kilobytes ? Number(kilobytes) / 1024 : undefined
  } catch {
    return undefined
  }
}

/**
 * A schema of its own on an external PostgreSQL (dropped afterwards), so a run never touches the
 * database's real content: `url` is the connection string with it as the search path.
 */
export interface ScratchSchema {
  url: string
  drop(): Promise<void>
}

export async function scratchSchema(databaseUrl: string, prefix: string): Promise<ScratchSchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  await run(`create schema "${name}"`)
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${name}`)
  // The job queue's tables live beside it, in `<schema>_jobs` (src/jobs/job-schema.ts).
  return { url: url.toString(), drop: () => run(`drop schema if exists "${name}" cascade; drop schema if exists "${name}_jobs" cascade`) }
}
