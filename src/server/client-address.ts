import { isIP } from 'node:net'
import type { Express, RequestHandler } from 'express'

/**
 * Who the client is (ADR 023). Express believes X-Forwarded-For / X-Forwarded-Proto only from the
 * peers TRUST_PROXY names (default: loopback), so a client elsewhere cannot choose its own address
 * and escape every per-address limit.
 */
export function trustProxies(app: Express, trustProxy: number | string[]): void {
  app.set('trust proxy', trustProxy)
}

/**
 * A CDN's own client-address header (CLIENT_IP_HEADER, e.g. CF-Connecting-IP) becomes `req.ip`,
 * but only when the request reaches us from a trusted proxy and the header holds one valid
 * address; otherwise `req.ip` stays what `trust proxy` made of X-Forwarded-For.
 */
export function clientIpFromHeader(header: string | undefined): RequestHandler {
  if (!header) return (_req, _res, next) => next()
  const name = header.toLowerCase()
  return (req, _res, next) => {
    const value = req.headers[name]
    if (typeof value !== 'string') return next()
    const address = value.trim()
    const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean
    if (isIP(address) && req.socket.remoteAddress && trusted(req.socket.remoteAddress, 0)) {
      Object.defineProperty(req, 'ip', { configurable: true, enumerable: true, value: address })
    }
    next()
  }
}
