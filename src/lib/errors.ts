/**
 * Typed errors thrown by services and routes; src/server/error-handler.ts maps them to HTTP. The
 * visitor reads the code's message in their language (`common:errors.api.<code>`); `message` is
 * the developer's detail, for the log. An error may name a more precise message instead: `key`
 * (under `common:errors.api`, with `params`), or `said`, a message already written in the
 * visitor's language (from `req.t`).
 */
export interface VisitorMessage {
  said?: string
  key?: string
  params?: Record<string, string | number>
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly visitorMessage: VisitorMessage = {},
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class ValidationError extends AppError {
  /** `said`: the form's message in the visitor's language ("please correct…"), when there is one. */
  constructor(fields: Record<string, string>, said?: string) {
    super(400, 'validation', said ?? 'Some fields are not valid', fields, { said })
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, 'unauthorized', message)
  }
}

/**
 * The address exists, but not for this method: `allow` is what it takes (the Allow header), and
 * `page` says a page answers GET there, so a visitor is shown that page (with 405) rather than a bare message.
 */
export class MethodNotAllowedError extends AppError {
  constructor(
    readonly allow: string[],
    readonly page = false,
  ) {
    super(405, 'method_not_allowed', `Method not allowed (allowed: ${allow.join(', ')})`)
  }
}

export class ForbiddenError extends AppError {
  /** `said`: why, in the visitor's language, when "not allowed" would mislead (an expired form). */
  constructor(message = 'Not allowed', said?: string) {
    super(403, 'forbidden', message, undefined, { said })
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict', said?: string) {
    super(409, 'conflict', message, undefined, { said })
  }
}

/** A value that must be unique is already used: names the form field, so the form shows it there. */
export class TakenError extends ConflictError {
  constructor(readonly field: string) {
    super(`This ${field} is already used`)
  }
}

/**
 * Refused by a rule only the stored data can tell (dates overlapping another season, a town that
 * bookings still go to): a message key (any namespace) with its parameters, put in words by the
 * route that knows the reader's language; `field` names the form field it belongs to, if any.
 */
export class RefusedError extends AppError {
  constructor(
    status: 400 | 409,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(status, status === 409 ? 'conflict' : 'validation', `Refused: ${key}`)
  }
}

export class TooManyRequestsError extends AppError {
  /** `said`: the limit explained in the visitor's language, when the generic message is not enough. */
  constructor(said?: string) {
    super(429, 'rate_limited', said ?? 'Too many requests', undefined, { said })
  }
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/** For `.catch()` where a missing record is an answer, not an error: null for a 404, anything else thrown on. */
export function unlessNotFound(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null
  throw error
}
