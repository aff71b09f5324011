import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { forgetVariantsOf, recentlyRequestedVariants } from '../images/image-variants.server'
import { emptyEveryVariantCache, forgetOptimizedImages, ImageOptimizer } from '../images/optimize'
import { diskCacheFor } from '../images/disk-cache'
import { clearVariantBlobs, storeVariantBlob } from '../images/variant-blobs.server'
import type { JobQueue } from '../jobs/job-queue'
import type { LongTask } from '../jobs/long-task'
import { readLongTask, runLongTask, startLongTask, type LongTaskRun, type StartedLongTask } from '../jobs/long-tasks.server'
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
 * "Rebuild the image cache" (/admin/utilities): a job of the one queue (docs/decisions/060), so it
 * runs once whatever the number of instances, and its progress is a row every instance reads. The
 * worker empties every instance's rendered variants, then renders again, one at a time in the
 * render queue's background lane, every variant visitors asked for recently — and stores each in
 * the database, where any instance finds it before rendering. So after new quality settings,
 * replaced originals or a lost cache folder, visitors on every instance do not wait for renders.
 */
export const IMAGE_CACHE_REBUILD_JOB = 'images.cache-rebuild'

async function rebuild({ imagesDir, cacheDir, originals }: ImageStorage, run: LongTaskRun, log: Logger): Promise<void> {
  const variants = await recentlyRequestedVariants()
  // The previous rebuild's variants and every instance's disk and memory copies go first.
  await clearVariantBlobs()
  await emptyEveryVariantCache()
  await run.setTotal(variants.length)
  // Its own optimizer, which records nothing: a rebuild is not a visitor asking for a variant;
  // background work, it waits its turn in the render queue rather than being refused.
  const optimizer = new ImageOptimizer(imagesDir, cacheDir, { background: true, originals })
  const gone = new Set<string>()
  for (const variant of variants) {
    let ok = false
    if (!gone.has(variant.path)) {
      try {
        const image = await optimizer.optimize(variant.path, variant.query)
        await storeVariantBlob(variant.path, variant.query, image.body)
        ok = true
      } catch (error) {
        if (error instanceof NotFoundError || error instanceof ValidationError) {
          gone.add(variant.path)
          await forgetVariantsOf([variant.path]).catch(() => undefined)
        } else {
          log.warn({ err: error, path: variant.path }, 'image cache rebuild: a variant failed to render')
        }
      }
    }
    // Superseded (this run was declared interrupted and another started): stop here.
    if (!(await run.item(ok))) return
  }
}

/** Registers the rebuild's job with the app's queue (at build time). */
export function defineImageCacheJobs(ctx: { jobs: JobQueue; knex: Knex; images: ImageStorage; logger: Logger; instanceId: string }): void {
  ctx.jobs.define<{ runId?: string }>({
    name: IMAGE_CACHE_REBUILD_JOB,
    // A retry only follows a worker that died or overran (expiry): the run starts again.
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 60 * 60,
    handler: ({ runId }) => runLongTask(ctx.knex, ctx.instanceId, IMAGE_CACHE_REBUILD_JOB, runId, (run) => rebuild(ctx.images, run, ctx.logger)),
  })
}

/** Queues a rebuild unless one is queued or running (on any instance); answers its progress. */
export function startImageCacheRebuild(ctx: { knex: Knex; jobs: JobQueue }, startedBy: string | null): Promise<StartedLongTask> {
  return startLongTask(ctx.knex, ctx.jobs, { name: IMAGE_CACHE_REBUILD_JOB, startedBy })
}

/** The rebuild's progress, the same from every instance. */
export function imageCacheRebuildStatus(knex: Knex): Promise<LongTask> {
  return readLongTask(knex, IMAGE_CACHE_REBUILD_JOB)
}
