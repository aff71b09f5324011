import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages'
import { normaliseImagePath, OPTIMIZER_PREFIX } from '../lib/image-url'
import type { ImageStorage } from '../lib/data-dir'
import { ImageModel } from './image.model'
import { libraryImageHasAlpha } from './optimize'

/**
 * What a page needs to know about each library picture it shows (docs/decisions/051): the alt
 * text staff wrote for the page's language, the original's size (no srcset width above it) and
 * whether it is transparent (no blurred placeholder behind it).
 */
export interface LibraryImageFacts {
  /** "" when the library has none in this language: the content's own caption is used then. */
  alt: string
  width: number
  height: number
  transparent: boolean
}

/** By library path (`demo/cove.jpg`). */
export type LibraryImageFactsByPath = Record<string, LibraryImageFacts>

// Optimizer addresses inside any string: a bare URL, or one inside rendered HTML or a srcset.
const OPTIMIZER_ADDRESS = new RegExp(`${OPTIMIZER_PREFIX.replace(/[/.]/g, '\\$&')}[^"'\\s?#<>)]+`, 'g')
/** Page data is a tree of plain objects; deeper than this is never pictures. */
const MAX_DEPTH = 12

/** The library paths of every optimizer address anywhere in a page's data. */
export function libraryPathsIn(data: unknown): string[] {
  const paths = new Set<string>()
  const seen = new WeakSet<object>()
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (value.includes(OPTIMIZER_PREFIX)) for (const match of value.matchAll(OPTIMIZER_ADDRESS)) paths.add(normaliseImagePath(match[0]))
      return
    }
    if (!value || typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return
    seen.add(value)
    for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item, depth + 1)
  }
  visit(data, 0)
  return [...paths]
}

function altIn(row: ImageModel, lng: Language): string {
  const byLanguage = row.translations?.alt?.[lng]
  const text = typeof byLanguage === 'string' && byLanguage.trim() ? byLanguage : lng === DEFAULT_LANGUAGE ? row.alt : ''
  return (text ?? '').trim()
}

/**
 * The facts of every given library picture, in one query whatever their number. Only sources
 * that may carry alpha (not JPEG) have their header read, once per file version.
 */
export async function libraryImageFacts(lng: Language, paths: readonly string[], images: Pick<ImageStorage, 'imagesDir' | 'originals'>): Promise<LibraryImageFactsByPath> {
  if (!paths.length) return {}
  const rows = await ImageModel.query().select('path', 'alt', 'translations', 'width', 'height', 'mimeType').whereIn('path', [...new Set(paths)])
  const entries = await Promise.all(
    rows.map(async (row): Promise<[string, LibraryImageFacts]> => [
      row.path,
      {
        alt: altIn(row, lng),
        width: row.width,
        height: row.height,
        transparent: row.mimeType !== 'image/jpeg' && (await libraryImageHasAlpha(images, row.path)),
      },
    ]),
  )
  return Object.fromEntries(entries)
}
