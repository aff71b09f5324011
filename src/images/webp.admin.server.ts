import { stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { NotFoundError, ValidationError } from '../lib/errors'
import { formatOf } from './images.admin.server'
import { replaceImageReferences } from './image-usage.server'
import { ImageModel } from './image.model'
import { imageUrl, optimizedUrl } from '../lib/image-url'
import { resolveImagePath } from './optimize'
import { MAX_INPUT_PIXELS } from './render-plan'
import { renderQueue } from './render-queue'
import { keepLocalCopy, putOriginal, readOriginal } from './originals.server'
import type { ImageStorage } from '../lib/data-dir'
import type { Knex } from 'knex'
import type { JobQueue } from '../jobs/job-queue'
import type { LongTask } from '../jobs/long-task'
import { readLongTask, runLongTask, startLongTask, type StartedLongTask } from '../jobs/long-tasks.server'
import { ObjectStorageUnavailableError } from '../lib/object-storage'
import { IdNumberSchema } from '../lib/params'

export const DEFAULT_WEBP_QUALITY = 80
const quality = z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(1, { error: 'min' }).max(100, { error: 'max' }).default(DEFAULT_WEBP_QUALITY)

export const WebpPreviewSchema = z.object({ id: IdNumberSchema, quality })
/** The whole library at most: one job converts them all (docs/decisions/060). */
const MAX_CONVERT_IDS = 10_000
export const WebpConvertSchema = z.object({
  ids: z.array(IdNumberSchema).min(1).max(MAX_CONVERT_IDS),
  quality,
  /** Point trips, destinations, banners… at the WebP copy (default); the original stays in the library. */
  replaceReferences: z.boolean().default(true),
})

export interface WebpCandidate {
  id: number
  name: string
  path: string
  thumb: string
  format: string
  bytes: number
  width: number
  height: number
  /** A WebP copy already exists in the library (converting again only re-points references). */
  converted: boolean
}

/**
 * "demo/cove.jpg" → "demo/cove-jpg.webp": the copy sits next to the original (one per original,
 * so "cove.jpg" and "cove.png" never collide), and a second run finds it.
 */
export function webpPathOf(imagePath: string): string {
  return imagePath.replace(/\.([^./]+)$/, (_, ext: string) => `-${ext.toLowerCase()}`) + '.webp'
}

async function encode(storage: ImageStorage, row: ImageModel, q: number): Promise<Buffer> {
  // A bucket that cannot be reached is the whole request's 503 (ADR 062), not one picture's failure.
  const input = await readOriginal(storage.originals, resolveImagePath(storage.imagesDir, row.path), row.path).catch((error: unknown) => {
    if (error instanceof ObjectStorageUnavailableError) throw error
    return undefined
  })
  if (!input) throw new NotFoundError('Image file not found')
  // Staff work in the render queue's expensive lane (docs/decisions/022), within the input bound.
  return renderQueue.run('expensive', () => sharp(input, { animated: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().webp({ quality: q }).toBuffer(), { wait: true })
}

/** Every library image, non-WebP first; WebP ones are listed for completeness but never converted. */
export async function listWebpCandidates(): Promise<{ images: WebpCandidate[]; webpCount: number }> {
  const rows = await ImageModel.query().orderBy('original_name').orderBy('id')
  const paths = new Set(rows.map((r) => r.path))
  const images = rows
    .filter((r) => r.mimeType !== 'image/webp')
    .map((r) => ({
      id: r.id,
      name: r.originalName || path.basename(r.path),
      path: r.path,
      thumb: optimizedUrl(imageUrl(r.path), { width: 96, height: 72, quality: 60 }),
      format: formatOf(r.mimeType),
      bytes: r.bytes,
      width: r.width,
      height: r.height,
      converted: paths.has(webpPathOf(r.path)),
    }))
  return { images, webpCount: rows.length - images.length }
}

/** Before/after sizes at this quality, and the optimizer URL that shows the WebP result. */
export async function previewWebp(storage: ImageStorage, input: z.infer<typeof WebpPreviewSchema>) {
  const row = await ImageModel.query().findById(input.id)
  if (!row) throw new NotFoundError('Image not found')
  const before = (await stat(resolveImagePath(storage.imagesDir, row.path)).catch(() => null))?.size ?? row.bytes
  const after = row.mimeType === 'image/webp' ? before : (await encode(storage, row, input.quality)).length
  return {
    id: row.id,
    name: row.originalName || path.basename(row.path),
    format: formatOf(row.mimeType),
    quality: input.quality,
    before,
    after,
    savedPercent: before ? Math.round(((before - after) / before) * 100) : 0,
    originalUrl: optimizedUrl(imageUrl(row.path), { width: 800, format: row.mimeType === 'image/png' ? 'png' : 'jpeg', quality: 90 }),
    previewUrl: optimizedUrl(imageUrl(row.path), { width: 800, format: 'webp', quality: input.quality }),
  }
}

export interface WebpResult {
  id: number
  status: 'converted' | 'skipped' | 'failed'
  reason?: 'alreadyWebp' | 'alreadyConverted' | 'missingFile' | 'unreadable' | 'notFound'
  webpId?: number
  before?: number
  after?: number
  references?: number
}

/**
 * Makes a WebP copy of one image (next to the original, alt texts copied) and, by default, points
 * content at the copy. The original stays in the library (now unused, it can be deleted). A WebP
 * image, or one already converted, is skipped (its references still move to the copy).
 */
async function convertOne(storage: ImageStorage, id: number, row: ImageModel | undefined, input: WebpConvertInput): Promise<WebpResult> {
  if (!row) return { id, status: 'failed', reason: 'notFound' }
  if (row.mimeType === 'image/webp') return { id, status: 'skipped', reason: 'alreadyWebp' }
  const target = webpPathOf(row.path)
  const existing = await ImageModel.query().findOne({ path: target })
  if (existing) {
    const references = input.replaceReferences ? await replaceImageReferences(row.path, target) : 0
    return { id, status: 'skipped', reason: 'alreadyConverted', webpId: existing.id, references }
  }
  let body: Buffer
  try {
    body = await encode(storage, row, input.quality)
  } catch (error) {
    // Storage out of reach is not this image's fault: the run stops and says so (ADR 062).
    if (error instanceof ObjectStorageUnavailableError) throw error
    return { id, status: 'failed', reason: error instanceof NotFoundError ? 'missingFile' : 'unreadable' }
  }
  const meta = await sharp(body).metadata()
  // The copy's original and its row together (docs/decisions/058); then this instance's local copy.
  const copy = await ImageModel.transaction(async (trx) => {
    await putOriginal(storage.originals, trx, target, body)
    return ImageModel.query(trx).insertAndFetch({
      path: target,
      originalName: (row.originalName || path.basename(row.path)).replace(/\.[^.]+$/, '') + '.webp',
      mimeType: 'image/webp',
      width: meta.width ?? row.width,
      height: meta.pageHeight ?? meta.height ?? row.height,
      bytes: body.length,
      alt: row.alt,
      translations: row.translations ?? {},
    })
  })
  await keepLocalCopy(resolveImagePath(storage.imagesDir, target), target, body)
  const references = input.replaceReferences ? await replaceImageReferences(row.path, target) : 0
  return { id, status: 'converted', webpId: copy.id, before: row.bytes, after: body.length, references }
}

type WebpConvertInput = z.infer<typeof WebpConvertSchema>

/** Converts the images one after another, telling `onResult` of each (the job counts them). */
export async function convertToWebp(storage: ImageStorage, input: WebpConvertInput, onResult: (result: WebpResult) => Promise<boolean | void> = async () => {}): Promise<{ results: WebpResult[] }> {
  const results: WebpResult[] = []
  for (const id of input.ids) {
    const result = await convertOne(storage, id, await ImageModel.query().findById(id), input)
    results.push(result)
    if ((await onResult(result)) === false) break
  }
  return { results }
}

/**
 * "Convert" (the selection or the whole library) is one job of the queue (docs/decisions/060): it
 * runs once on one instance, and its progress — converted, skipped, failed, bytes saved — is a row
 * every instance reads, with or without JavaScript.
 */
export const WEBP_CONVERT_JOB = 'images.webp-convert'

/** Registers the conversion's job with the app's queue (at build time). */
export function defineWebpJobs(ctx: { jobs: JobQueue; knex: Knex; images: ImageStorage; instanceId: string }): void {
  ctx.jobs.define<Partial<WebpConvertInput> & { runId?: string }>({
    name: WEBP_CONVERT_JOB,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 60 * 60,
    handler: ({ runId, ...data }) =>
      runLongTask(ctx.knex, ctx.instanceId, WEBP_CONVERT_JOB, runId, async (run) => {
        const input = WebpConvertSchema.parse(data)
        await run.setTotal(input.ids.length)
        await convertToWebp(ctx.images, input, (result) =>
          run.item(result.status !== 'failed', {
            converted: result.status === 'converted' ? 1 : 0,
            skipped: result.status === 'skipped' ? 1 : 0,
            savedBytes: result.before && result.after ? Math.max(0, result.before - result.after) : 0,
          }),
        )
      }),
  })
}

/** Queues a conversion unless one is queued or running (on any instance); answers its progress. */
export function startWebpConversion(ctx: { knex: Knex; jobs: JobQueue }, input: WebpConvertInput, startedBy: string | null): Promise<StartedLongTask> {
  return startLongTask(ctx.knex, ctx.jobs, { name: WEBP_CONVERT_JOB, startedBy, data: input })
}

/** The conversion's progress, the same from every instance. */
export function webpConversionStatus(knex: Knex): Promise<LongTask> {
  return readLongTask(knex, WEBP_CONVERT_JOB)
}

export function parseConvertForm(body: unknown): WebpConvertInput {
  const b = (body ?? {}) as Record<string, unknown>
  const ids = ([] as unknown[]).concat(b.ids ?? [])
  const parsed = WebpConvertSchema.safeParse({ ids, quality: b.quality, replaceReferences: b.replaceReferences === 'on' })
  if (!parsed.success) throw new ValidationError({ ids: 'Choose at least one image' })
  return parsed.data
}
