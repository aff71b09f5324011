import { createHash } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'

/** GA4 (only loaded with a configured id and the visitor's analytics consent) and where it reports. */
const GOOGLE_TAG = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

export interface PolicyOptions {
  https: boolean
  development: boolean
  /**
   * Where a form may send the visitor on: a booking's POST answers with a redirect to the payment
   * provider's hosted page, and browsers apply form-action to that redirect too.
   */
  formTargets?: readonly string[]
}

/** Stripe Checkout's hosted pages (docs/decisions/036). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'

/**
 * The Content-Security-Policy. The only scripts allowed to run are our own files and, on a
 * page, its inline scripts named by their SHA-256 hash: a page's policy depends only on the
 * page itself, so a rendered page can be cached and compressed once and served to every
 * visitor byte for byte (a per-response nonce would force rewriting every response).
 */
export function contentSecurityPolicy({ https, development, formTargets = [] }: PolicyOptions, scriptHashes: readonly string[] = []): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Vite's dev server injects inline scripts of its own (a hash would switch 'unsafe-inline' off).
    ['script-src', ["'self'", ...(development ? ["'unsafe-eval'", "'unsafe-inline'"] : scriptHashes.map((h) => `'${h}'`)), GOOGLE_TAG]],
    // React style attributes (aspect ratios, blur placeholders) need inline styles; scripts never.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...GOOGLE_ANALYTICS]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...GOOGLE_ANALYTICS, ...(development ? ['ws:', 'wss:'] : [])]],
    ['frame-src', ["'self'", 'https://www.openstreetmap.org']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...formTargets]],
    ['frame-ancestors', ["'self'"]],
  ]
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NOT_EXECUTED = /\btype\s*=\s*["']?application\/(ld\+)?json/i

/** The hash sources of a page's inline scripts (data blocks such as JSON-LD are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NOT_EXECUTED.test(attributes)) continue
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** A rendered page's policy: the base one plus its inline scripts. */
export function pagePolicy(options: PolicyOptions, html: string): string {
  return contentSecurityPolicy(options, inlineScriptHashes(html))
}

declare global {
  namespace Express {
    interface Locals {
      /** Set by securityHeaders: the page renderer builds each page's own policy with them. */
      policyOptions: PolicyOptions
    }
  }
}

/**
 * helmet's headers and the base Content-Security-Policy on every response. The headers do not
 * depend on the request, so helmet runs once, here, and each response gets the recorded list.
 */
export function securityHeaders(options: PolicyOptions): RequestHandler {
  const headers: Array<[string, string]> = [['Content-Security-Policy', contentSecurityPolicy(options)]]
  const recorder = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => {}, getHeader: () => undefined }
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as never, recorder as never, () => {})
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    ;(res as Response).locals.policyOptions = options
    next()
  }
}
