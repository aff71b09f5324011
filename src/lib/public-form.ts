import type { NextFunction, Request, Response } from 'express'
import type { Knex } from 'knex'
import type { TFunction } from 'i18next'
import type { ZodSafeParseResult } from 'zod'
import { TooManyRequestsError, ValidationError } from './errors'
import { fieldErrors, formValues, HONEYPOT_FIELD, renderForm, STARTED_FIELD } from './forms'
import { spamCheck } from './form-spam.server'
import { createLimiter } from './rate-limit'

// One pipeline for every public form (docs/decisions/020-public-form-pipeline.md):
//
//   validate → spam check → rate limit → save → 303 (HTML form) or JSON (API)
//
// - Validation comes first, so a visitor fixing typos never uses up the limit: only a valid,
//   non-spam submission consumes a rate-limit point.
// - Spam: a filled-in honeypot is answered exactly like a success (same status, same redirect or
//   the same JSON shape), and nothing is stored, e-mailed, forwarded or counted; the request's log
//   line says so. A form sent faster than a person can fill it in (or without a valid signed
//   start time) is not treated as spam but shown again with "please check and send again", the
//   visitor's values kept and a fresh start time, so a quick person gets through on the next try.
//   The fill-time check needs a server-rendered form: JSON endpoints check the honeypot only.

/** A step's answer: the data, or one translated message per field (and one for the whole form). */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string>; message?: string }

export const passed = <T>(data: T): Checked<T> => ({ ok: true, data })

/** A zod result as a step's answer, with the messages in the visitor's language. */
export function checkedBy<T>(result: ZodSafeParseResult<T>, t: TFunction, message?: string): Checked<T> {
  return result.success ? passed(result.data) : { ok: false, errors: fieldErrors(result.error, t), message }
}

export interface PublicFormSpec<Data, Result, Ctx> {
  /** The rate limit's key prefix, and the form's name in the logs. */
  name: string
  /** 'page': a urlencoded form whose failures re-render the page; 'api': JSON in and out. */
  kind: 'page' | 'api'
  /** Per client address. */
  limit: { points: number; durationSeconds: number }
  validate(req: Request, body: Record<string, unknown>, ctx: Ctx): Checked<Data> | Promise<Checked<Data>>
  /** Stores (and notifies). May still refuse with field messages (a price that vanished meanwhile). */
  save(req: Request, data: Data, ctx: Ctx): Promise<Checked<Result>>
  /** The answer to a stored submission: a 303 redirect or JSON. */
  success(req: Request, res: Response, result: Result, ctx: Ctx): unknown
  /** The answer to a honeypot hit: indistinguishable from success(), with nothing stored. */
  decoy(req: Request, res: Response, data: Data, ctx: Ctx): unknown
}

export type PublicFormHandler<Ctx> = (req: Request, res: Response, next: NextFunction, ctx: Ctx) => Promise<void>

/** Builds the handler of one public form; its rate limiter is created once, here. */
export function publicForm<Data, Result, Ctx = undefined>(
  { knex, formSecret }: { knex: Knex; /** Signs the start time of server-rendered forms ('page' only). */ formSecret?: string },
  spec: PublicFormSpec<Data, Result, Ctx>,
): PublicFormHandler<Ctx> {
  if (spec.kind === 'page' && !formSecret) throw new Error(`public form ${spec.name}: a page form needs the form secret`)
  const limiter = createLimiter(knex, { prefix: spec.name, points: spec.limit.points, durationSeconds: spec.limit.durationSeconds })
  const page = spec.kind === 'page'

  return async (req, res, next, ctx) => {
    const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>
    const values = () => formValues(body, [HONEYPOT_FIELD, STARTED_FIELD])
    const refuse = (errors: Record<string, string>, message: string | undefined, status = 400): void => {
      if (page) return renderForm(next, { values: values(), errors, message }, status)
      if (status === 429) throw new TooManyRequestsError(message)
      throw new ValidationError(errors, message ?? req.t('forms.fixErrors'))
    }

    // 1. Validate: field errors first, so a person who sends an unfinished form learns what is missing.
    const checked = await spec.validate(req, body, ctx)
    if (!checked.ok) return refuse(checked.errors, checked.message)

    // 2. Spam check.
    const verdict = page ? spamCheck(body, formSecret!) : typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '' ? 'honeypot' : 'ok'
    if (verdict === 'honeypot') {
      req.log?.info({ form: spec.name, spam: 'honeypot' }, 'honeypot filled in: answered like a success, nothing stored')
      await spec.decoy(req, res, checked.data, ctx)
      return
    }
    if (verdict === 'too-fast') return refuse({}, req.t('forms.sendAgain'))

    // 3. Rate limit: only a valid submission that is about to be stored counts.
    if (!(await limiter.consume(req.ip ?? 'unknown'))) {
      // When to try again (RFC 6585): the limiter knows when the window lets this address in.
      res.set('Retry-After', String(Math.max(1, await limiter.retryAfterSeconds(req.ip ?? 'unknown'))))
      return refuse({}, req.t('forms.rateLimited'), 429)
    }

    // 4. Save, 5. answer.
    const saved = await spec.save(req, checked.data, ctx)
    if (!saved.ok) return refuse(saved.errors, saved.message)
    await spec.success(req, res, saved.data, ctx)
  }
}
