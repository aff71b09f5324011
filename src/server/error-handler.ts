import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'
import { ZodError } from 'zod'
import { isDatabaseUnavailable } from '../db/availability'
import { AppError, type ErrorBody } from '../lib/errors'
import { StorageUnavailableError } from '../lib/data-dir'
import { FormRejected, type PageRenderer } from '../lib/forms'
import { RoleRefusedError } from '../lib/require-role'
import { unavailablePage } from './unavailable'

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** Turns any error into a status and a safe body; only unexpected ones are logged as errors. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  // A write the disk refused (read-only or full DATA_DIR) is the server's state, not a bug: 503.
  const diskCode = (error as NodeJS.ErrnoException | undefined)?.code
  if (diskCode === 'EROFS' || diskCode === 'ENOSPC' || diskCode === 'EDQUOT') error = new StorageUnavailableError(diskCode === 'EROFS' ? 'read-only' : 'full')
  if (error instanceof AppError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } } }
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { error: { code: 'validation', message: 'Some fields are not valid', fields: fieldsOf(error) } } }
  }
  const bodyParserType = (error as { type?: string })?.type
  if (bodyParserType === 'entity.too.large') {
    const limitKb = Math.round(((error as { limit?: number }).limit ?? 100 * 1024) / 1024)
    return { status: 413, body: { error: { code: 'payload_too_large', message: `The request body is too large (${limitKb} KB at most)` } } }
  }
  if (bodyParserType === 'entity.parse.failed') return { status: 400, body: { error: { code: 'invalid_json', message: 'The request body is not valid JSON' } } }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again in a minute.' } } }
  }
  const status = (error as { status?: number })?.status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: { code: 'bad_request', message: 'The request could not be processed' } } }
  }
  return { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } }
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
 * HTML), otherwise a page — the form shown again with its errors, the admin's 403 page, the
 * translated 503 page.
 */
export function createErrorHandler(renderPage: PageRenderer): ErrorRequestHandler {
  return (error, req, res, next) => {
    const { status, body } = toErrorResponse(error)
    if (status >= 500) recordFailure(res, error)
    if (status === 503) res.set('Retry-After', String((error as { retryAfterSeconds?: number })?.retryAfterSeconds ?? 30))
    if (res.headersSent) return res.end()
    // Express matches /API/… like /api/…: so does this choice (JSON for every spelling of the API).
    const json = /^\/api\//i.test(req.path) || !req.accepts('html')
    const page = !json && error instanceof FormRejected ? { form: error.form, status } : !json && error instanceof RoleRefusedError ? { forbidden: true } : undefined
    if (!page) return sendError(req, res, status, body, json)
    renderPage(req, res, next, page).catch((failure: unknown) => {
      const answer = toErrorResponse(failure)
      recordFailure(res, failure)
      if (!res.headersSent) sendError(req, res, answer.status, answer.body, json)
    })
  }
}

function sendError(req: Request, res: Response, status: number, body: ErrorBody, json: boolean): void {
  res.status(status)
  if (json) return void res.json(body)
  // A page or a form post while the database (or the data folder) is unavailable: the same translated page as a GET.
  if (status === 503 && req.t) {
    const kind = body.error.code === 'storage_unavailable' ? 'storage' : 'database'
    return void res.set('Cache-Control', 'no-store').type('html').send(unavailablePage(req.t, req.lng, kind))
  }
  res.type('html').send(`<!DOCTYPE html><html lang="${req.lng ?? 'es'}"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status}</h1><p>${body.error.message}</p><p><a href="/">⟵</a></p></body></html>`)
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { code: 'not_found', message: 'No such endpoint' } } satisfies ErrorBody)
}
