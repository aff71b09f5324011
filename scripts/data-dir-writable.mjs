// The start-up check of DATA_DIR (docs/decisions/059-container-data-volume.md): run before the
// build check, the secrets file and the database are touched, so that a folder the server cannot
// write (a root-owned host folder mounted as /data under --user, a read-only mount) or what it
// holds and cannot use (a backup restored as root into a folder the server owns) ends the start
// with one line saying what to fix instead of a stack trace from deep inside PGlite or env.ts.
import { accessSync, constants, mkdirSync, mkdtempSync, readdirSync, rmdirSync, statSync } from 'node:fs'
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

function runningAs() {
  return { uid: process.getuid?.() ?? 'unknown', gid: process.getgid?.() ?? 'unknown' }
}

/** "uid 0 gid 0, mode 0600" of `file` ("unknown" when not even stat-able), and whether it is a folder. */
function ownerOf(file) {
  try {
    const stat = statSync(file)
    return { owner: `uid ${stat.uid} gid ${stat.gid}, mode ${(stat.mode & 0o7777).toString(8).padStart(4, '0')}`, isDirectory: stat.isDirectory() }
  } catch {
    // Not even stat-able: the owner stays unknown, the rest of the line still says what to do.
    return { owner: 'unknown', isDirectory: true }
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
    const { uid, gid } = runningAs()
    const where = nearestExisting(absolute)
    const { owner, isDirectory } = ownerOf(where)
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

/** What a start with these settings uses inside DATA_DIR (an empty variable is an unset one, as in env.ts). */
function dataDirUsesOf(env = process.env) {
  return { embeddedDatabase: !env.DATABASE_URL, secretsFile: !(env.SESSION_SECRET && env.APP_SECRET) }
}

const FOLDER_ACCESS = constants.R_OK | constants.W_OK | constants.X_OK
const FILE_ACCESS = { read: constants.R_OK, 'read-write': constants.R_OK | constants.W_OK }

/** A folder's entries; none when it is missing (created later) or was already found unusable. */
function entriesOf(folder) {
  try {
    return readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  } catch {
    return []
  }
}

/**
 * The embedded database's files, as PGlite opens them: the folder, PG_VERSION, global/ and base/
 * first, then everything one and two levels down — but in each database's folder (base/<oid>)
 * only the files opened first, never its thousands of relation files. A restore gives a whole tree
 * one owner, which those show; a large database costs a few hundred checks, not a walk.
 */
function* embeddedDatabaseNeeds(pgDir) {
  yield { path: pgDir, kind: 'folder' }
  const first = { PG_VERSION: 'file', global: 'folder', base: 'folder' }
  for (const [name, kind] of Object.entries(first)) yield { path: path.join(pgDir, name), kind, access: 'read-write' }
  const top = entriesOf(pgDir)
  for (const entry of top) if (!(entry.name in first)) yield { path: path.join(pgDir, entry.name), access: 'read-write' }
  for (const folder of top.filter((entry) => entry.isDirectory())) {
    for (const entry of entriesOf(path.join(pgDir, folder.name))) yield { path: path.join(pgDir, folder.name, entry.name), access: 'read-write' }
  }
  for (const database of entriesOf(path.join(pgDir, 'base')).filter((entry) => entry.isDirectory())) {
    for (const name of ['PG_VERSION', 'pg_filenode.map']) yield { path: path.join(pgDir, 'base', database.name, name), kind: 'file', access: 'read-write' }
  }
}

/** A cache folder and what is directly in it: its folders are written into, its files read. */
function* cacheFolderNeeds(folder) {
  yield { path: folder, kind: 'folder' }
  for (const entry of entriesOf(folder)) yield { path: path.join(folder, entry.name), access: 'read' }
}

/** Everything the server reads or writes inside DATA_DIR at start and while it runs, in the order it is checked. */
function* dataDirNeeds(dataDir, { embeddedDatabase, secretsFile }) {
  yield { path: dataDir, kind: 'folder' }
  if (secretsFile) yield { path: path.join(dataDir, 'secrets.json'), kind: 'file', access: 'read' }
  if (embeddedDatabase) yield* embeddedDatabaseNeeds(path.join(dataDir, 'pg'))
  // The local copies of originals (DATA_DIR/images) and the optimizer's variants (DATA_DIR/cache/images).
  yield* cacheFolderNeeds(path.join(dataDir, 'images'))
  yield { path: path.join(dataDir, 'cache'), kind: 'folder' }
  yield* cacheFolderNeeds(path.join(dataDir, 'cache', 'images'))
}

/** Why this process cannot use `need` (undefined: it can, or it does not exist yet and will be made). */
function refusalOf({ path: file, kind, access }) {
  let isFolder
  try {
    isFolder = statSync(file).isDirectory()
  } catch (err) {
    return err?.code === 'ENOENT' ? undefined : { code: err?.code ?? 'unknown', isFolder: kind === 'folder' }
  }
  if (kind === 'folder' && !isFolder) return { wrongKind: 'a file where a folder belongs' }
  if (kind === 'file' && isFolder) return { wrongKind: 'a folder where a file belongs' }
  try {
    accessSync(file, isFolder ? FOLDER_ACCESS : FILE_ACCESS[access])
    return undefined
  } catch (err) {
    return { code: err?.code ?? 'unknown', isFolder }
  }
}

/**
 * Null when this process can read and write what it will use inside an existing DATA_DIR (see
 * dataDirNeeds); otherwise the one line to print, naming the first path it cannot use. Run after
 * dataDirProblem: the folder itself takes writes, but a backup restored into it as root (or any
 * other user) leaves files the server cannot open.
 */
export function dataDirAccessProblem(dir, uses = dataDirUsesOf()) {
  const dataDir = path.resolve(dir)
  for (const need of dataDirNeeds(dataDir, uses)) {
    const refusal = refusalOf(need)
    if (!refusal) continue
    const subject = need.path === dataDir ? `DATA_DIR ${dataDir}` : `${need.path} (in DATA_DIR ${dataDir})`
    if (refusal.wrongKind) return `Cannot start: ${subject} is ${refusal.wrongKind}. Fix: put back what the backup holds there, or move it out of the way.`
    const { uid, gid } = runningAs()
    const can = refusal.isFolder ? 'read and write in' : need.access === 'read' ? 'read' : 'read and write'
    return (
      `Cannot start: uid ${uid} gid ${gid} cannot ${can} ${subject} (${refusal.code}; owner ${ownerOf(need.path).owner}). ` +
      `Fix: give all of DATA_DIR to that user: chown -R ${uid}:${gid} ${dataDir} (in a container: the host folder mounted there), or run as the files' owner; ` +
      `a backup restored as another user (root) keeps that user's files.`
    )
  }
  return null
}

/**
 * Ends the process with exit code 1 and the one line when DATA_DIR cannot be written, or holds
 * something this start needs and cannot read or write.
 */
export function requireUsableDataDir(dir = process.env.DATA_DIR || './data') {
  const problem = dataDirProblem(dir) ?? dataDirAccessProblem(dir)
  if (problem === null) return
  console.error(problem)
  process.exit(1)
}
