import { createHash } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { sharedCache } from '../lib/change-feed'
import { NotFoundError, TooManyRequestsError, ValidationError } from '../lib/errors'
import { encodeLibraryPath, imageVersionOf, variantQuery } from '../lib/image-url'
import { AVIF_EFFORT, MAX_INPUT_PIXELS, planRender, RENDER_REVISION, sourceInfoOf, UnrenderableImageError, type RenderPlan, type SourceInfo } from './render-plan'
import { RenderBusyError, renderQueue, type RenderQueue } from './render-queue'
import { diskCacheFor, knownDiskCaches, type DiskCache } from './disk-cache'
import { HotVariants } from './hot-variants'
import type { ImageStorage, OriginalStore } from '../lib/data-dir'
import { dropDeletedOriginals, fetchOriginal, localOriginal, writeAtomically, type LocalOriginal } from './originals.server'
import { readVariantBlob } from './variant-blobs.server'
import { storedVersionOf, VERSION_LENGTH, versionOfSha256 } from './image-versions.server'

/** Largest width or height a request may ask for (also the bound of a full-size variant: render-plan.ts). */
export const MAX_DIMENSION = 2560
export const FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const
export type ImageFormat = (typeof FORMATS)[number]

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' }
const SOURCE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff'])

const VERSION_PATTERN = new RegExp(`^[0-9a-f]{${VERSION_LENGTH}}$`)

/** SPEC §7: main images default to webp at quality 80. */
export const OptimizeQuerySchema = z
  .object({
    width: z.coerce.number().int().min(1).max(MAX_DIMENSION).optional(),
    height: z.coerce.number().int().min(1).max(MAX_DIMENSION).optional(),
    format: z.enum(FORMATS).default('webp'),
    quality: z.coerce.number().int().min(1).max(100).default(80),
    /** The original's version the page linked to (imageUrl): such a URL never changes its picture. */
    v: z.string().regex(VERSION_PATTERN).optional(),
  })
  .strict()
export type OptimizeQuery = z.infer<typeof OptimizeQuerySchema>

/**
 * A URL naming a version of the picture that is no longer the current one (an old page, a CDN's
 * old copy of one): the route sends the visitor to the current version's URL (docs/decisions/061).
 */
export class StaleImageVersionError extends Error {
  constructor(readonly current: string | undefined) {
    super('This version of the image was replaced')
  }
}

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

/** Cache hits (memory or disk) and misses of optimised variants since start (the performance screen shows them). */
export const imageCacheCounters = { hits: 0, misses: 0 }

/** Hot variants in memory (hot-variants.ts), shared by every optimizer of the process. */
const hot = new HotVariants<{ image: OptimizedImage; requestedPath: string; query: OptimizeQuery }>(24 * 1024 * 1024)

/**
 * Drops the in-memory variants (every instance's: another one may have answered for the image
 * just deleted). They are read again from the disk cache on the next request.
 */
export const forgetOptimizedImages = sharedCache('images', () => {
  hot.forget()
  // An image deleted through another instance: this one's copies of it go too (ADR 058).
  void dropDeletedLocally().catch(() => {})
})

async function dropDeletedLocally(): Promise<void> {
  const gone = await dropDeletedOriginals()
  for (const { file, libraryPath } of gone) {
    for (const [cacheDir, cache] of knownDiskCaches()) {
      const folder = cacheFolderOf(cacheDir, libraryPath)
      cache.forget(file)
      await rm(folder, { recursive: true, force: true })
      cache.forgetUnder(folder)
    }
  }
  // A request answered meanwhile may have put a variant of it back into memory.
  if (gone.length) hot.forget()
}

/** This instance's emptying of its variant caches, announced by a rebuild of the image cache. */
let emptying: Promise<void> = Promise.resolve()

