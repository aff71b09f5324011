import { SITE_IMAGE_PLACES } from '../lib/site-images'
import { imageAddress } from '../lib/image-url'
import { contentChanged } from '../content-kit/content-changed'
import { ImageModel } from './image.model'
import { mimeTypeOfPath } from './originals.server'

// Where library images are used: what the library shows as "where it is used", what it refuses to
// delete, and what the WebP converter points at a copy. One list of every table and column that
// can hold a library path, so none of the three forgets a place.

export type UsageKind =
  | 'trip' | 'destination' | 'testimonial' | 'heroBanner' | 'blogPost' | 'blogCategory' | 'contentPage' | 'faq' | 'seo' | 'transferTown' | 'transferVehicle'
  | 'homeHero' | 'sitePage' | 'shareImage'

export interface ImageUsage {
  kind: UsageKind
  id: number | string
  label: string
  editHref: string
}

/**
 * How a column holds images: `path` is a whole value (a main image), `text` free text that may
 * contain an image's address (Markdown, a link), `json` a list or translations holding either.
 */
type ColumnKind = 'path' | 'text' | 'json'

interface UsageSource {
  kind: UsageKind
  table: string
  /** The row's key column (snake_case) and the column that names it for staff. */
  key: string
  label: string
  columns: Record<string, ColumnKind>
  editHref: (key: string) => string
}

const edit = (base: string) => (key: string) => `${base}/edit/${encodeURIComponent(key)}`

/** Every place content can refer to library images (snake_case columns). */
const USAGE_SOURCES: UsageSource[] = [
  { kind: 'trip', table: 'trips', key: 'id', label: 'name', columns: { image: 'path', gallery: 'json', translations: 'json' }, editHref: edit('/admin/trips') },
  { kind: 'destination', table: 'destinations', key: 'id', label: 'name', columns: { image: 'path', gallery: 'json', translations: 'json' }, editHref: edit('/admin/destinations') },
  { kind: 'testimonial', table: 'testimonials', key: 'id', label: 'name', columns: { avatar: 'path', translations: 'json' }, editHref: edit('/admin/testimonials') },
  { kind: 'heroBanner', table: 'hero_banners', key: 'id', label: 'title', columns: { image: 'path', button_link: 'text', translations: 'json' }, editHref: edit('/admin/hero-banners') },
  { kind: 'blogPost', table: 'blog_posts', key: 'id', label: 'title', columns: { cover_image: 'path', body: 'text', translations: 'json' }, editHref: edit('/admin/blog/posts') },
  { kind: 'blogCategory', table: 'blog_categories', key: 'id', label: 'name', columns: { translations: 'json' }, editHref: edit('/admin/blog/categories') },
  { kind: 'contentPage', table: 'content_pages', key: 'key', label: 'title', columns: { body: 'text', translations: 'json' }, editHref: edit('/admin/pages') },
  { kind: 'faq', table: 'faq_entries', key: 'id', label: 'question', columns: { answer: 'text', translations: 'json' }, editHref: edit('/admin/faq') },
  { kind: 'seo', table: 'seo_records', key: 'page_key', label: 'page_key', columns: { title: 'json', description: 'json', schema: 'json' }, editHref: edit('/admin/seo') },
  { kind: 'transferTown', table: 'transfer_towns', key: 'id', label: 'name', columns: { description: 'text', translations: 'json' }, editHref: edit('/admin/transfers/towns') },
  { kind: 'transferVehicle', table: 'transfer_vehicles', key: 'code', label: 'name', columns: { description: 'text', translations: 'json' }, editHref: edit('/admin/transfers/vehicles') },
]

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** The ways content can spell a library path: the path itself or its optimizer URL. */
function spellings(imagePath: string): { exact: string[]; inside: string[] } {
  const url = imageAddress(imagePath)
  const rawUrl = `/api/images/optimize/${imagePath}`
  return { exact: [imagePath, url, rawUrl], inside: [`"${imagePath}"`, url, rawUrl] }
}

function refersTo(value: unknown, kind: ColumnKind, imagePath: string): boolean {
  if (value === null || value === undefined) return false
  const { exact, inside } = spellings(imagePath)
  if (kind === 'path') return exact.includes(String(value))
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  // Free text holds addresses; a JSON document also holds bare paths as its strings.
  return inside.some((s) => (kind === 'json' || s.startsWith('/')) && text.includes(s))
}

interface ContentRow {
  source: UsageSource
  row: Record<string, unknown>
}

