/** Where the image optimizer answers (src/images/images.routes.ts). */
export const OPTIMIZER_PREFIX = '/api/images/optimize/'

/** A library path as it stands in a URL: each segment encoded, the slashes kept. */
export function encodeLibraryPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

/**
 * The current version of each library image (path → the start of its original's SHA-256), filled
 * on the server from the database (src/images/image-versions.server.ts). Empty in the browser:
 * islands only ever receive URLs the server built.
 */
let versions: ReadonlyMap<string, string> = new Map()

export function setImageVersions(current: ReadonlyMap<string, string>): void {
  versions = current
}

/** The version pages link to for this library path (undefined: not a stored original). */
export function imageVersionOf(path: string): string | undefined {
  return versions.get(path)
}

/**
 * The optimizer address of a library path without its version: how content stores and finds it
 * (where-used, reference replacement). Pages use imageUrl.
 */
export function imageAddress(path: string | null | undefined): string {
  if (!path) return ''
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path
  return `${OPTIMIZER_PREFIX}${encodeLibraryPath(path)}`
}

/**
 * Public URL of a library image (a path inside DATA_DIR/images); the optimizer serves it. It
 * carries the original's version (`?v=`), so an edit that keeps the path (a rotation) gives every
 * variant a new URL and a CDN or browser holding the old one for a year is never asked again
 * (docs/decisions/061).
 */
export function imageUrl(path: string | null | undefined): string {
  const address = imageAddress(path)
  const version = address.startsWith(OPTIMIZER_PREFIX) ? versions.get(path!) : undefined
  return version ? `${address}?v=${version}` : address
}

export interface VariantParams {
  width?: number
  height?: number
  format?: string
  quality?: number
  /** The original's version (imageUrl): last, so the address is the same wherever it is built. */
  v?: string
}

/**
 * The optimizer's query for a variant, always in this order: the server keeps hot variants in
 * memory under exactly this spelling (canonicalAddress in optimize.ts), so pages find them there.
 */
export function variantQuery(params: VariantParams): string {
  const query = new URLSearchParams()
  if (params.width) query.set('width', String(params.width))
  if (params.height) query.set('height', String(params.height))
  query.set('format', params.format ?? 'webp')
  query.set('quality', String(params.quality ?? 80))
  if (params.v) query.set('v', params.v)
  return query.toString()
}

/** The URL of one variant of an optimizer image (keeping the version of `src`); any other URL is returned as is. */
export function optimizedUrl(src: string, params: VariantParams & { width: number }): string {
  if (!src.startsWith(OPTIMIZER_PREFIX)) return src
  const [address, query = ''] = src.split('?', 2) as [string, string?]
  const v = new URLSearchParams(query).get('v') ?? undefined
  return `${address}?${variantQuery({ ...params, v })}`
}

/** A library path typed or pasted by staff: the stored path, or its optimizer URL (query dropped). */
export function normaliseImagePath(input: string): string {
  let value = input.trim()
  if (value.startsWith(OPTIMIZER_PREFIX)) {
    value = value.slice(OPTIMIZER_PREFIX.length).split(/[?#]/)[0]!
    try {
      value = value.split('/').map(decodeURIComponent).join('/')
    } catch {
      return input.trim()
    }
  }
  return value
}

/**
 * An optimizer address written into content (a picture in Markdown), given the picture's current
 * version when it names none: it is then as cacheable as the pages' own pictures.
 */
export function withImageVersion(url: string): string {
  if (!url.startsWith(OPTIMIZER_PREFIX)) return url
  const [address, query = ''] = url.split('?', 2) as [string, string?]
  const params = new URLSearchParams(query)
  const version = params.has('v') ? undefined : versions.get(normaliseImagePath(address))
  if (!version) return url
  params.set('v', version)
  return `${address}?${params.toString()}`
}

/** Gallery textarea: one path per line, blank lines ignored, duplicates dropped. */
export function galleryLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map(normaliseImagePath).filter(Boolean))]
}