async function emptyKnownVariantFolders(): Promise<void> {
  for (const [cacheDir, cache] of knownDiskCaches()) {
    const entries = await readdir(cacheDir).catch(() => [] as string[])
    for (const entry of entries) await rm(path.join(cacheDir, entry), { recursive: true, force: true })
    // The size cap's count (ADR 058) drops what was just removed.
    cache.forgetUnder(cacheDir)
  }
}

const announceEmptyVariants = sharedCache('image-variants', () => {
  hot.forget()
  emptying = emptyKnownVariantFolders().catch(() => {})
})

/**
 * Empties the rendered variants (memory and disk) of every instance: a rebuild of the image cache
 * starts, and each instance's own disk must not keep serving what the rebuild replaces
 * (docs/decisions/060). Resolves once this instance's are gone; the others follow moments later.
 */
export async function emptyEveryVariantCache(): Promise<void> {
  announceEmptyVariants()
  await emptying
}

/**
 * The address pages use for a variant, relative to /api/images (what the router sees as req.url):
 * /optimize/demo/boat-sea.jpg?width=640&height=420&format=webp&quality=80.
 */
export function canonicalAddress(requestedPath: string, q: OptimizeQuery): string {
  return `/optimize/${encodeLibraryPath(requestedPath)}?${variantQuery(q)}`
}

/** Renders in progress, by cache file: shared by every optimizer of the process (the site's and a rebuild's). */
const inFlight = new Map<string, Promise<OptimizedImage>>()

export interface ImageOptimizerOptions {
  /**
   * Told of each variant served, at most once a day per variant: the site's optimizer records
   * what visitors ask for.
   */
  onServed?: (requestedPath: string, query: OptimizeQuery) => Promise<void>
  /** Where renders wait for the CPU (default: the process's one queue). */
  queue?: RenderQueue
  /**
   * Background work (a cache rebuild): waits in its lane however long the line is, instead of
   * being refused with 503 as a visitor is when the lane is full.
   */
  background?: boolean
  /**
   * The cap of this instance's image files on disk, in MB (IMAGE_CACHE_MAX_MB): taken from the
   * first optimizer of a cache folder, the app's (docs/decisions/058).
   */
  cacheMaxMb?: number
  /** Where an original missing from the disk is fetched from (docs/decisions/062); absent: the disk only (unit tests). */
  originals?: OriginalStore
}

/**
 * Sizes of the library's sources, by file and version: read from the file's header once, so a
 * variant's plan (and its cache file) is known without decoding the picture.
 */
const sourceInfos = new Map<string, SourceInfo>()
const SOURCE_INFOS_KEPT = 2000

async function sourceInfo(source: string, original: LocalOriginal): Promise<SourceInfo> {
  const key = `${source}\0${original.mtimeMs}\0${original.size}`
  const known = sourceInfos.get(key)
  if (known) return known
  let info: SourceInfo
  try {
    info = sourceInfoOf(await sharp(original.input, { limitInputPixels: false }).metadata())
  } catch {
    throw new UnrenderableImageError('The image file cannot be read')
  }
  if (sourceInfos.size >= SOURCE_INFOS_KEPT) sourceInfos.delete(sourceInfos.keys().next().value!)
  sourceInfos.set(key, info)
  return info
}

/**
 * The original of a library path, from DATA_DIR/images or else fetched from the database into it
 * (docs/decisions/058); a fetched file joins the disk cache's count. Undefined: no such image.
 */
async function originalOf(originals: OriginalStore | undefined, imagesDir: string, imagePath: string, cache: DiskCache): Promise<{ source: string; original: LocalOriginal } | undefined> {
  const source = resolveImagePath(imagesDir, imagePath)
  const original = await localOriginal(originals, source, imagePath)
  if (!original) return undefined
  if (original.fetched) await cache.add(source, original.size)
  else cache.touch(source)
  return { source, original }
}

/**
 * Whether a library image has an alpha channel, read from its header (cached per file version
 * like the render plans); a file that is missing or unreadable counts as opaque.
 */