export type LoadedContent = ContentRow[]

/** Every row that may refer to images (read once, then asked about each image). */
export async function loadContent(): Promise<LoadedContent> {
  const knex = ImageModel.knex()
  const all = await Promise.all(
    USAGE_SOURCES.map(async (source) => {
      const columns = [...new Set([source.key, source.label, ...Object.keys(source.columns)])]
      const rows = (await knex(source.table).select(columns)) as Record<string, unknown>[]
      return rows.map((row) => ({ source, row }))
    }),
  )
  return all.flat()
}

/** The content items, and the site's own pages, that show this library image. */
export function usesIn(content: LoadedContent, imagePath: string): ImageUsage[] {
  const inContent = content
    .filter(({ source, row }) => Object.entries(source.columns).some(([column, kind]) => refersTo(row[camel(column)], kind, imagePath)))
    .map(({ source, row }): ImageUsage => {
      const key = row[camel(source.key)] as number | string
      return { kind: source.kind, id: key, label: String(row[camel(source.label)] ?? ''), editHref: source.editHref(String(key)) }
    })
  const onPages = SITE_IMAGE_PLACES.filter((place) => place.path === imagePath).map((place): ImageUsage => ({ kind: place.kind, id: place.page, label: place.page, editHref: place.page }))
  return [...inContent, ...onPages]
}

/** A library path as content holds it: relative (not an address), of a type the library keeps (not a text). */
const isLibraryPath = (value: unknown): value is string => typeof value === 'string' && !/^(?:\/|https?:)|\s/.test(value) && mimeTypeOfPath(value) !== undefined

/** The library paths a row names as whole values: its main image columns and lists of pictures (a gallery). */
function namedPaths({ source, row }: ContentRow): string[] {
  const out: string[] = []
  for (const [column, kind] of Object.entries(source.columns)) {
    const value = row[camel(column)]
    if (kind === 'path' && isLibraryPath(value)) out.push(value)
    if (kind === 'json' && Array.isArray(value)) out.push(...value.filter(isLibraryPath))
  }
  return out
}

export interface MissingPicture {
  path: string
  usedBy: ImageUsage[]
}

/**
 * Pictures content names (a main image, a gallery's) that this library does not have: content
 * imported from another installation brings its references, not its pictures (docs/decisions/011).
 * Each with the items that show it broken, for staff to upload it and choose it again there.
 */
export async function picturesNotInLibrary(): Promise<MissingPicture[]> {
  const [content, library] = await Promise.all([loadContent(), ImageModel.query().select('path')])
  const known = new Set(library.map((image) => image.path))
  const missing = [...new Set(content.flatMap(namedPaths))].filter((path) => !known.has(path)).sort()
  return missing.map((path) => ({ path, usedBy: usesIn(content, path) }))
}

export async function findImageUses(imagePath: string): Promise<ImageUsage[]> {
  return usesIn(await loadContent(), imagePath)
}

/**
 * Points every content reference of `from` at `to` (both library paths): whole values, lists,
 * translations and free text. Returns how many content rows changed. The site's own pages keep
 * theirs (the original stays in the library, counted as used).
 */
export async function replaceImageReferences(from: string, to: string): Promise<number> {
  const knex = ImageModel.knex()
  const addresses: Array<[string, string]> = [[imageAddress(from), imageAddress(to)]]
  if (`/api/images/optimize/${from}` !== imageAddress(from)) addresses.push([`/api/images/optimize/${from}`, `/api/images/optimize/${to}`])
  let changed = 0
  await knex.transaction(async (trx) => {
    for (const source of USAGE_SOURCES) {
      for (const [column, kind] of Object.entries(source.columns)) {
        if (kind === 'path') {
          for (const [a, b] of [[from, to] as [string, string], ...addresses]) changed += await trx(source.table).where(column, a).update({ [column]: b })
          continue
        }
        const json = kind === 'json'
        const pairs: Array<[string, string]> = json ? [[`"${from}"`, `"${to}"`], ...addresses] : addresses
        for (const [a, b] of pairs) {
          const expr = json ? `replace(${column}::text, ?, ?)::jsonb` : `replace(${column}, ?, ?)`
          changed += await trx(source.table)
            .whereRaw(`position(? in ${column}${json ? '::text' : ''}) > 0`, [a])
            .update({ [column]: trx.raw(expr, [a, b]) })
        }
      }
    }
  })
  if (changed) contentChanged()
  return changed
}
