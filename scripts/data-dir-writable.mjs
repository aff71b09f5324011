// The start-up check of DATA_DIR (docs/decisions/059-container-data-volume.md): run before the
// build check, the secrets file and the database are touched, so that a folder the server cannot
// write (a root-owned host folder mounted as /data under --user, a read-only mount) ends the start
// with one line saying what to fix instead of a stack trace from deep inside PGlite or env.ts.
import { mkdirSync, mkdtempSync, rmdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Nearest folder of `dir` that exists (itself, or the parent a mkdir -p would start from). */
function nearestExisting(dir) {
  let current = dir
  for (;;) {
    try {
      statSync(current)
      return current
    } catch {
      const parent = path.dirname(current)
      if (parent === current) return current
      current = parent
    }
  }
}

/**
 * Null when the server can create files in `dir` (created when missing, as the server would);
 * otherwise the one line to print. A full disk is not refused here: the running server reports
 * it on /healthz and answers writes with 503 until space is freed (docs/decisions on DATA_DIR).
 */
export function dataDirProblem(dir) {
  const absolute = path.resolve(dir)
  try {
    mkdirSync(absolute, { recursive: true })
    rmdirSync(mkdtempSync(path.join(absolute, '.write-check-')))
    return null
  } catch (err) {
    const code = err?.code ?? 'unknown'
    if (code === 'ENOSPC' || code === 'EDQUOT') return null
    const uid = process.getuid?.() ?? 'unknown'
    const gid = process.getgid?.() ?? 'unknown'
    const where = nearestExisting(absolute)
    let owner = 'unknown'
    let isDirectory = true
    try {
      const stat = statSync(where)
      owner = `uid ${stat.uid} gid ${stat.gid}, mode ${(stat.mode & 0o7777).toString(8).padStart(4, '0')}`
      isDirectory = stat.isDirectory()
    } catch {
      // Not even stat-able: the owner stays unknown, the rest of the line still says what to do.
    }
    const subject = where === absolute ? `DATA_DIR ${absolute}` : `DATA_DIR ${absolute} (missing; its parent ${where})`
    if (!isDirectory || code === 'ENOTDIR' || code === 'EEXIST') {
      return `Cannot start: ${subject} is a file, not a folder (${code}). Fix: point DATA_DIR at a folder, or remove the file ${where}.`
    }
    if (code === 'EROFS') {
      return `Cannot start: ${subject} is on a read-only file system (${code}; running as uid ${uid} gid ${gid}, owner ${owner}). Fix: mount it read-write (no ":ro"/readOnly on the /data volume).`
    }
    return (
      `Cannot start: ${subject} is not writable by uid ${uid} gid ${gid} (${code}; owner ${owner}). ` +
      `Fix: give it to uid ${uid} (on the host: chown -R ${uid}:${gid} <the folder mounted there>) or run as its owner (--user); ` +
      `the image, started without --user, does this itself for an empty folder or one holding this site's data.`
    )
  }
}

/** Ends the process with exit code 1 and the one line when DATA_DIR cannot be written. */
export function requireWritableDataDir(dir = process.env.DATA_DIR || './data') {
  const problem = dataDirProblem(dir)
  if (problem === null) return
  console.error(problem)
  process.exit(1)
}
