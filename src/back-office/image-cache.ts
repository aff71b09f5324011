import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { forgetVariantsOf, recentlyRequestedVariants, type RequestedVariant } from '../images/image-variants.server'
import { forgetOptimizedImages, ImageOptimizer } from '../images/optimize'
import { diskCacheFor } from '../images/disk-cache'
import { NotFoundError, ValidationError } from '../lib/errors'
import type { ImageStorage } from '../lib/data-dir'

/** The optimised-image cache (DATA_DIR/cache/images and the hot variants in memory) in /admin/utilities. */

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const inner = await folderSize(full)
      files += inner.files
      bytes += inner.bytes
    } else if (entry.isFile()) {
      files++
      bytes += (await stat(full).catch(() => ({ size: 0 }))).size
    }
  }
  return { files, bytes }
}

/** Size of the optimised-image disk cache (DATA_DIR/cache/images). */
export async function imageCacheUsage(storage: ImageStorage): Promise<{ files: number; bytes: number }> {
  return folderSize(storage.cacheDir)
}

async function emptyImageCache({ cacheDir }: ImageStorage): Promise<void> {
  const entries = await readdir(cacheDir).catch(() => [] as string[])
  for (const entry of entries) await rm(path.join(cacheDir, entry), { recursive: true, force: true })
  // The size cap's count (ADR 058) drops what was just removed.
  diskCacheFor(cacheDir).forgetUnder(path.resolve(cacheDir))
  forgetOptimizedImages()
}

/** Deletes every optimised variant; they are produced again on the next request. Returns what it freed. */
export async function clearImageCache(storage: ImageStorage): Promise<{ files: number; bytes: number }> {
  const usage = await folderSize(storage.cacheDir)
  await emptyImageCache(storage)
  return usage
}

/**
 * "Rebuild the image cache" (/admin/utilities): empties the optimised-image cache, then renders
 * again, one at a time in the background, every variant visitors asked for recently — so after
 * new quality settings, replaced originals or a lost cache folder, visitors do not wait for
 * renders. Progress is kept by the instance that runs it.
 */

export interface ImageCacheRebuild {
  state: 'idle' | 'running' | 'done'
  total: number
  rendered: number
  /** Variants whose original is gone (they are forgotten) or that failed to render. */
  failed: number
  startedAt: string | null
  finishedAt: string | null
}

let current: ImageCacheRebuild = { state: 'idle', total: 0, rendered: 0, failed: 0, startedAt: null, finishedAt: null }

export function imageCacheRebuildStatus(): ImageCacheRebuild {
  return { ...current }
}

export interface RebuildLog {
  warn(details: object, message: string): void
}

async function renderAll({ imagesDir, cacheDir, originals }: ImageStorage, variants: RequestedVariant[], log?: RebuildLog): Promise<void> {
  try {
    // Its own optimizer, which records nothing: a rebuild is not a visitor asking for a variant;
    // background work, it waits its turn in the render queue rather than being refused.
    const optimizer = new ImageOptimizer(imagesDir, cacheDir, { background: true, originals })
    const gone = new Set<string>()
    for (const variant of variants) {
      if (gone.has(variant.path)) {
        current.failed++
        continue
      }
      try {
        await optimizer.optimize(variant.path, variant.query)
        current.rendered++
      } catch (error) {
        current.failed++
        if (error instanceof NotFoundError || error instanceof ValidationError) {
          gone.add(variant.path)
          await forgetVariantsOf([variant.path]).catch(() => undefined)
        } else {
          log?.warn({ err: error, path: variant.path }, 'image cache rebuild: a variant failed to render')
        }
      }
    }
  } catch (error) {
    log?.warn({ err: error }, 'image cache rebuild stopped')
  } finally {
    current.state = 'done'
    current.finishedAt = new Date().toISOString()
  }
}

/** Starts a rebuild unless one is running here; answers at once with its progress. */
export async function startImageCacheRebuild(storage: ImageStorage, log?: RebuildLog): Promise<ImageCacheRebuild> {
  if (current.state === 'running') return imageCacheRebuildStatus()
  current = { state: 'running', total: 0, rendered: 0, failed: 0, startedAt: new Date().toISOString(), finishedAt: null }
  try {
    const variants = await recentlyRequestedVariants()
    await emptyImageCache(storage)
    current.total = variants.length
    void renderAll(storage, variants, log)
  } catch (error) {
    current = { ...current, state: 'done', finishedAt: new Date().toISOString() }
    throw error
  }
  return imageCacheRebuildStatus()
}
