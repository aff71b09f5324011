import type { ErrorRequestHandler, Request, Response } from 'express'
import type { i18n, TFunction } from 'i18next'
import { DEFAULT_LANGUAGE } from '../i18n/languages'
import { ZodError } from 'zod'
import { isDatabaseDataException, isDatabaseDiskFull, isDatabaseUnavailable } from '../lib/database-availability'
import { AppError, MethodNotAllowedError, type ErrorBody, type VisitorMessage } from '../lib/errors'
import { StorageUnavailableError } from '../lib/data-dir'
import { FormRejected, type PageRenderer } from '../lib/forms'
import { RoleRefusedError } from '../lib/require-role'
import { errorPage, retryHrefOf, unavailablePage } from './unavailable'

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** What an error is, before it is put in words: status, code, fields, and what to say if anything specific. */
function classify(error: unknown): { status: number; code: string; fields?: Record<string, string> } & VisitorMessage {
  // A write the disk refused (read-only or full DATA_DIR) is the server's state, not a bug: 503.
  const diskCode = (error as NodeJS.ErrnoException | undefined)?.code
  if (diskCode === 'EROFS' || diskCode === 'ENOSPC' || diskCode === 'EDQUOT') error = new StorageUnavailableError(diskCode === 'EROFS' ? 'read-only' : 'full')
  // So is a write the database's full disk refused (the embedded database lives in DATA_DIR).
  else if (isDatabaseDiskFull(error)) error = new StorageUnavailableError('full')
  if (error instanceof AppError) return { status: error.status, code: error.code, fields: error.fields, ...error.visitorMessage }
  if (error instanceof ZodError) return { status: 400, code: 'validation', fields: fieldsOf(error) }
  const bodyParserType = (error as { type?: string })?.type
  if (bodyParserType === 'entity.too.large') {
    const limitKb = Math.round(((error as { limit?: number }).limit ?? 100 * 1024) / 1024)
    return { status: 413, code: 'payload_too_large', params: { limit: `${limitKb} KB` } }
  }
  if (bodyParserType === 'entity.parse.failed') return { status: 400, code: 'invalid_json' }
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'unavailable' }
  if (isDatabaseDataException(error)) return { status: 400, code: 'bad_request' }
  const status = (error as { status?: number })?.status
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, code: 'bad_request' }
  return { status: 500, code: 'internal' }
}

/**
 * Turns any error into a status and a safe body, in the visitor's language (`t`): the code's
 * message from `common:errors.api`, or what the error says for the visitor. Never a stack trace
 * or a database's words.
 */
export function toErrorResponse(error: unknown, t: TFunction): { status: number; body: ErrorBody } {
  const { status, code, fields, said, key = code, params } = classify(error)
  const message = said ?? t(`common:errors.api.${key}`, { ...params, defaultValue: t(`common:errors.api.${status >= 500 ? 'internal' : 'bad_request'}`) })
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } }
}

/**
 * Attaches a failure to its response instead of logging it here: the request's one log line
 * (src/server/request-log.ts, when the response ends) then carries the error with the request id, route and
 * user, so a failure is logged exactly once.
 */
export function recordFailure(res: Response, error: unknown): void {
  res.err = error instanceof Error ? error : new Error(String(error))
}

/**
 * The one place an error becomes an answer: JSON for the API (and any caller that does not take
 * HTML), otherwise a page — the form shown again with its errors, the admin's 403 page, a page
 * refusing a method (405, with its Allow header), the site's 404 page, the translated 503 page.
 */
export function createErrorHandler(renderPage: PageRenderer, i18n: Pick<i18n, 'getFixedT'>): ErrorRequestHandler {
  // Before the language middleware (images, health) a request has no `t`: the site's default language.
  const tFor = (req: Request): TFunction => req.t ?? i18n.getFixedT(DEFAULT_LANGUAGE)
  return (error, req, res, _next) => {
    const t = tFor(req)
    const { status, body } = toErrorResponse(error, t)
    // A value the database refused is logged too: it names a schema that let it through.
    if (status >= 500 || isDatabaseDataException(error)) recordFailure(res, error)
    if (status === 503) res.set('Retry-After', String((error as { retryAfterSeconds?: number })?.retryAfterSeconds ?? 30))
    if (res.headersSent) return res.end()
    if (error instanceof MethodNotAllowedError) res.set('Allow', error.allow.join(', '))
    // Express matches /API/… like /api/…: so does this choice (JSON for every spelling of the API).
    const json = /^\/api\//i.test(req.path) || !req.accepts('html')
    const page = json ? undefined : pageFor(error, status)
    if (!page) return sendError(req, t, res, status, body, json)
    // The renderer passes on an address it has no page for: the plain page answers instead.
    const plain = () => void (res.headersSent || sendError(req, t, res, status, body, json))
    renderPage(req, res, plain, page).catch((failure: unknown) => {
      const answer = toErrorResponse(failure, t)
      recordFailure(res, failure)
      if (!res.headersSent) sendError(req, t, res, answer.status, answer.body, json)
    })
  }
}

/**
 * The page that answers an error, when one does: the form again with its messages, the admin's 403,
 * the page of an address that refuses this method (with 405, its head an error's: src/seo/head.ts).
 * Otherwise undefined: the plain error page (an address nothing answers included: rendering it
 * would let the pages' own URL rules, a 301 for a doubled slash, answer a form post).
 */
function pageFor(error: unknown, status: number): Parameters<PageRenderer>[3] | undefined {
  if (error instanceof FormRejected) return { form: error.form, status }
  if (error instanceof RoleRefusedError) return { forbidden: true }
  if (error instanceof MethodNotAllowedError && error.page) return { status }
  return undefined
}

function sendError(req: Request, t: TFunction, res: Response, status: number, body: ErrorBody, json: boolean): void {
  // An error is about this moment (a missing image may be uploaded, a limit lifts): no cache, a CDN's included, keeps it.
  res.status(status).set('Cache-Control', 'no-store')
  if (json) return void res.json(body)
  // A page or a form post while the database (or the data folder) is unavailable: the same translated page as a GET.
  if (status === 503) {
    const kind = body.error.code === 'storage_unavailable' || body.error.code === 'object_storage_unavailable' ? 'storage' : 'database'
    return void res.set('Cache-Control', 'no-store').type('html').send(unavailablePage(t, req.lng ?? DEFAULT_LANGUAGE, kind, retryHrefOf(req)))
  }
  res.type('html').send(errorPage(t, req.lng ?? DEFAULT_LANGUAGE, status, body.error.message))
}
