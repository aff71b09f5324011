import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * The size cap of an instance's image files on disk (IMAGE_CACHE_MAX_MB, docs/decisions/058): the
 * optimizer's variants and the originals fetched from the database. Least recently used files go
 * first. The order lives in memory (a Map: insertion order is recency), rebuilt at start from the
 * files' modification times: a hit costs no disk write, and atime is not to be trusted (noatime,
 * relatime mounts). What an instance learns of its own use is lost at a restart; the modification
 * time (when a file was made) is then the best guess, and only for a moment.
 *
 * Only files that can be had again are ever entered: variants, and originals that are in the
 * database (fetched from it, or written with it). An original whose only copy is on this disk
 * (before the import of ADR 058 has run) is never evicted.
 */
export class DiskCache {
  private readonly files = new Map<string, number>()
  private total = 0
  private loading?: Promise<void>

  constructor(
    readonly maxBytes: number,
    /** Folders whose files are all evictable, walked once at start (the variant cache). */
    private readonly roots: string[] = [],
  ) {}

  /** Bytes of the files the cache knows of. */
  get bytes(): number {
    return this.total
  }

  /** Walks the roots once (the files there before this process): oldest first. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      const found: Array<{ file: string; size: number; mtimeMs: number }> = []
      for (const root of this.roots) await walk(root, found)
      found.sort((a, b) => a.mtimeMs - b.mtimeMs)
      // Files entered meanwhile (this process's own) are more recent than any found here.
      const own = [...this.files]
      this.files.clear()
      this.total = 0
      for (const f of found) this.enter(f.file, f.size)
      for (const [file, size] of own) this.enter(file, size)
    })()
    return this.loading
  }

  private enter(file: string, size: number): void {
    const previous = this.files.get(file)
    if (previous !== undefined) {
      this.files.delete(file)
      this.total -= previous
    }
    this.files.set(file, size)
    this.total += size
  }

  /** A file was read: it becomes the most recently used (if known). */
  touch(file: string): void {
    const size = this.files.get(file)
    if (size === undefined) return
    this.files.delete(file)
    this.files.set(file, size)
  }

  /** A file was written (or found to be evictable); then files are removed while over the cap. */
  async add(file: string, size: number): Promise<void> {
    this.enter(file, size)
    await this.evict(file)
  }

  /** A file removed by someone else (deleting an image, emptying the cache). */
  forget(file: string): void {
    const size = this.files.get(file)
    if (size === undefined) return
    this.files.delete(file)
    this.total -= size
  }

  /** Forgets every known file under a folder. */
  forgetUnder(folder: string): void {
    const prefix = folder.endsWith(path.sep) ? folder : folder + path.sep
    for (const file of [...this.files.keys()]) if (file.startsWith(prefix)) this.forget(file)
  }

  private async evict(keep: string): Promise<void> {
    for (const [file, size] of this.files) {
      if (this.total <= this.maxBytes) return
      // The file just written is being served: it stays even alone over the cap.
      if (file === keep) continue
      this.files.delete(file)
      this.total -= size
      await rm(file, { force: true }).catch(() => {})
    }
  }
}

async function walk(dir: string, found: Array<{ file: string; size: number; mtimeMs: number }>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await walk(full, found)
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      const info = await stat(full).catch(() => null)
      if (info) found.push({ file: full, size: info.size, mtimeMs: info.mtimeMs })
    }
  }
}

const MB = 1024 * 1024
/** IMAGE_CACHE_MAX_MB's default (src/config/env.ts). */
const DEFAULT_IMAGE_CACHE_MAX_MB = 1024

const caches = new Map<string, DiskCache>()

/** Every variant folder's cache of this process, by folder. */
export function knownDiskCaches(): ReadonlyMap<string, DiskCache> {
  return caches
}

/**
 * The one cache of a variant folder in this process (the site's optimizer and a cache rebuild's
 * share it). The first caller sets the cap: the app, from IMAGE_CACHE_MAX_MB.
 */
export function diskCacheFor(cacheDir: string, maxMb: number = DEFAULT_IMAGE_CACHE_MAX_MB): DiskCache {
  const key = path.resolve(cacheDir)
  let cache = caches.get(key)
  if (!cache) {
    cache = new DiskCache(maxMb * MB, [key])
    caches.set(key, cache)
    // The walk runs in the background: a start never waits for a large cache folder.
    void cache.load()
  }
  return cache
}