export async function libraryImageHasAlpha({ imagesDir, originals }: Pick<ImageStorage, 'imagesDir' | 'originals'>, imagePath: string): Promise<boolean> {
  try {
    // DATA_DIR/cache/images beside DATA_DIR/images (imageStorageIn): a fetched original joins its count.
    const found = await originalOf(originals, imagesDir, imagePath, diskCacheFor(path.join(path.dirname(path.resolve(imagesDir)), 'cache', 'images')))
    return found ? (await sourceInfo(found.source, found.original)).hasAlpha === true : false
  } catch {
    return false
  }
}

/** The version (imageUrl's `v`) of each local original, by file and modification: hashed once. */
const localVersions = new Map<string, string>()

async function versionOfLocal(source: string, original: LocalOriginal): Promise<string> {
  const key = `${source}\0${original.mtimeMs}\0${original.size}`
  let version = localVersions.get(key)
  if (version) return version
  const bytes = typeof original.input === 'string' ? await readFile(original.input) : original.input
  version = versionOfSha256(createHash('sha256').update(bytes).digest('hex'))
  if (localVersions.size >= SOURCE_INFOS_KEPT) localVersions.delete(localVersions.keys().next().value!)
  localVersions.set(key, version)
  return version
}

const DAY_MS = 24 * 60 * 60 * 1000

export class ImageOptimizer {
  private reported = new Set<string>()
  private reportedUntil = 0
  private readonly disk: DiskCache

  constructor(
    private readonly imagesDir: string,
    private readonly cacheDir: string,
    private readonly options: ImageOptimizerOptions = {},
  ) {
    this.disk = diskCacheFor(cacheDir, options.cacheMaxMb)
  }

  private report(address: string, requestedPath: string, query: OptimizeQuery): void {
    if (!this.options.onServed) return
    const now = Date.now()
    if (now >= this.reportedUntil) {
      this.reported = new Set()
      this.reportedUntil = now + DAY_MS
    }
    if (this.reported.has(address)) return
    this.reported.add(address)
    // A lost record only means a rebuild of the cache skips this variant (it is rendered on demand anyway).
    this.options.onServed(requestedPath, query).catch(() => this.reported.delete(address))
  }

  /** A variant in memory under this canonical address (see canonicalAddress), if any. */
  fromMemory(address: string): OptimizedImage | undefined {
    const variant = hot.get(address)
    if (!variant) return undefined
    imageCacheCounters.hits++
    this.report(address, variant.requestedPath, variant.query)
    return variant.image
  }

  /**
   * `mayRender` is asked before a variant that is in no cache is rendered (a request's rate
   * limit); when it says no, the request is refused with 429.
   */
  async optimize(requestedPath: string, query: OptimizeQuery, mayRender?: () => Promise<boolean>): Promise<OptimizedImage> {
    const address = canonicalAddress(requestedPath, query)
    const inMemory = this.fromMemory(address)
    if (inMemory) return inMemory
    const generation = hot.generation
    const found = await this.currentOriginal(requestedPath, query.v)
    const { source, original, version } = found
    // The original's content is in the key: a picture edited in place never meets its old variants.
    const key = createHash('sha256')
      .update(JSON.stringify([requestedPath, version, original.mtimeMs, original.size, query.width, query.height, query.format, query.quality, RENDER_REVISION]))
      .digest('hex')
      .slice(0, 32)
    let work = inFlight.get(key)
    if (!work) {
      work = this.produce(requestedPath, source, original, key, query, mayRender).finally(() => inFlight.delete(key))
      inFlight.set(key, work)
    }
    const image = await work
    if (generation === hot.generation) hot.remember(address, { image, requestedPath, query }, image.body.length)
    this.report(address, requestedPath, query)
    return image
  }

