// The originals of the image library: a row of `image_blobs` each, with its bytes in the row
// (PostgreSQL, the default: docs/decisions/058) or in an S3-compatible bucket (S3_BUCKET: 062), so
// every instance on one database serves every picture; DATA_DIR/images is only a cache of them.
//
//   const originals = originalStoreFor(s3SettingsOf(env), logger)                  // once, at boot
//   await putOriginal(originals, trx, 'uploads/2026/11/beach-3f9a1c.jpg', bytes)   // false: the path is taken
//   const local = await localOriginal(originals, file, 'uploads/2026/11/beach-3f9a1c.jpg') // from disk, else fetched and cached
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { afterCommit, defersWork } from '../db/after-commit'
import { BaseModel } from '../db/base-model'
import { NotFoundError } from '../lib/errors'
import { storageStateOf, type OriginalStore, type StartupLog, type StoredOriginal } from '../lib/data-dir'
import { ObjectStorage, type S3Settings } from '../lib/object-storage'

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
export function mimeTypeOfPath(libraryPath: string): string | undefined {
  return MIME_BY_EXTENSION[path.extname(libraryPath).toLowerCase()]
}

class OriginalTooLargeError extends Error {
  constructor(readonly libraryPath: string, readonly bytes: number) {
    super(`"${libraryPath}" is ${bytes} bytes; originals are kept up to ${MAX_ORIGINAL_BYTES} bytes`)
  }
}

const database = (db?: Knex | Knex.Transaction): Knex | Knex.Transaction => db ?? BaseModel.knex()

function isTransaction(db: Knex | Knex.Transaction | undefined): db is Knex.Transaction {
  return Boolean(db && (db as Knex.Transaction).isTransaction)
}

