// Receiving image uploads: multipart parsing (busboy), validation with sharp and storage in the
// database (`image_blobs`, docs/decisions/058) with a copy in DATA_DIR/images/uploads/ (a cache).
// Reusable by any admin screen that accepts images (library, avatars…).
//
//   const { files, fields } = await receiveImageUploads(req, { maxBytes: 15 * MB, maxFiles: 20 })
//   const stored = await storeImage(files[0])          // → 'uploads/2026/11/beach-3f9a1c.jpg' (image_blobs + DATA_DIR/images)
//   const row = await addImageToLibrary(files[0])      // original + `images` row in one transaction (shown in /admin/images)
//
// Errors are typed: UploadError (400, e.g. not an image / wrong format / no file / too many
// pixels / too many animation frames) and UploadTooLargeError (413). Both are AppErrors, so the error handler maps them.
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import busboy from 'busboy'
import type { Request } from 'express'
import type { Knex } from 'knex'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import type { ImageStorage } from '../lib/data-dir'
import { AppError } from '../lib/errors'
import { ImageModel } from './image.model'
import { AVIF_EFFORT, MAX_OUTPUT_DIMENSION } from './render-plan'
import { renderQueue } from './render-queue'
import { keepLocalCopy, MAX_ORIGINAL_BYTES, putOriginal } from './originals.server'

export const MB = 1024 * 1024
/** Per file; no original kept in the database is larger (originals.server.ts). */
export const DEFAULT_MAX_BYTES = MAX_ORIGINAL_BYTES
export const DEFAULT_MAX_FILES = 20
/** Longest side accepted for an upload (px). */
export const DEFAULT_MAX_DIMENSION = 8000
/**
 * Bounds on the work one upload may cost (docs/decisions/022): a still is stored at most
 * STORED_MAX_DIMENSION on its longest side (AVIF, slow to encode, at most MAX_OUTPUT_DIMENSION —
 * nothing is ever rendered larger); an animation may have at most MAX_FRAMES frames and
 * MAX_ANIMATION_PIXELS pixels over all of them, checked from the header before anything is decoded.
 */
export const STORED_MAX_DIMENSION = 4096
export const MAX_FRAMES = 100
export const MAX_ANIMATION_PIXELS = 6_000_000
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const
export type UploadFormat = (typeof UPLOAD_FORMATS)[number]
export const UPLOAD_DIR = 'uploads'

const EXTENSIONS: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' }
export const MIME_TYPES: Record<UploadFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' }

/** 400: the upload is not acceptable. `reason` is a stable code screens translate. */
export class UploadError extends AppError {
  constructor(
    readonly reason: 'no_file' | 'not_image' | 'format' | 'dimensions' | 'frames' | 'too_many_files' | 'malformed',
    message: string,
    readonly fileName?: string,
    params: Record<string, string | number> = {},
  ) {
    super(400, 'upload_invalid', message, { file: message }, { key: `upload.${reason}`, params: { file: fileName ?? '', ...params } })
  }
}

/** 413: a file (or the whole request) is larger than allowed. */
export class UploadTooLargeError extends AppError {
  constructor(
    readonly maxBytes: number,
    readonly fileName?: string,
  ) {
    const max = `${Math.round(maxBytes / MB)} MB`
    super(413, 'payload_too_large', `${fileName ? `"${fileName}" is too large` : 'The upload is too large'}: ${max} at most per file`, { file: `${max} at most` }, {
      key: fileName ? 'upload.fileTooLarge' : 'upload.tooLarge',
      params: { file: fileName ?? '', max },
    })
  }
}

export interface UploadOptions {
  /** Per file, in bytes (default 15 MB). */
  maxBytes?: number
  /** Files per request (default 20). */
  maxFiles?: number
  /** Longest side in pixels (default 8000). */
  maxDimension?: number
  /** Only files from this form field (default: any field). */
  fieldName?: string
}

export interface ReceivedImage {
  /** The form field the file came in. */
  fieldName: string
  /** The name the browser sent (for display only; never used as a path). */
  originalName: string
  /** A safe base name with the right extension, e.g. "cala-macarella.jpg" (not yet unique). */
  safeName: string
  /** Re-encoded bytes: EXIF orientation applied, metadata stripped. */
  buffer: Buffer
  format: UploadFormat
  mimeType: string
  width: number
  height: number
  bytes: number
}

export interface ReceivedUpload {
  files: ReceivedImage[]
  /** The text fields of the form (last value wins). */
  fields: Record<string, string>
}

/**
 * Reads a multipart/form-data request (the app does not parse multipart globally), and
 * validates every file with sharp. Rejects with UploadError (400) or UploadTooLargeError (413).
 */