  /**
   * The original to render from, checked against the version asked for (the page's `v`, else
   * the one pages link to now): a copy on this disk older than the database's (the picture was
   * edited through another instance, whose announcement may not have arrived yet) is fetched
   * again, so a versioned URL is never answered with another version's picture — a CDN keeps it
   * for a year. A `v` that is not the database's either is an old URL: StaleImageVersionError.
   */
  private async currentOriginal(requestedPath: string, requested: string | undefined): Promise<{ source: string; original: LocalOriginal; version: string }> {
    const originals = this.options.originals
    let found = await originalOf(originals, this.imagesDir, requestedPath, this.disk)
    if (!found) throw new NotFoundError('Image not found')
    let version = await versionOfLocal(found.source, found.original)
    const expected = requested ?? imageVersionOf(requestedPath)
    if (!expected || version === expected) return { ...found, version }
    const stored = await storedVersionOf(requestedPath)
    if (originals && stored && stored !== version) {
      const fetched = await fetchOriginal(originals, found.source, requestedPath)
      if (fetched) {
        found = { source: found.source, original: fetched }
        version = await versionOfLocal(found.source, fetched)
        if (fetched.fetched) await this.disk.add(found.source, fetched.size)
      }
    }
    if (requested && version !== requested) throw new StaleImageVersionError(stored)
    return { ...found, version }
  }

  private async produce(requestedPath: string, source: string, original: LocalOriginal, key: string, query: OptimizeQuery, mayRender?: () => Promise<boolean>): Promise<OptimizedImage> {
    // Known before decoding: the bounded size and format of the variant, its cost and lane.
    const plan = planRender(await sourceInfo(source, original), query)
    const contentType = CONTENT_TYPES[plan.format]
    const cached = path.join(cacheFolderOf(this.cacheDir, requestedPath), `${key}.${plan.format}`)
    const hit = await readFile(cached).catch(() => null)
    if (hit) {
      imageCacheCounters.hits++
      this.disk.touch(cached)
      return { body: hit, contentType, etag: `"${key}"` }
    }
    // Rendered by a rebuild, possibly on another instance (ADR 060): copied to this disk, not rendered again.
    const stored = await readVariantBlob(requestedPath, query)
    if (stored) {
      imageCacheCounters.hits++
      if (await writeAtomically(cached, stored)) await this.disk.add(cached, stored.length)
      return { body: stored, contentType, etag: `"${key}"` }
    }
    const queue = this.options.queue ?? renderQueue
    // A full lane refuses before the request's rate limit is charged (and its database write made).
    if (!this.options.background && queue.isFull(plan.lane)) throw new RenderBusyError(queue.limits.retryAfterSeconds)
    if (mayRender && !(await mayRender())) throw new TooManyRequestsError()
    imageCacheCounters.misses++
    const body = await queue.run(plan.lane, () => render(original.input, query.quality, plan), { wait: this.options.background })
    // A DATA_DIR that takes no writes (read-only, full) costs only the cache: the visitor still
    // gets the image, and /healthz reports the disk. The temporary file's name is unique: two
    // renders of one variant (instances sharing the folder) never write the same file.
    if (await writeAtomically(cached, body)) await this.disk.add(cached, body.length)
    return { body, contentType, etag: `"${key}"` }
  }
}

/**
 * One variant, within its plan's bounds: the first frame only of an animation (`pages: 1`), no
 * source above MAX_INPUT_PIXELS decoded, the output within MAX_OUTPUT_DIMENSION, AVIF at a fast effort.
 */
async function render(source: string | Buffer, quality: number, plan: RenderPlan): Promise<Buffer> {
  let pipeline = sharp(source, { failOn: 'error', pages: 1, limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  if (plan.resize) pipeline = pipeline.resize({ ...plan.resize, withoutEnlargement: true })
  // JPEG has no alpha: a transparent PNG's clear pixels would come out black (share images).
  if (plan.format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' })
  const options =
    plan.format === 'jpeg' ? { quality, mozjpeg: true }
    : plan.format === 'avif' ? { quality, effort: AVIF_EFFORT }
    : { quality }
  try {
    return await pipeline.toFormat(plan.format, options).toBuffer()
  } catch {
    throw new UnrenderableImageError('The image file cannot be rendered')
  }
}
