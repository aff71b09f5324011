/** Public URL of a library image (a path inside DATA_DIR/images); the optimizer serves it. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return ''
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path
  return `/api/images/optimize/${path.split('/').map(encodeURIComponent).join('/')}`
}