export async function receiveImageUploads(req: Request, options: UploadOptions = {}): Promise<ReceivedUpload> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_FILES
  if (!req.is('multipart/form-data')) throw new UploadError('malformed', 'Expected a multipart/form-data upload')
  const declared = Number(req.get('content-length'))
  // Refuse obviously oversized requests without reading them.
  if (Number.isFinite(declared) && declared > maxBytes * maxFiles + MB) {
    req.resume()
    throw new UploadTooLargeError(maxBytes)
  }
  const raw = await readMultipart(req, { maxBytes, maxFiles, fieldName: options.fieldName })
  const files: ReceivedImage[] = []
  for (const file of raw.files) files.push(await processImage(file.buffer, file.name, { maxDimension: options.maxDimension, fieldName: file.field }))
  return { files, fields: raw.fields }
}

interface RawFile {
  field: string
  name: string
  buffer: Buffer
}

function readMultipart(req: Request, limits: { maxBytes: number; maxFiles: number; fieldName?: string }): Promise<{ files: RawFile[]; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 50, fieldSize: 64 * 1024, parts: limits.maxFiles + 60 } })
    } catch {
      reject(new UploadError('malformed', 'The upload could not be read'))
      return
    }
    const files: RawFile[] = []
    const fields: Record<string, string> = {}
    let failure: AppError | undefined
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (field, stream, info) => {
      // A body that ends inside a file fails its stream too: unheard, that error would be uncaught.
      stream.on('error', () => {
        failure ??= new UploadError('malformed', 'The upload could not be read')
      })
      const name = (info.filename ?? '').slice(0, 255)
      if ((limits.fieldName && field !== limits.fieldName) || !name) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => {
        failure ??= new UploadTooLargeError(limits.maxBytes, name)
        chunks.length = 0
      })
      stream.on('close', () => {
        if (!(stream as unknown as { truncated?: boolean }).truncated && chunks.length) files.push({ field, name, buffer: Buffer.concat(chunks) })
      })
    })
    parser.on('filesLimit', () => {
      failure ??= new UploadError('too_many_files', `At most ${limits.maxFiles} files per upload`, undefined, { max: limits.maxFiles })
    })
    parser.on('error', () => reject(failure ?? new UploadError('malformed', 'The upload could not be read')))
    parser.on('close', () => {
      if (failure) return reject(failure)
      if (files.length === 0) return reject(new UploadError('no_file', 'Choose at least one image file'))
      resolve({ files, fields })
    })
    req.pipe(parser)
  })
}

/**
 * Validates bytes as a real image in an allowed format and re-encodes them: EXIF orientation is
 * applied and every metadata block (EXIF, GPS, XMP, comments) is dropped.
 */
export async function processImage(
  input: Buffer,
  originalName: string,
  { maxDimension = DEFAULT_MAX_DIMENSION, fieldName = 'file' }: { maxDimension?: number; fieldName?: string } = {},
): Promise<ReceivedImage> {
  let meta: Metadata
  try {
    meta = await sharp(input, { failOn: 'error', limitInputPixels: maxDimension * maxDimension }).metadata()
  } catch (error) {
    // A real image, only too big to open: its size is the problem to name, not its readability.
    if (/pixel limit/i.test((error as Error).message)) throw new UploadError('dimensions', `"${originalName}" is larger than ${maxDimension}×${maxDimension} pixels`, originalName, { max: maxDimension })
    throw new UploadError('not_image', `"${originalName}" is not a readable image`, originalName)
  }
  // libvips reports AVIF as HEIF with AV1 compression (HEIC, i.e. HEVC, is not accepted).
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format
  if (!format || !(UPLOAD_FORMATS as readonly string[]).includes(format)) {
    throw new UploadError('format', `"${originalName}" is not JPEG, PNG, WebP, AVIF or GIF`, originalName)
  }
  const fmt = format as UploadFormat
  const height = meta.pageHeight ?? meta.height ?? 0
  if (!meta.width || !height || meta.width > maxDimension || height > maxDimension) {
    throw new UploadError('dimensions', `"${originalName}" is larger than ${maxDimension}×${maxDimension} pixels`, originalName, { max: maxDimension })
  }
  const frames = fmt === 'gif' || fmt === 'webp' ? (meta.pages ?? 1) : 1
  if (frames > 1 && (frames > MAX_FRAMES || meta.width * height * frames > MAX_ANIMATION_PIXELS)) {
    throw new UploadError(
      'frames',
      `"${originalName}" has too many frames: ${MAX_FRAMES} at most, ${Math.round(MAX_ANIMATION_PIXELS / 1_000_000)} megapixels over all frames`,
      originalName,
      { max: MAX_FRAMES, megapixels: Math.round(MAX_ANIMATION_PIXELS / 1_000_000) },
    )
  }
  let result: { data: Buffer; info: OutputInfo }
  try {
    // Staff work: it waits its turn in the expensive lane, so it never takes a visitor's cheap slot.
    result = await renderQueue.run('expensive', () => reencode(input, fmt, frames, maxDimension), { wait: true })
  } catch {
    throw new UploadError('not_image', `"${originalName}" is not a readable image`, originalName)
  }
  return {
    fieldName,
    originalName,
    safeName: safeFileName(originalName, fmt),
    buffer: result.data,
    format: fmt,
    mimeType: MIME_TYPES[fmt],
    width: result.info.width,
    height: result.info.pageHeight ?? result.info.height,
    bytes: result.data.length,
  }
}