function rowOf(libraryPath: string, bytes: Buffer) {
  return { path: libraryPath, mimeType: mimeTypeOfPath(libraryPath) ?? 'application/octet-stream', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
}

function checkSize(libraryPath: string, bytes: Buffer): void {
  if (bytes.length > MAX_ORIGINAL_BYTES) throw new OriginalTooLargeError(libraryPath, bytes.length)
}

interface BlobRow {
  bytes: Buffer | null
  objectKey: string | null
  createdAt: Date
}

function readRow(libraryPath: string): Promise<BlobRow | undefined> {
  return database()('image_blobs').select('bytes', 'objectKey', 'createdAt').where({ path: libraryPath }).first() as Promise<BlobRow | undefined>
}

/** Today's default (ADR 058): the bytes in the row. */
class PostgresOriginals implements OriginalStore {
  readonly kind = 'postgresql'

  constructor(private readonly logger?: Pick<Logger, 'warn'>) {}

  async put(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<boolean> {
    checkSize(libraryPath, bytes)
    const rows: unknown[] = await database(db)('image_blobs').insert({ ...rowOf(libraryPath, bytes), bytes }).onConflict('path').ignore().returning('path')
    return rows.length > 0
  }

  async remove(db: Knex | Knex.Transaction | undefined, libraryPaths: string[]): Promise<void> {
    if (libraryPaths.length) await database(db)('image_blobs').whereIn('path', libraryPaths).delete()
  }

  async replace(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<void> {
    checkSize(libraryPath, bytes)
    const { size, sha256 } = rowOf(libraryPath, bytes)
    const changed = await database(db)('image_blobs').where({ path: libraryPath }).update({ bytes, objectKey: null, size, sha256, createdAt: new Date() })
    if (!changed) throw new NotFoundError('Image not found')
  }

  async read(libraryPath: string): Promise<StoredOriginal | undefined> {
    const row = await readRow(libraryPath)
    if (!row) return undefined
    if (!row.bytes) {
      // Kept in a bucket while S3 was configured: moving back is by hand (ADR 062).
      this.logger?.warn({ path: libraryPath, key: row.objectKey }, 'original kept in object storage, which is not configured: set S3_BUCKET again')
      return undefined
    }
    return { bytes: Buffer.from(row.bytes), createdAt: new Date(row.createdAt) }
  }

  async moveIn(): Promise<number> {
    return 0
  }

  close(): void {}
}

/** Rows moved to the bucket per transaction at start (each row locked while its object is written). */
const MOVE_BATCH = 20

/**
 * With S3_BUCKET (ADR 062): the row in PostgreSQL, the bytes in the bucket under `object_key` —
 * the library path plus a random part, so no two writes ever share a key (a rolled-back upload's
 * object can be removed without touching a later one of the same path).
 */
class S3Originals implements OriginalStore {
  readonly kind = 's3'

  constructor(
    private readonly bucket: ObjectStorage,
    private readonly logger?: Pick<Logger, 'info' | 'warn' | 'error'>,
  ) {}

  private keyFor(libraryPath: string): string {
    const ext = path.posix.extname(libraryPath)
    return `${this.bucket.prefix}${libraryPath.slice(0, libraryPath.length - ext.length)}.${randomBytes(6).toString('hex')}${ext}`
  }

  /** Removes the object if `trx` rolls back: no object outlives the row it was written for. */
  private dropOnRollback(trx: Knex.Transaction, key: string): void {
    trx.executionPromise.then(
      () => {},
      () => this.bucket.remove([key]),
    )
  }

  async put(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<boolean> {
    checkSize(libraryPath, bytes)
    const row = rowOf(libraryPath, bytes)
    // The object first: a row is never visible without its bytes. A failed upload throws (503) and the caller's transaction rolls back.
    const key = this.keyFor(libraryPath)
    await this.bucket.put(key, bytes, row.mimeType)
    let inserted: unknown[]
    try {
      inserted = await database(db)('image_blobs').insert({ ...row, bytes: null, objectKey: key }).onConflict('path').ignore().returning('path')
    } catch (error) {
      await this.bucket.remove([key])
      throw error
    }
    if (!inserted.length) {
      await this.bucket.remove([key])
      return false
    }
    if (isTransaction(db)) this.dropOnRollback(db, key)
    return true
  }

  async remove(db: Knex | Knex.Transaction | undefined, libraryPaths: string[]): Promise<void> {
    if (!libraryPaths.length) return
    const rows = (await database(db)('image_blobs').whereIn('path', libraryPaths).whereNotNull('objectKey').select('objectKey')) as Array<{ objectKey: string }>
    const keys = rows.map((r) => r.objectKey)
    await database(db)('image_blobs').whereIn('path', libraryPaths).delete()
    if (!keys.length) return
    // The objects once the rows are surely gone: a rollback keeps both.
    const removeObjects = async () => void (await this.bucket.remove(keys))
    if (isTransaction(db) && defersWork(db)) afterCommit(db, removeObjects)
    else if (isTransaction(db)) db.executionPromise.then(removeObjects, () => {})
    else await removeObjects()
  }

  async replace(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<void> {
    checkSize(libraryPath, bytes)
    const { size, sha256, mimeType } = rowOf(libraryPath, bytes)
    const previous = (await database(db)('image_blobs').where({ path: libraryPath }).first('objectKey')) as { objectKey: string | null } | undefined
    if (!previous) throw new NotFoundError('Image not found')
    // A new object under a new key, as for an upload; the old one goes once the row points away from it.
    const key = this.keyFor(libraryPath)
    await this.bucket.put(key, bytes, mimeType)
    try {
      await database(db)('image_blobs').where({ path: libraryPath }).update({ bytes: null, objectKey: key, size, sha256, createdAt: new Date() })
    } catch (error) {
      await this.bucket.remove([key])
      throw error
    }
    const old = previous.objectKey
    const removeOld = async () => void (old ? await this.bucket.remove([old]) : undefined)
    if (isTransaction(db)) {
      this.dropOnRollback(db, key)
      if (defersWork(db)) afterCommit(db, removeOld)
      else db.executionPromise.then(removeOld, () => {})
    } else await removeOld()
  }

  async read(libraryPath: string): Promise<StoredOriginal | undefined> {
    const row = await readRow(libraryPath)
    if (!row) return undefined
    const createdAt = new Date(row.createdAt)
    // Not moved yet (the start-up move runs in batches): the row still has it.
    if (row.bytes) return { bytes: Buffer.from(row.bytes), createdAt }
    const bytes = row.objectKey ? await this.bucket.get(row.objectKey) : undefined
    return bytes ? { bytes, createdAt } : undefined
  }

  /**
   * Moves the bytes of rows kept in PostgreSQL (before S3 was configured) into the bucket, then
   * drops them from the rows, MOVE_BATCH rows per transaction. `FOR UPDATE SKIP LOCKED`: instances
   * starting together take different rows, so each is moved exactly once; a row whose bytes are
   * gone is never taken again. A bucket that fails stops the move (logged; the rows keep their
   * bytes and are served from them) until the next start.
   */
  async moveIn(knex: Knex, log?: StartupLog): Promise<number> {
    let moved = 0
    for (;;) {
      const uploaded: string[] = []
      let batch: number
      try {
        batch = await knex.transaction(async (trx) => {
          const rows = (await trx('image_blobs').select('path', 'bytes', 'mimeType').whereNotNull('bytes').orderBy('path').limit(MOVE_BATCH).forUpdate().skipLocked()) as Array<{ path: string; bytes: Buffer; mimeType: string }>
          for (const row of rows) {
            const key = this.keyFor(row.path)
            await this.bucket.put(key, Buffer.from(row.bytes), row.mimeType)
            uploaded.push(key)
            await trx('image_blobs').where({ path: row.path }).update({ bytes: null, objectKey: key })
          }
          return rows.length
        })
      } catch (error) {
        await this.bucket.remove(uploaded)
        log?.warn({ err: error, moved }, 'moving image originals to object storage stopped; the next start goes on')
        return moved
      }
      if (!batch) break
      moved += batch
    }
    if (moved) log?.info({ moved, bucket: this.bucket.bucket }, 'image originals moved from the database to object storage')
    return moved
  }

  close(): void {
    this.bucket.close()
  }
}

/** The store every instance uses: PostgreSQL by default, the bucket when S3_BUCKET is set (ADR 062). */
export function originalStoreFor(s3: S3Settings | undefined, logger?: Pick<Logger, 'info' | 'warn' | 'error'>): OriginalStore {
  return s3 ? new S3Originals(new ObjectStorage(s3, logger), logger) : new PostgresOriginals(logger)
}

/**
 * Keeps an original under its library path. Never overwrites: answers false when the path is
 * taken (a caller choosing a unique name tries another one).
 */
export function putOriginal(originals: OriginalStore, db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<boolean> {
  return originals.put(db, libraryPath, bytes)
}

/** Replaces the original of a path already in the library (an edit that keeps its path: a rotation, docs/decisions/061). */
export function replaceOriginal(originals: OriginalStore, db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<void> {
  return originals.replace(db, libraryPath, bytes)
}

/** Removes the originals of these library paths (an image deleted from the library). */
export function removeOriginals(originals: OriginalStore, db: Knex | Knex.Transaction | undefined, libraryPaths: string[]): Promise<void> {
  return originals.remove(db, libraryPaths)
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
/**
 * Originals this process put on its disk — fetched from the store, or written there as it stored
 * them (an upload, a WebP copy) — by local file → library path: another instance may delete them.
 */
const copiedHere = new Map<string, string>()
const LOOKUP_SLICE = 1000

/**
 * Keeps this instance's local copy of an original it has just stored (only a cache: a DATA_DIR that
 * takes no writes leaves it to be fetched from the store), remembered so that a deletion through
 * another instance removes it too (dropDeletedOriginals).
 */
export async function keepLocalCopy(file: string, libraryPath: string, bytes: Buffer): Promise<void> {
  if (await writeAtomically(file, bytes)) rememberLocalCopy(file, libraryPath)
}

/** A local file that is a copy of a stored original: dropped when another instance deletes it. */
export function rememberLocalCopy(file: string, libraryPath: string): void {
  copiedHere.set(file, libraryPath)
}

/** An app that stops forgets the copies in its images folder, as its process would. */
export function forgetLocalCopiesUnder(imagesDir: string): void {
  const prefix = imagesDir.endsWith(path.sep) ? imagesDir : imagesDir + path.sep
  for (const file of copiedHere.keys()) if (file.startsWith(prefix)) copiedHere.delete(file)
}

/**
 * The original at `file` (inside DATA_DIR/images, already checked by resolveImagePath): read from
 * the disk when there, else fetched from the database once (concurrent requests share the fetch)
 * and kept on the disk. Undefined when neither has it.
 */
export async function localOriginal(originals: OriginalStore | undefined, file: string, libraryPath: string): Promise<LocalOriginal | undefined> {
  const onDisk = await stat(file).catch(() => null)
  if (onDisk?.isFile()) return { input: file, mtimeMs: onDisk.mtimeMs, size: onDisk.size, fetched: false }
  // No store: an optimizer over a folder of files only (unit tests).
  if (!originals) return undefined
  return fetchOriginal(originals, file, libraryPath)
}

/**
 * Fetches the original from its store into `file`, replacing the copy there (concurrent callers
 * share one fetch): also for a copy found older than the store's (an image edited in place
 * through another instance, docs/decisions/061). Undefined when the store has none.
 */
export function fetchOriginal(originals: OriginalStore, file: string, libraryPath: string): Promise<LocalOriginal | undefined> {
  let work = fetching.get(file)
  if (!work) {
    work = fetchStored(originals, file, libraryPath).finally(() => fetching.delete(file))
    fetching.set(file, work)
  }
  return work
}

async function fetchStored(originals: OriginalStore, file: string, libraryPath: string): Promise<LocalOriginal | undefined> {
  const stored = await originals.read(libraryPath)
  if (!stored) return undefined
  const mtimeMs = stored.createdAt.getTime()
  if (await writeAtomically(file, stored.bytes, stored.createdAt)) {
    rememberLocalCopy(file, libraryPath)
    const written = await stat(file)
    return { input: file, mtimeMs: written.mtimeMs, size: written.size, fetched: true }
  }
  return { input: stored.bytes, mtimeMs, size: stored.bytes.length, fetched: false }
}

/**
 * Removes the local copies of originals this process copied whose rows are gone (an image deleted
 * through another instance, which announces it: optimize.ts). Answers what it removed.
 */
export async function dropDeletedOriginals(): Promise<Array<{ file: string; libraryPath: string }>> {
  if (!copiedHere.size) return []
  const tracked = [...new Set(copiedHere.values())]
  const kept = new Set<string>()
  // Every local original once an instance has restarted (trackLocalCopies): asked in slices.
  for (let i = 0; i < tracked.length; i += LOOKUP_SLICE) {
    for (const found of await database()('image_blobs').whereIn('path', tracked.slice(i, i + LOOKUP_SLICE)).pluck('path')) kept.add(found as string)
  }
  const gone: Array<{ file: string; libraryPath: string }> = []
  for (const [file, libraryPath] of copiedHere) {
    if (kept.has(libraryPath)) continue
    copiedHere.delete(file)
    await rm(file, { force: true })
    gone.push({ file, libraryPath })
  }
  return gone
}

/** An original's bytes (staff work: the WebP converter), from the disk or the database. */
export async function readOriginal(originals: OriginalStore, file: string, libraryPath: string): Promise<Buffer | undefined> {
  const local = await localOriginal(originals, file, libraryPath)
  if (!local) return undefined
  return typeof local.input === 'string' ? readFile(local.input) : local.input
}
