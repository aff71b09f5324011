import { stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { NotFoundError, ValidationError } from '../lib/errors'
import { formatOf, replaceImageReferences } from './images.admin.server'
import { ImageModel } from './image.model'
import { imageUrl, optimizedUrl } from '../lib/image-url'
import { resolveImagePath } from './optimize'
import { MAX_INPUT_PIXELS } from './render-plan'
import { renderQueue } from './render-queue'
import { putOriginal, readOriginal, writeAtomically } from './originals.server'
import type { ImageStorage } from '../lib/data-dir'

export const DEFAULT_WEBP_QUALITY = 80
const quality = z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(1, { error: 'min' }).max(100, { error: 'max' }).default(DEFAULT_WEBP_QUALITY)

export const WebpPreviewSchema = z.object({ id: z.coerce.number().int().positive(), quality })
export const WebpConvertSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(50),
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
  const input = await readOriginal(resolveImagePath(storage.imagesDir, row.path), row.path).catch(() => undefined)
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
 * Makes a WebP copy of each image (next to the original, alt texts copied) and, by default,
 * points content at the copy. Originals stay in the library (now unused, they can be deleted).
 * WebP images and images already converted are skipped.
 */
export async function convertToWebp(storage: ImageStorage, input: z.infer<typeof WebpConvertSchema>): Promise<{ results: WebpResult[] }> {
  const rows = await ImageModel.query().whereIn('id', input.ids)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const results: WebpResult[] = []
  for (const id of input.ids) {
    const row = byId.get(id)
    if (!row) {
      results.push({ id, status: 'failed', reason: 'notFound' })
      continue
    }
    if (row.mimeType === 'image/webp') {
      results.push({ id, status: 'skipped', reason: 'alreadyWebp' })
      continue
    }
    const target = webpPathOf(row.path)
    const existing = await ImageModel.query().findOne({ path: target })
    if (existing) {
      const references = input.replaceReferences ? await replaceImageReferences(row.path, target) : 0
      results.push({ id, status: 'skipped', reason: 'alreadyConverted', webpId: existing.id, references })
      continue
    }
    let body: Buffer
    try {
      body = await encode(storage, row, input.quality)
    } catch (error) {
      results.push({ id, status: 'failed', reason: error instanceof NotFoundError ? 'missingFile' : 'unreadable' })
      continue
    }
    const meta = await sharp(body).metadata()
    // The copy's original and its row together (docs/decisions/058); then this instance's local copy.
    const copy = await ImageModel.transaction(async (trx) => {
      await putOriginal(trx, target, body)
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
    await writeAtomically(resolveImagePath(storage.imagesDir, target), body)
    const references = input.replaceReferences ? await replaceImageReferences(row.path, target) : 0
    results.push({ id, status: 'converted', webpId: copy.id, before: row.bytes, after: body.length, references })
  }
  return { results }
}

export function parseConvertForm(body: unknown): z.infer<typeof WebpConvertSchema> {
  const b = (body ?? {}) as Record<string, unknown>
  const ids = ([] as unknown[]).concat(b.ids ?? [])
  const parsed = WebpConvertSchema.safeParse({ ids, quality: b.quality, replaceReferences: b.replaceReferences === 'on' })
  if (!parsed.success) throw new ValidationError({ ids: 'Choose at least one image' })
  return parsed.data
}
