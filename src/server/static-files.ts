import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { RequestHandler } from 'express'
import { answeredNotModified, chooseEncoding, entityTag, isCompressible, sendBytes, type Encoding } from '../lib/encodings'

/**
 * Static files served from memory: the build's hashed assets and public/ are small (about a
 * megabyte), so each file is read once, compressed once (or its build-time .br/.gz twin is
 * used) and then answered without touching the disk — as fast as the server can write.
 */

interface StaticFile {
  contentType: string
  etag: string
  bodies: Partial<Record<Encoding, Buffer>>
}

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** Files this small gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024

function readTwin(file: string): Buffer | undefined {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

function loadFile(full: string): StaticFile {
  const raw = readFileSync(full)
  const contentType = MIME[path.extname(full).toLowerCase()] ?? 'application/octet-stream'
  const bodies: StaticFile['bodies'] = { identity: raw }
  if (raw.length >= MIN_COMPRESS_BYTES && isCompressible(contentType)) {
    bodies.br = readTwin(`${full}.br`) ?? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    bodies.gzip = readTwin(`${full}.gz`) ?? gzipSync(raw, { level: 9 })
  }
  return { contentType, etag: entityTag(raw), bodies }
}

/** The servable files under `root` by URL path ("/entries/app.js"): no hidden files, no .br/.gz twins. */
function indexFolder(root: string): Map<string, string> {
  const files = new Map<string, string>()
  let entries: string[]
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' })
  } catch {
    return files // no build yet
  }
  for (const relative of entries) {
    const segments = relative.split(path.sep)
    if (segments.some((s) => s.startsWith('.')) || /\.(br|gz)$/.test(relative)) continue
    const full = path.join(root, relative)
    if (statSync(full, { throwIfNoEntry: false })?.isFile()) files.set(`/${segments.join('/')}`, full)
  }
  return files
}

export interface StaticOptions {
  /** Cache-Control for every file of this folder. */
  cacheControl: string
  /** When a file is missing: answer 404 here (hashed assets) or pass on to the next handler. */
  fallthrough: boolean
}

/**
 * Serves the files of `root` from memory: only the files found there at start (hidden files
 * excepted) can be served, so no address can reach outside it; each is loaded at its first
 * request and kept.
 */
export function staticFiles(root: string, { cacheControl, fallthrough }: StaticOptions): RequestHandler {
  // The folders only change with a new build or release, i.e. a restart: index them once, so an
  // address that is not a file costs a map lookup, never a disk access.
  const paths = indexFolder(path.resolve(root))
  const loaded = new Map<string, StaticFile>()
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let requested: string
    try {
      requested = decodeURIComponent(req.path)
    } catch {
      return fallthrough ? next() : res.status(400).end()
    }
    const full = paths.get(requested)
    // Never kept: during a rolling deploy a new page may ask an old instance for a new asset, and a
    // CDN keeping that 404 would break the page for everyone after the deploy.
    if (!full) return fallthrough ? next() : res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
    let file = loaded.get(requested)
    if (!file) loaded.set(requested, (file = loadFile(full)))
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('ETag', file.etag)
    res.setHeader('Content-Type', file.contentType)
    if (file.bodies.br) res.setHeader('Vary', 'Accept-Encoding')
    if (answeredNotModified(req, res, file.etag)) return
    const encoding = chooseEncoding(req.headers['accept-encoding'], file.bodies)
    sendBytes(req, res, 200, file.bodies[encoding]!, encoding)
  }
}
