// The originals of the image library live in PostgreSQL (`image_blobs`, docs/decisions/058), so
// every instance on one database serves every picture; DATA_DIR/images is only a cache of them.
//
//   await putOriginal(trx, 'uploads/2026/11/beach-3f9a1c.jpg', bytes)   // false: the path is taken
//   const local = await localOriginal(file, 'uploads/2026/11/beach-3f9a1c.jpg') // from disk, else fetched and cached
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import { BaseModel } from '../db/base-model'
import { storageStateOf } from '../lib/data-dir'

/**
 * The largest original kept (the upload limit, upload.ts): a row is read whole into memory when an
 * instance caches it, so no original may be larger than what an upload may bring.
 */
export const MAX_ORIGINAL_BYTES = 15 * 1024 * 1024

const MIME_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
}

/** The image types the library keeps, by file extension (what the optimizer accepts as a source). */
function mimeTypeOfPath(libraryPath: string): string | undefined {
  return MIME_BY_EXTENSION[path.extname(libraryPath).toLowerCase()]
}

class OriginalTooLargeError extends Error {
  constructor(readonly libraryPath: string, readonly bytes: number) {
    super(`"${libraryPath}" is ${bytes} bytes; originals are kept up to ${MAX_ORIGINAL_BYTES} bytes`)
  }
}

const database = (db?: Knex | Knex.Transaction): Knex | Knex.Transaction => db ?? BaseModel.knex()

/**
 * Keeps an original under its library path. Never overwrites: answers false when the path is
 * taken (a caller choosing a unique name tries another one).
 */
