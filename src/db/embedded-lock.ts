import { readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'

/** Another live process has this embedded database open: opening it twice would corrupt it. */
export class EmbeddedDatabaseInUseError extends Error {
  override name = 'EmbeddedDatabaseInUseError'
}

/** The holder refreshes the lock's time this often; a lock not refreshed for STALE_AFTER_MS is abandoned. */
const HEARTBEAT_MS = 10_000
export const STALE_AFTER_MS = 30_000

interface LockHolder {
  text: string
  host: string
  pid: number
  ageMs: number
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    const text = readFileSync(lockFile, 'utf8').trim()
    const [first = '', second] = text.split(' ')
    // "host pid"; a bare pid is a lock written on this host.
    const [host, pid] = second === undefined ? [hostname(), first] : [first, second]
    return { text, host, pid: Number.parseInt(pid, 10), ageMs: Date.now() - statSync(lockFile).mtimeMs }
  } catch {
    return null
  }
}

/**
 * Whether the lock still belongs to a live process. Its holder refreshes the file's time: left
 * untouched for 30 s it is abandoned, whoever wrote it (a crash, a killed container). Otherwise
 * it is held — on this host while that process runs, always when another host wrote it (another
 * container on a shared volume) — unless it names this very process: a container restarted
 * after a crash runs as the same pid under the same host name.
 */
function isHeld(holder: LockHolder, mine: string): boolean {
  if (holder.text === mine || holder.ageMs > STALE_AFTER_MS) return false
  if (holder.host !== hostname()) return true
  return Number.isInteger(holder.pid) && holder.pid > 0 && holder.pid !== process.pid && isRunning(holder.pid)
}

function createLock(lockFile: string, mine: string): boolean {
  try {
    writeFileSync(lockFile, mine, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  }
}

/**
 * PGlite has no lock of its own: `<dataDir>.lock` names the host and process that have the
 * database open ("host pid") and is refreshed every 10 s while they do. An abandoned lock is
 * taken over (removed, then created exclusively again, so two starters cannot both win).
 * Returns the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  const mine = `${hostname()} ${process.pid}`
  if (!createLock(lockFile, mine)) {
    const holder = readHolder(lockFile)
    const inUse = (who: string) =>
      new EmbeddedDatabaseInUseError(
        `The embedded database in ${dataDir} is open in another process (${who}), probably the running site: stop it first, or use DATABASE_URL. (If no such process is this site, delete ${lockFile}.)`,
      )
    if (holder && isHeld(holder, mine)) throw inUse(`pid ${holder.pid} on ${holder.host}`)
    rmSync(lockFile, { force: true })
    if (!createLock(lockFile, mine)) throw inUse('it started at the same moment')
  }
  const heartbeat = setInterval(() => {
    const now = new Date()
    try {
      utimesSync(lockFile, now, now)
    } catch {
      // removed by hand: the next start decides
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()
  return () => {
    clearInterval(heartbeat)
    try {
      if (readFileSync(lockFile, 'utf8') === mine) unlinkSync(lockFile)
    } catch {
      // already gone
    }
  }
}