/** The upload's bytes again, within the bounds above: EXIF orientation applied, metadata dropped. */
function reencode(input: Buffer, fmt: UploadFormat, frames: number, maxDimension: number): Promise<{ data: Buffer; info: OutputInfo }> {
  const animated = frames > 1
  let pipeline = sharp(input, { failOn: 'error', animated, limitInputPixels: animated ? MAX_ANIMATION_PIXELS : maxDimension * maxDimension })
  if (!animated) {
    const longest = fmt === 'avif' ? MAX_OUTPUT_DIMENSION : STORED_MAX_DIMENSION
    pipeline = pipeline.rotate().resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true })
  }
  pipeline =
    fmt === 'jpeg' ? pipeline.jpeg({ quality: 90 })
    : fmt === 'png' ? pipeline.png({ compressionLevel: 6 })
    : fmt === 'webp' ? pipeline.webp({ quality: 90, effort: 2 })
    : fmt === 'avif' ? pipeline.avif({ quality: 70, effort: AVIF_EFFORT })
    : pipeline.gif()
  return pipeline.toBuffer({ resolveWithObject: true })
}

/**
 * A safe file name from whatever the browser sent: directories dropped ("../../etc/passwd" →
 * "passwd"), accents folded, only [a-z0-9-], at most 60 characters, extension from the real format.
 */
export function safeFileName(original: string, format: UploadFormat): string {
  const base = original.split(/[\\/]/).pop() ?? ''
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${stem || 'image'}.${EXTENSIONS[format]}`
}

/**
 * Keeps the image under uploads/<yyyy>/<mm>/ with a unique name (a random suffix; the database
 * row is inserted only where the path is free, never overwriting), then copies it into
 * DATA_DIR/images (the local cache of originals). Inside `trx` when given: the original is kept
 * exactly when the caller's rows are. Returns the library path ("uploads/2026/11/beach-3f9a1c.jpg"),
 * the form the optimizer and the `images` table use.
 */
export async function storeImage(
  image: Pick<ReceivedImage, 'buffer' | 'safeName'>,
  { imagesDir, originals, now = new Date(), trx }: Pick<ImageStorage, 'imagesDir' | 'originals'> & { now?: Date; trx?: Knex.Transaction },
): Promise<string> {
  const folder = [UPLOAD_DIR, String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0')]
  const ext = path.extname(image.safeName)
  const stem = image.safeName.slice(0, -ext.length)
  for (let attempt = 0; attempt <= 5; attempt++) {
    const libraryPath = [...folder, `${stem}-${randomBytes(3).toString('hex')}${ext}`].join('/')
    if (!(await putOriginal(originals, trx, libraryPath, image.buffer))) continue
    await keepLocalCopy(path.join(imagesDir, ...libraryPath.split('/')), libraryPath, image.buffer)
    return libraryPath
  }
  throw new Error(`No free name for ${image.safeName} in ${folder.join('/')}`)
}

/** Stores the original and adds its row to the image library, in one transaction; returns the new row. */
export async function addImageToLibrary(image: ReceivedImage, { imagesDir, originals, alt = '' }: Pick<ImageStorage, 'imagesDir' | 'originals'> & { alt?: string }): Promise<ImageModel> {
  let stored: string | undefined
  try {
    return await ImageModel.transaction(async (trx) => {
      stored = await storeImage(image, { imagesDir, originals, trx })
      return ImageModel.query(trx).insertAndFetch({
        path: stored,
        originalName: image.originalName,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        alt: alt.slice(0, 300),
        translations: {},
      })
    })
  } catch (error) {
    // Rolled back: the local copy of an original the database does not have goes too.
    if (stored) await rm(path.join(imagesDir, ...stored.split('/')), { force: true }).catch(() => {})
    throw error
  }
}