export async function putOriginal(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<boolean> {
  if (bytes.length > MAX_ORIGINAL_BYTES) throw new OriginalTooLargeError(libraryPath, bytes.length)
  const rows: unknown[] = await database(db)('image_blobs')
    .insert({ path: libraryPath, bytes, mimeType: mimeTypeOfPath(libraryPath) ?? 'application/octet-stream', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
    .onConflict('path')
    .ignore()
    .returning('path')
  return rows.length > 0
}

/**
 * Replaces the original of a path already in the library (an edit that keeps its path: a
 * rotation). Answers the moment it was stored: the local copy's modification time, as for a fetch.
 */
export async function replaceOriginal(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<Date> {
  if (bytes.length > MAX_ORIGINAL_BYTES) throw new OriginalTooLargeError(libraryPath, bytes.length)
  const storedAt = new Date()
  const changed = await database(db)('image_blobs')
    .where({ path: libraryPath })
    .update({ bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), createdAt: storedAt })
  if (!changed) throw new Error(`"${libraryPath}" has no stored original to replace`)
  return storedAt
}

/** Removes the originals of these library paths (an image deleted from the library). */
export async function removeOriginals(db: Knex | Knex.Transaction | undefined, libraryPaths: string[]): Promise<void> {
  if (libraryPaths.length) await database(db)('image_blobs').whereIn('path', libraryPaths).delete()
}

interface StoredOriginal {
  bytes: Buffer
  createdAt: Date
}

async function readStored(libraryPath: string): Promise<StoredOriginal | undefined> {
  const row = (await database()('image_blobs').select('bytes', 'createdAt').where({ path: libraryPath }).first()) as StoredOriginal | undefined
  return row ? { bytes: Buffer.from(row.bytes), createdAt: new Date(row.createdAt) } : undefined
}

/**
 * Writes a file whole or not at all (a temporary file renamed into place): a reader, another
 * request or another instance sharing the folder, never sees half of it. Answers false when
 * DATA_DIR takes no writes (read-only, full): a cache that cannot be written costs only the cache.
 */
export async function writeAtomically(file: string, bytes: Buffer, mtime?: Date): Promise<boolean> {
  const temporary = `${file}.${randomUUID()}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, bytes)
    // The original's own date, on every instance: variant cache keys (optimize.ts) stay the same however often it is fetched.
    if (mtime) await utimes(temporary, mtime, mtime)
    await rename(temporary, file)
    return true
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {})
    if (!storageStateOf(error)) throw error
    return false
  }
}

/** Where the optimizer reads an original from: the local file, or its bytes when the disk took none. */
export interface LocalOriginal {
  input: string | Buffer
  mtimeMs: number
  size: number
  /** Fetched from the database just now (the disk cache counts it as new). */
  fetched: boolean
}

const fetching = new Map<string, Promise<LocalOriginal | undefined>>()
/** Originals this process fetched from the database (local file → library path): another instance may delete them. */
const fetchedHere = new Map<string, string>()

/**
 * The original at `file` (inside DATA_DIR/images, already checked by resolveImagePath): read from
 * the disk when there, else fetched from the database once (concurrent requests share the fetch)
 * and kept on the disk. Undefined when neither has it.
 */
export async function localOriginal(file: string, libraryPath: string): Promise<LocalOriginal | undefined> {
  const onDisk = await stat(file).catch(() => null)
  if (onDisk?.isFile()) return { input: file, mtimeMs: onDisk.mtimeMs, size: onDisk.size, fetched: false }
  return fetchOriginal(file, libraryPath)
}

/**
 * Fetches the original from the database into `file`, replacing the copy there (concurrent
 * callers share one fetch): also for a copy found older than the database's (an image edited in
 * place through another instance, docs/decisions/061). Undefined when the database has none.
 */
export function fetchOriginal(file: string, libraryPath: string): Promise<LocalOriginal | undefined> {
  let work = fetching.get(file)
  if (!work) {
    work = fetchStored(file, libraryPath).finally(() => fetching.delete(file))
    fetching.set(file, work)
  }
  return work
}

async function fetchStored(file: string, libraryPath: string): Promise<LocalOriginal | undefined> {
  const stored = await readStored(libraryPath)
  if (!stored) return undefined
  const mtimeMs = stored.createdAt.getTime()
  if (await writeAtomically(file, stored.bytes, stored.createdAt)) {
    fetchedHere.set(file, libraryPath)
    const written = await stat(file)
    return { input: file, mtimeMs: written.mtimeMs, size: written.size, fetched: true }
  }
  return { input: stored.bytes, mtimeMs, size: stored.bytes.length, fetched: false }
}

/**
 * Removes the local copies of originals this process fetched whose rows are gone (an image deleted
 * through another instance, which announces it: optimize.ts). Answers what it removed.
 */
export async function dropDeletedOriginals(): Promise<Array<{ file: string; libraryPath: string }>> {
  if (!fetchedHere.size) return []
  const kept = new Set<string>(await database()('image_blobs').whereIn('path', [...new Set(fetchedHere.values())]).pluck('path'))
  const gone: Array<{ file: string; libraryPath: string }> = []
  for (const [file, libraryPath] of fetchedHere) {
    if (kept.has(libraryPath)) continue
    fetchedHere.delete(file)
    await rm(file, { force: true })
    gone.push({ file, libraryPath })
  }
  return gone
}

/** An original's bytes (staff work: the WebP converter), from the disk or the database. */
export async function readOriginal(file: string, libraryPath: string): Promise<Buffer | undefined> {
  const local = await localOriginal(file, libraryPath)
  if (!local) return undefined
  return typeof local.input === 'string' ? readFile(local.input) : local.input
}

// ── Upgrading an installation whose originals are only on its disk ─────────────────────────────

/** Written into DATA_DIR/images once its files are all in the database: later starts skip the walk. */
const IMPORTED_MARKER = '.originals-in-database'
const IMPORT_BATCH = 20

async function* imageFilesUnder(root: string, relative: string[] = []): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, ...relative), { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    if (entry.isDirectory()) yield* imageFilesUnder(root, [...relative, entry.name])
    else if (entry.isFile() && mimeTypeOfPath(entry.name)) yield [...relative, entry.name].join('/')
  }
}

export interface ImportLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

/**
 * Copies every picture of DATA_DIR/images that the database lacks into it, once per data
 * directory (then IMPORTED_MARKER), in batches of IMPORT_BATCH files: an installation from before
 * ADR 058 keeps its uploads, and each instance of a former multi-instance setup brings its own.
 * Idempotent: a path already stored is left as it is (the database wins). Answers how many were added.
 */
export async function importLocalOriginals(knex: Knex, imagesDir: string, log?: ImportLog): Promise<number> {
  const marker = path.join(imagesDir, IMPORTED_MARKER)
  if (await stat(marker).catch(() => null)) return 0
  let added = 0
  let batch: string[] = []
  const flush = async () => {
    for (const libraryPath of batch) {
      const bytes = await readFile(path.join(imagesDir, ...libraryPath.split('/'))).catch(() => null)
      if (!bytes) continue
      if (bytes.length > MAX_ORIGINAL_BYTES) {
        log?.warn({ path: libraryPath, bytes: bytes.length }, 'image larger than the upload limit stays on this instance only')
        continue
      }
      if (await putOriginal(knex, libraryPath, bytes)) added++
    }
    batch = []
  }
  for await (const libraryPath of imageFilesUnder(imagesDir)) {
    batch.push(libraryPath)
    if (batch.length >= IMPORT_BATCH) await flush()
  }
  await flush()
  log?.info({ added, imagesDir }, 'image originals copied into the database')
  if (!(await writeAtomically(marker, Buffer.from(`${new Date().toISOString()}\n`)))) log?.warn({ imagesDir }, 'DATA_DIR/images takes no writes: the originals will be looked for again at the next start')
  return added
}
