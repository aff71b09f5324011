import { open, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { AppError } from './errors'

/** Whether DATA_DIR takes writes (uploads, converted images, the image cache). */
/** Where the library's files and the optimizer's cached variants live inside DATA_DIR. */
export interface ImageStorage {
  /** DATA_DIR/images: originals; paths in the `images` table are relative to it. */
  readonly imagesDir: string
  /** DATA_DIR/cache/images: the optimizer's variants. */
  readonly cacheDir: string
}

export function imageStorageIn(dataDir: string): ImageStorage {
  return { imagesDir: path.join(dataDir, 'images'), cacheDir: path.join(dataDir, 'cache', 'images') }
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
