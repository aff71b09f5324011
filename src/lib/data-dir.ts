import { open, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type { Knex } from 'knex'
import { AppError } from './errors'

/** Whether DATA_DIR takes writes (uploads, converted images, the image cache). */
/** An original's bytes and the date it was kept (variant cache keys include it). */
export interface StoredOriginal {
  bytes: Buffer
  createdAt: Date
}

/** What a long start-up step reports. */
export interface StartupLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

/**
 * Where the library's originals are kept, every instance reading the same (docs/decisions/058,
 * 062): their rows are always in `image_blobs` (listing, uniqueness, transactions), their bytes in
 * PostgreSQL or in an S3-compatible bucket. Chosen once at boot (src/images/originals.server.ts).
 */
export interface OriginalStore {
  readonly kind: 'postgresql' | 's3'
  /** Keeps an original under its library path, inside `db`'s transaction when it is one. Never overwrites: false when the path is taken. */
  put(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<boolean>
  /** Replaces the original of a path kept here (an edit in place, docs/decisions/061); its date becomes now. */
  replace(db: Knex | Knex.Transaction | undefined, libraryPath: string, bytes: Buffer): Promise<void>
  /** Removes these originals with `db`'s transaction (their bytes once it has committed). */
  remove(db: Knex | Knex.Transaction | undefined, libraryPaths: string[]): Promise<void>
  /** Undefined: no such original. */
  read(libraryPath: string): Promise<StoredOriginal | undefined>
  /** At start: brings originals kept the other way into this store (once across instances). Answers how many. */
  moveIn(knex: Knex, log?: StartupLog): Promise<number>
  close(): void
}

/** Where the library's files and the optimizer's cached variants live inside DATA_DIR. */
export interface ImageStorage {
  /** Where the originals are kept for every instance; DATA_DIR/images is only their cache. */
  readonly originals: OriginalStore
  /** DATA_DIR/images: originals; paths in the `images` table are relative to it. */
  readonly imagesDir: string
  /** DATA_DIR/cache/images: the optimizer's variants. */
  readonly cacheDir: string
}

export function imageStorageIn(dataDir: string, originals: OriginalStore): ImageStorage {
  return { originals, imagesDir: path.join(dataDir, 'images'), cacheDir: path.join(dataDir, 'cache', 'images') }
}

export type DataDirState = 'ok' | 'read-only' | 'full' | 'unavailable'

const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM'])
const FULL = new Set(['ENOSPC', 'EDQUOT'])
const UNAVAILABLE = new Set(['EIO', 'ENOENT', 'ENOTDIR'])

/** The state a failed write means, or undefined when the error is not about the disk. */
export function storageStateOf(error: unknown): Exclude<DataDirState, 'ok'> | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (!code) return undefined
  if (READ_ONLY.has(code)) return 'read-only'
  if (FULL.has(code)) return 'full'
  if (UNAVAILABLE.has(code)) return 'unavailable'
  return undefined
}

/** A write refused because DATA_DIR is read-only or full: 503, and nothing was kept. */
export class StorageUnavailableError extends AppError {
  constructor(readonly state: Exclude<DataDirState, 'ok'>) {
    super(503, 'storage_unavailable', `Files cannot be saved right now (the data folder is ${state}). Nothing was saved; please try again later.`)
  }
}

/** The probe's file name inside DATA_DIR. */
export const PROBE_FILE = '.write-check'
const PROBE = Buffer.alloc(4096, 0x2e)

/**
 * Checks DATA_DIR by doing what an upload does: create a file, write to it, flush it to disk,
 * remove it. Any refusal the kernel gives (EROFS, EACCES, ENOSPC…) names the state. Checks asked
 * for while one runs share it, so a burst of uploads or health checks costs one probe (4 KB and
 * an fsync); nothing is remembered beyond it, so a disk that recovers is seen at once.
 */
export class DataDirCheck {
  private running?: Promise<DataDirState>

  constructor(readonly dir: string) {}

  async state(): Promise<DataDirState> {
    this.running ??= this.probe().finally(() => (this.running = undefined))
    return this.running
  }

  private async probe(): Promise<DataDirState> {
    const file = path.join(this.dir, PROBE_FILE)
    let state: DataDirState = 'ok'
    try {
      const handle = await open(file, 'w')
      try {
        await handle.write(PROBE)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await unlink(file)
    } catch (error) {
      state = storageStateOf(error) ?? 'unavailable'
    }
    return state
  }

  /**
   * Refuses a POST to one of `paths` (they write files) before its body is read while DATA_DIR
   * takes no writes. A middleware, not a route: the paths are compared as Express matches them
   * (case-insensitive, a trailing slash ignored).
   */
  requireWritable(paths: string[]): RequestHandler {
    const writes = new Set(paths.map((p) => p.toLowerCase()))
    return async (req, _res, next) => {
      if (req.method !== 'POST' || !writes.has(req.path.toLowerCase().replace(/(.)\/+$/, '$1'))) return next()
      const state = await this.state()
      next(state === 'ok' ? undefined : new StorageUnavailableError(state))
    }
  }
}
