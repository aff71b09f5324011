import type { Response } from 'express'

/** A generated file answered to staff: a voucher, a run sheet, an e-mail's attachment. */
export interface DownloadFile {
  filename: string
  contentType: string
  content: Buffer
}

/**
 * `attachment; filename="…"` (plus `filename*` in UTF-8 when the name is not plain ASCII, RFC
 * 6266): the quoted name keeps printable ASCII only (accents dropped, quotes and backslashes
 * replaced), so no name can end or extend the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
  const fallback = ascii || 'download'
  if (fallback === filename) return `${kind}; filename="${fallback}"`
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/**
 * Sends a generated file, never cached. `attachment` (the default) always downloads, whatever the
 * type, and is sandboxed should a browser open it anyway; `inline` lets the browser show it (a
 * PDF to print: its viewer does not run in a sandboxed document).
 */
export function sendDownload(res: Response, file: DownloadFile, kind: 'attachment' | 'inline' = 'attachment'): void {
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(kind, file.filename),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(kind === 'attachment' ? { 'Content-Security-Policy': "default-src 'none'; sandbox" } : {}),
  })
  res.send(file.content)
}
