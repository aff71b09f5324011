import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small CDN stand-in for process tests (docs/decisions/061): an HTTP proxy that, like
 * Cloudflare or CloudFront in front of the site,
 * - tells the origin who the visitor is: `CF-Connecting-IP` (overwriting whatever the visitor
 *   sent) and the visitor's address appended to `X-Forwarded-For`;
 * - keeps GET answers the origin allows a shared cache to keep — 200, `public` or a `max-age` /
 *   `s-maxage`, and no `private`, `no-store` or `no-cache` (which this cache does not revalidate:
 *   it passes such answers through), no `Set-Cookie` — keyed by the full URL (query included) and
 *   the request headers the answer's `Vary` names (`Vary: *`: not kept);
 * - serves them again while fresh (max-age against the time stored), marked `CDN-Cache: HIT`;
 *   everything else goes to the origin, marked `CDN-Cache: MISS`.
 */
export interface CachingProxy {
  url: string
  /** How many answers came from the cache / went to the origin. */
  stats: { hits: number; misses: number }
  close(): Promise<void>
}

interface Stored {
  status: number
  headers: http.OutgoingHttpHeaders
  body: Buffer
  storedAt: number
  maxAgeMs: number
}

/** Headers of one hop only (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'])

function directives(cacheControl: string | undefined): Map<string, string | true> {
  const found = new Map<string, string | true>()
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value] = part.trim().split('=', 2) as [string, string?]
    if (name) found.set(name.toLowerCase(), value ?? true)
  }
  return found
}

/** How long a shared cache may keep this answer, or undefined when it may not. */
function sharedLifetimeMs(res: http.IncomingMessage): number | undefined {
  if (res.statusCode !== 200 || res.headers['set-cookie']) return undefined
  const cc = directives(res.headers['cache-control'])
  if (cc.has('private') || cc.has('no-store') || cc.has('no-cache')) return undefined
  const seconds = Number(cc.get('s-maxage') ?? cc.get('max-age'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

const varyOf = (res: http.IncomingMessage): string[] =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)

const keyOf = (url: string, vary: string[], req: http.IncomingMessage) => JSON.stringify([url, ...vary.map((h) => req.headers[h] ?? '')])

export async function startCachingProxy(origin: string): Promise<CachingProxy> {
  const target = new URL(origin)
  // One entry per URL: which headers it varies on, then the variants by their values.
  const varies = new Map<string, string[]>()
  const cache = new Map<string, Stored>()
  const stats = { hits: 0, misses: 0 }

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    const cacheable = req.method === 'GET' || req.method === 'HEAD'
    const vary = varies.get(url)
    const stored = cacheable && vary ? cache.get(keyOf(url, vary, req)) : undefined
    if (stored && Date.now() - stored.storedAt < stored.maxAgeMs) {
      stats.hits++
      res.writeHead(stored.status, { ...stored.headers, age: String(Math.floor((Date.now() - stored.storedAt) / 1000)), 'cdn-cache': 'HIT' })
      return void res.end(req.method === 'HEAD' ? undefined : stored.body)
    }
    stats.misses++
    const visitor = req.socket.remoteAddress ?? ''
    const headers: http.OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value
    headers['cf-connecting-ip'] = visitor
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${visitor}` : visitor
    headers['x-forwarded-proto'] = 'http'
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: url, headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const out: http.OutgoingHttpHeaders = {}
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value
        const lifetime = cacheable && req.method === 'GET' ? sharedLifetimeMs(answer) : undefined
        const answerVary = varyOf(answer)
        if (lifetime && !answerVary.includes('*')) {
          varies.set(url, answerVary)
          cache.set(keyOf(url, answerVary, req), { status: answer.statusCode!, headers: out, body, storedAt: Date.now(), maxAgeMs: lifetime })
        }
        out['content-length'] = String(body.length)
        res.writeHead(answer.statusCode!, { ...out, 'cdn-cache': 'MISS' })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      answer.on('error', () => res.destroy())
    })
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain', 'cdn-cache': 'MISS' })
      res.end('Bad gateway')
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * One request as a visitor at `from` (a loopback address: 127.0.0.2, 127.0.0.3 … are distinct
 * visitors to the proxy), without following redirects; the body as text or bytes.
 */
export function visit(
  url: string,
  { from = '127.0.0.1', method = 'GET', headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, localAddress: from, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({ status: res.statusCode!, headers: res.headers, bytes, text: bytes.toString('utf8') })
      })
      res.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}
