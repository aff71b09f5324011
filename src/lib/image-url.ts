/** Where the image optimizer answers (src/images/images.routes.ts). */
export const OPTIMIZER_PREFIX = '/api/images/optimize/'

/** A library path as it stands in a URL: each segment encoded, the slashes kept. */
export function encodeLibraryPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

/** Public URL of a library image (a path inside DATA_DIR/images); the optimizer serves it. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return ''
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path
  return `${OPTIMIZER_PREFIX}${encodeLibraryPath(path)}`
}

export interface VariantParams {
  width?: number
  height?: number
  format?: string
  quality?: number
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
  return query.toString()
}

/** The URL of one variant of an optimizer image; any other URL is returned as is. */
export function optimizedUrl(src: string, params: VariantParams & { width: number }): string {
  return src.startsWith(OPTIMIZER_PREFIX) ? `${src}?${variantQuery(params)}` : src
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

/** Gallery textarea: one path per line, blank lines ignored, duplicates dropped. */
export function galleryLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map(normaliseImagePath).filter(Boolean))]
}
