import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import type { Session, SessionData } from 'express-session'
import { AppError, ForbiddenError } from '../lib/errors'
import { FormRejected, formValues } from '../lib/forms'
import { SESSION_COOKIE } from '../lib/anonymous-cache'

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string
  }
}

export const CSRF_FIELD = '_csrf'
export const CSRF_HEADER = 'x-csrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const LOGIN_PATH = '/auth/login'

/** Whether a request must echo the session's token: one of a logged-in session, or the login form's. */
const needsToken = (req: Request) => Boolean(req.session?.userId) || req.path === LOGIN_PATH

/**
 * The token a rendered page carries: only where a post from it will be asked for one. A visitor
 * who once opened the login page has a token in the session, but their public pages stay the
 * shared, cacheable ones.
 */
export const pageCsrfToken = (req: Request): string | undefined => (needsToken(req) ? req.session?.csrfToken : undefined)

/** The session's synchroniser token, created on first use (it lives as long as the session). */
export function csrfTokenOf(session: Session & Partial<SessionData>): string {
  session.csrfToken ??= randomBytes(32).toString('base64url')
  return session.csrfToken
}

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given))
}

/** A browser tells where a request comes from; another site's form or script is refused. */
function crossSite(req: Request, publicOrigin: string): boolean {
  const source = req.get('origin') ?? req.get('referer')
  if (!source || source === 'null') return false
  let origin: string
  try {
    origin = new URL(source).origin
  } catch {
    return true
  }
  const own = `${req.protocol}://${req.get('host')}`
  return origin !== own && origin !== publicOrigin
}

/**
 * For endpoints that run before the session is loaded and so can never act for a logged-in
 * user (the Core Web Vitals beacon): only the origin check applies, no token is needed.
 */
export function sameSiteOnly({ publicUrl }: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin
  return (req, _res, next) => next(crossSite(req, publicOrigin) ? refused(req, 'cross-site origin', new ForbiddenError('Cross-site request refused')) : undefined)
}

/**
 * A refused request leaves one warning with why and the request id (behind a proxy, a wrong
 * TRUST_PROXY shows up here as "cross-site origin"). Never the tokens: only whether one was sent.
 */
function refused<E extends AppError>(req: Request, reason: string, error: E, detail: Record<string, unknown> = {}): E {
  const source = req.get('origin') ?? req.get('referer')
  let sourceOrigin: string | undefined
  try {
    sourceOrigin = source ? new URL(source).origin : undefined
  } catch {
    sourceOrigin = 'unparsable'
  }
  req.log?.warn({ csrf: { reason, method: req.method, path: req.path, origin: sourceOrigin, ownOrigin: `${req.protocol}://${req.get('host')}`, ...detail } }, `CSRF check refused: ${reason}`)
  return error
}

/**
 * A form sent with a token its session no longer has (signed out and in again in another tab, a
 * page left open overnight): nothing is done, and the staff member is told so in their language.
 * A plain form post of a live session is shown again with what was typed and a fresh token, so
 * sending it again is one click; anything else (a script, a session that ended) gets the message alone.
 */
function expiredForm(req: Request, sessionAlive: boolean): AppError {
  const said = req.t?.('common:forms.expired')
  if (sessionAlive && req.method === 'POST' && req.is('application/x-www-form-urlencoded')) return new FormRejected({ values: formValues(req.body, [CSRF_FIELD]), errors: {}, message: said }, 403)
  return new ForbiddenError('The form has expired. Please reload the page and try again.', said)
}

/**
 * CSRF defence for every state-changing request: cross-site origins are refused outright, and a
 * request that carries a logged-in session (or logs in) must also echo the session's token, in
 * the `_csrf` form field or the X-CSRF-Token header. Endpoints that can never act for a user are
 * mounted before the session and this check (src/server/app.ts): the Core Web Vitals beacon
 * (sameSiteOnly above) and Stripe's webhook, which a server calls and its signature authenticates
 * (src/payments/payments.routes.ts).
 */
export function csrfProtection({ publicUrl }: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    if (crossSite(req, publicOrigin)) return next(refused(req, 'cross-site origin', new ForbiddenError('Cross-site request refused')))
    if (!needsToken(req)) return next()
    const expected = req.session?.csrfToken
    // Multipart bodies are parsed by the upload route after this check, so a plain (no-JS)
    // upload form carries the token in its action's query string instead.
    const fromQuery = req.is('multipart/form-data') ? req.query[CSRF_FIELD] : undefined
    const given = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD] ?? req.get(CSRF_HEADER) ?? fromQuery
    if (!expected || !sameToken(expected, given)) {
      const reason = !expected ? 'no token in the session' : given === undefined || given === '' ? 'no token sent' : 'token does not match'
      return next(refused(req, reason, expiredForm(req, Boolean(expected)), { sessionCookie: Boolean(req.get('cookie')?.includes(`${SESSION_COOKIE}=`)) }))
    }
    next()
  }
}
