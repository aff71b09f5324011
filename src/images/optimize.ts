import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { NotFoundError, ValidationError } from '../server/errors'

export const MAX_DIMENSION = 2560
export const FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const
export type ImageFormat = (typeof FORMATS)[number]

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' }
const SOURCE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff'])

/** SPEC §7: main images default to webp at quality 80. */
export const OptimizeQuerySchema = z
  .object({
    width: z.coerce.number().int().min(1).max(MAX_DIMENSION).optional(),
    height: z.coerce.number().int().min(1).max(MAX_DIMENSION).optional(),
    format: z.enum(FORMATS).default('webp'),
    quality: z.coerce.number().int().min(1).max(100).default(80),
  })
  .strict()
export type OptimizeQuery = z.infer<typeof OptimizeQuerySchema>

export interface OptimizedImage {
  body: Buffer
  contentType: string
  etag: string
}

/**
 * Resolves a requested image path inside the images directory; anything that escapes it
 * (.., absolute paths, encoded separators, NUL) is refused before touching the disk.
 */
export function resolveImagePath(imagesDir: string, requested: string): string {
  if (!requested || requested.includes('\0') || requested.includes('\\') || path.isAbsolute(requested)) throw new ValidationError({ path: 'Invalid image path' })
  const segments = requested.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new ValidationError({ path: 'Invalid image path' })
  const root = path.resolve(imagesDir)
  const full = path.resolve(root, ...segments)
  if (!full.startsWith(root + path.sep)) throw new ValidationError({ path: 'Invalid image path' })
  if (!SOURCE_EXTENSIONS.has(path.extname(full).toLowerCase())) throw new NotFoundError('Image not found')
  return full
}

/** The folder holding every cached variant of one library image (removed with the image). */
export function cacheFolderOf(cacheDir: string, imagePath: string): string {
  const hash = createHash('sha256').update(imagePath).digest('hex').slice(0, 32)
  return path.join(cacheDir, hash.slice(0, 2), hash)
}

/** Disk-cache hits and misses of optimised variants since start (the performance screen shows them). */
export const imageCacheCounters = { hits: 0, misses: 0 }

export class ImageOptimizer {
  private readonly inFlight = new Map<string, Promise<OptimizedImage>>()

  constructor(
    private readonly imagesDir: string,
    private readonly cacheDir: string,
  ) {}

  async optimize(requestedPath: string, query: OptimizeQuery): Promise<OptimizedImage> {
    const source = resolveImagePath(this.imagesDir, requestedPath)
    const info = await stat(source).catch(() => null)
    if (!info?.isFile()) throw new NotFoundError('Image not found')
    const key = createHash('sha256')
      .update(JSON.stringify([requestedPath, info.mtimeMs, info.size, query.width, query.height, query.format, query.quality]))
      .digest('hex')
      .slice(0, 32)
    const pending = this.inFlight.get(key)
    if (pending) return pending
    const work = this.produce(source, key, query).finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, work)
    return work
  }

  private async produce(source: string, key: string, query: OptimizeQuery): Promise<OptimizedImage> {
    const contentType = CONTENT_TYPES[query.format]
    const cached = path.join(cacheFolderOf(this.cacheDir, source.slice(path.resolve(this.imagesDir).length + 1).split(path.sep).join('/')), `${key}.${query.format}`)
    const hit = await readFile(cached).catch(() => null)
    if (hit) imageCacheCounters.hits++
    else imageCacheCounters.misses++
    if (hit) return { body: hit, contentType, etag: `"${key}"` }
    let pipeline = sharp(source, { failOn: 'error' }).rotate()
    if (query.width || query.height) {
      pipeline = pipeline.resize({ width: query.width, height: query.height, fit: 'cover', withoutEnlargement: true })
    }
    const body = await pipeline.toFormat(query.format, { quality: query.quality, ...(query.format === 'jpeg' ? { mozjpeg: true } : {}) }).toBuffer()
    await mkdir(path.dirname(cached), { recursive: true })
    const temporary = `${cached}.${process.pid}.tmp`
    await writeFile(temporary, body)
    await rename(temporary, cached)
    return { body, contentType, etag: `"${key}"` }
  }
}
