import { createHash } from 'node:crypto'
import type { Request, Response } from 'express'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/** Content codings the server keeps ready-made bodies for, best first. */
export type Encoding = 'br' | 'gzip' | 'identity'
const PREFERENCE: Encoding[] = ['br', 'gzip']

/**
 * The best coding both sides have: the server's preference among those the client accepts
 * (RFC 9110 §12.5.3; `q=0` refuses, `*` stands for any coding not named).
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding {
  if (!acceptEncoding) return 'identity'
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  for (const encoding of PREFERENCE) {
    if (!available[encoding]) continue
    const q = quality.get(encoding) ?? quality.get('*') ?? 0
    if (q > 0) return encoding
  }
  return 'identity'
}

/** A strong entity tag for a body (its digest: the same bytes give the same tag on every instance). */
export function entityTag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

/** Whether an If-None-Match header names this entity tag (weak comparison, lists and `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/.test(contentType)
}

/** Brotli at a quality that is quick enough to run while a visitor waits (pages, JSON). */
export function brotliFast(body: Buffer): Buffer {
  return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
}

export function gzipFast(body: Buffer): Buffer {
  return gzipSync(body, { level: 6 })
}

/** Answers 304 when the client already holds this entity (its ETag header is the caller's); says whether it did. */
export function answeredNotModified(req: Request, res: Response, etag: string): boolean {
  if (!matchesEtag(req.headers['if-none-match'], etag)) return false
  res.status(304).end()
  return true
}

/** Sends a ready body with its length and coding (headers only for HEAD). */
export function sendBytes(req: Request, res: Response, status: number, body: Buffer, encoding: Encoding = 'identity'): void {
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.status(status).end(req.method === 'HEAD' ? undefined : body)
}
