import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'

declare global {
  namespace Express {
    interface Request {
      id: string
      /** This request's logger (its lines carry the request id). */
      log: Logger
    }
    interface Response {
      /** A server failure to report on the request's one log line (see recordFailure). */
      err?: Error
    }
  }
}

const VALID_INCOMING_ID = /^[\w-]{1,64}$/

export interface RequestLogOptions {
  logger: Logger
  /** Requests not worth a line (health checks). */
  ignore?: (req: Request) => boolean
  /** Who and which route, added to the line. */
  context?: (req: Request) => Record<string, unknown>
}

/** A no-JavaScript upload form carries its CSRF token in the address, a password-reset or newsletter link its token: keep them out of the logs. */
function loggedUrl(url: string): string {
  return /[?&](_csrf|token)=/.test(url) ? url.replace(/([?&](?:_csrf|token)=)[^&]*/g, '$1[redacted]') : url
}

/**
 * One JSON line per request when it ends — id, method, address, headers, status, time, route,
 * staff user and, for a failure, the error — in pino-http's shape (`req`, `res`, `responseTime`).
 * Unlike pino-http, nothing is serialised for a line the log level drops, and the request's
 * own child logger is only made when code asks for `req.log`: at `LOG_LEVEL=warn` a successful
 * request costs an id and a listener.
 */
export function requestLog({ logger, ignore, context }: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && VALID_INCOMING_ID.test(incoming) ? incoming : randomUUID()
    req.id = id
    res.setHeader('X-Request-Id', id)
    let child: Logger | undefined
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ reqId: id })) })
    const started = performance.now()
    res.once('finish', () => writeLine(logger, req, res, performance.now() - started, ignore, context))
    res.once('close', () => {
      // A response cut before it finished (the client went away) is still a request worth a line.
      if (!res.writableFinished) writeLine(logger, req, res, performance.now() - started, ignore, context, 'request aborted')
    })
    next()
  }
}

function writeLine(logger: Logger, req: Request, res: Response, ms: number, ignore: RequestLogOptions['ignore'], context: RequestLogOptions['context'], message?: string): void {
  const failed = res.err !== undefined || res.statusCode >= 500
  // A 503 is the server's state (the database or the data folder away, the render queue full),
  // not a fault in the code: a warning naming the cause, without a stack trace — an outage answers
  // thousands of them, and each would otherwise be an error with a stack.
  const unavailable = res.statusCode === 503
  const level = failed && !unavailable ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'
  if (!logger.isLevelEnabled(level) || ignore?.(req)) return
  // remoteAddress is the peer (a proxy, a CDN); clientAddress whom TRUST_PROXY and CLIENT_IP_HEADER say it serves (ADR 023).
  const line: Record<string, unknown> = {
    // The page a request came from carries the same tokens when it is one of ours (a booking page's link to its voucher).
    req: { id: req.id, method: req.method, url: loggedUrl(req.originalUrl), headers: { ...req.headers, ...(req.headers.referer ? { referer: loggedUrl(req.headers.referer) } : {}) } as IncomingHttpHeaders, remoteAddress: req.socket.remoteAddress, clientAddress: req.ip },
    res: { statusCode: res.statusCode, headers: res.getHeaders() },
    responseTime: Math.round(ms * 10) / 10,
    ...context?.(req),
  }
  if (unavailable) line.cause = res.err ? { type: res.err.name, message: res.err.message, code: (res.err as NodeJS.ErrnoException).code } : undefined
  else if (failed) line.err = res.err ?? new Error(`failed with status code ${res.statusCode}`)
  logger[level](line, message ?? (unavailable ? 'request answered unavailable' : failed ? 'request errored' : 'request completed'))
}
