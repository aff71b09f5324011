import { randomBytes } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string
    }
  }
}

/** A fresh nonce per response: the only scripts allowed to run are ours, tagged with it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

/** GA4 (only loaded with a configured id and the visitor's analytics consent) and where it reports. */
const GOOGLE_TAG = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

export function securityHeaders({ https, development }: { https: boolean; development: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, GOOGLE_TAG, ...(development ? ["'unsafe-eval'"] : [])],
        // React style attributes (aspect ratios, blur placeholders) need inline styles; scripts never.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...GOOGLE_ANALYTICS],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...GOOGLE_ANALYTICS, ...(development ? ['ws:', 'wss:'] : [])],
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}
