import { rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { contentChanged } from '../content-kit/content-changed'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, missingInForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { LANGUAGES, type Language } from '../i18n/languages'
import { AppError, NotFoundError } from '../lib/errors'
import { ImageModel } from './image.model'
import { imageUrl, optimizedUrl } from '../lib/image-url'
import { forgetVariantsOf } from './image-variants.server'
import { forgetVariantBlobsOf } from './variant-blobs.server'
import { cacheFolderOf, forgetOptimizedImages, resolveImagePath } from './optimize'
import { addImageToLibrary, type ReceivedImage } from './upload'
import { readOriginal, removeOriginals, replaceOriginal } from './originals.server'
import { renderQueue } from './render-queue'
import { MAX_INPUT_PIXELS } from './render-plan'
import { diskCacheFor } from './disk-cache'
import type { ImageStorage } from '../lib/data-dir'
import { transactionThen } from '../db/after-commit'
import { IMAGE_ALT } from './image-alt'
import { findImageUses, loadContent, usesIn, type ImageUsage } from './image-usage.server'

const TEXTS = IMAGE_ALT.texts

export const ImageAltFormSchema = z.object(translatableShape(TEXTS))
export const ImageRotateFormSchema = z.object({ turn: z.enum(['left', 'right']) })
export type ImageAltForm = z.infer<typeof ImageAltFormSchema>

// ── List and detail ──────────────────────────────────────────────────────────────────────────

export interface ImageRow {
  id: number
  thumb: string
  name: string
  path: string
  width: number
  height: number
  bytes: number
  format: string
  /** Languages with an alt text (0–4). */
  altCount: number
  uses: number
  /** Upload date, YYYY-MM-DD. */
  created: string
}

const adminThumb = (path: string) => optimizedUrl(imageUrl(path), { width: 160, height: 120, quality: 70 })

export const formatOf = (mimeType: string) => mimeType.replace(/^image\//, '')

function altCountOf(row: ImageModel): number {
  const values = toForm(row, TEXTS)
  return LANGUAGES.filter((lng) => values[`alt_${lng}`]?.trim()).length
}

/** The library: search by file name, path or alt text (any language); sort by name, size, dimensions, format or date. */
export async function listImagesForAdmin(_lng: Language, query: ListQuery) {
  const page = await pageOf(ImageModel.query(), query, {
    sortable: { name: 'original_name', path: 'path', bytes: 'bytes', width: 'width', height: 'height', format: 'mime_type', created: 'created_at' },
    defaultSort: '-created',
    search: (b, term) =>
      void b.where((w) =>
        w.whereILike('original_name', likeTerm(term)).orWhereILike('path', likeTerm(term)).orWhereILike('alt', likeTerm(term)).orWhereRaw('translations::text ilike ?', [likeTerm(term)]),
      ),
    map: (row): ImageRow => ({
      id: row.id,
      thumb: adminThumb(row.path),
      name: row.originalName || path.basename(row.path),
      path: row.path,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      format: formatOf(row.mimeType),
      altCount: altCountOf(row),
      uses: 0,
      created: new Date(row.createdAt).toISOString().slice(0, 10),
    }),
  })
  if (page.rows.length) {
    const content = await loadContent()
    for (const r of page.rows) r.uses = usesIn(content, r.path).length
  }
  return page
}

export interface ImageDetail {
  id: number
  path: string
  url: string
  preview: string
  name: string
  width: number
  height: number
  bytes: number
  format: string
  createdAt: string
  values: Record<string, string>
  missing: Language[]
  uses: ImageUsage[]
}

async function findImage(id: number): Promise<ImageModel> {
  const row = await ImageModel.query().findById(id)
  if (!row) throw new NotFoundError('Image not found')
  return row
}

export async function imageDetail(id: number): Promise<ImageDetail> {
  const row = await findImage(id)
  const values = toForm(row, TEXTS)
  return {
    id: row.id,
    path: row.path,
    url: imageUrl(row.path),
    preview: optimizedUrl(imageUrl(row.path), { width: 800, quality: 80 }),
    name: row.originalName || path.basename(row.path),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    format: formatOf(row.mimeType),
    createdAt: new Date(row.createdAt).toISOString(),
    values,
    missing: missingInForm(values, Object.keys(TEXTS)),
    uses: await findImageUses(row.path),
  }
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────

export async function updateImageAlt(id: number, form: ImageAltForm): Promise<void> {
  const { plain, translations } = fromForm(form, TEXTS)
  const row = await findImage(id)
  await ImageModel.query().findById(id).patch({ alt: plain.alt, translations: { ...row.translations, ...translations } })
  contentChanged()
}

/**
 * Turns a library picture a quarter (a photo taken sideways) and keeps its path, so everything
 * that shows it shows it turned. Its URLs change with its version (docs/decisions/061): every
 * instance drops its copies and the pages it cached, and pages built afterwards link to the new
 * version, which no browser or CDN holds yet.
 */
export async function rotateImage(storage: ImageStorage, id: number, turn: 'left' | 'right'): Promise<void> {
  const row = await findImage(id)
  const input = await readOriginal(storage.originals, resolveImagePath(storage.imagesDir, row.path), row.path)
  if (!input) throw new NotFoundError('Image file not found')
  // Staff work in the render queue's expensive lane (docs/decisions/022); the format stays the file's.
  const rotated = await renderQueue.run('expensive', () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().rotate(turn === 'left' ? 270 : 90).toBuffer({ resolveWithObject: true }), { wait: true })
  await ImageModel.transaction(async (trx) => {
    await replaceOriginal(storage.originals, trx, row.path, rotated.data)
    await ImageModel.query(trx).findById(id).patch({ width: rotated.info.width, height: rotated.info.height, bytes: rotated.data.length })
  })
  // This instance's copy and variants go; the next request fetches the new original.
  await removeFiles(storage, row.path)
  forgetOptimizedImages()
  contentChanged()
}

/** Stores validated uploads in the library (the database, with a copy in DATA_DIR/images/uploads/…); returns the new rows. */
export async function addUploadsToLibrary(storage: ImageStorage, files: ReceivedImage[]): Promise<ImageRow[]> {
  const rows: ImageRow[] = []
  for (const file of files) {
    const row = await addImageToLibrary(file, storage)
    rows.push({ id: row.id, thumb: adminThumb(row.path), name: row.originalName, path: row.path, width: row.width, height: row.height, bytes: row.bytes, format: file.format, altCount: 0, uses: 0, created: new Date(row.createdAt).toISOString().slice(0, 10) })
  }
  return rows
}

/** 409 while content still shows the image; `fields` lists the uses ("trip #3" → "Cala Macarella"). */
export class ImageInUseError extends AppError {
  constructor(
    readonly uses: ImageUsage[],
    name: string,
  ) {
    super(409, 'image_in_use', `"${name}" is still used by ${uses.length} item(s); replace it there first`, Object.fromEntries(uses.map((u) => [`${u.kind} #${u.id}`, u.label])))
  }
}

/** This instance's copy of the original and its cached variants on disk (the memory cache and variant records are the caller's). */
async function removeFiles({ imagesDir, cacheDir }: ImageStorage, imagePath: string): Promise<void> {
  let full: string | undefined
  try {
    full = resolveImagePath(imagesDir, imagePath)
  } catch {
    full = undefined // a row whose path is not a library file: nothing on disk to remove
  }
  if (full) await rm(full, { force: true })
  await rm(cacheFolderOf(cacheDir, imagePath), { recursive: true, force: true })
  // The size cap's count (ADR 058) drops what was just removed.
  const counted = diskCacheFor(cacheDir)
  if (full) counted.forget(full)
  counted.forgetUnder(path.resolve(cacheFolderOf(cacheDir, imagePath)))
}

/** Deletes images that nothing uses (file, cached variants, row); refuses (409) when any is in use. */
export async function deleteImages(storage: ImageStorage, ids: number[]): Promise<number> {
  const rows = await ImageModel.query().whereIn('id', ids)
  if (!rows.length) return 0
  const content = await loadContent()
  for (const row of rows) {
    const uses = usesIn(content, row.path)
    if (uses.length) throw new ImageInUseError(uses, row.originalName || row.path)
  }
  // The rows and their originals (docs/decisions/058) together: no image without its picture.
  // With S3 (ADR 062) their objects go once this has committed, before the answer.
  await transactionThen(ImageModel.knex(), async (trx) => {
    await ImageModel.query(trx).delete().whereIn('id', rows.map((r) => r.id))
    await removeOriginals(storage.originals, trx, rows.map((r) => r.path))
  })
  for (const row of rows) await removeFiles(storage, row.path)
  // Once for the whole batch: every instance drops its in-memory variants.
  forgetOptimizedImages()
  await forgetVariantsOf(rows.map((r) => r.path))
  await forgetVariantBlobsOf(rows.map((r) => r.path))
  contentChanged()
  return rows.length
}

export async function deleteImage(storage: ImageStorage, id: number): Promise<void> {
  await findImage(id)
  await deleteImages(storage, [id])
}
