/** Typed errors thrown by services and routes; src/server/error-handler.ts maps them to HTTP. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class ValidationError extends AppError {
  constructor(fields: Record<string, string>, message = 'Some fields are not valid') {
    super(400, 'validation', message, fields)
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

export class ForbiddenError extends AppError {
  constructor(message = 'Not allowed') {
    super(403, 'forbidden', message)
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict') {
    super(409, 'conflict', message)
  }
}

/** A value that must be unique is already used: names the form field, so the form shows it there. */
export class TakenError extends ConflictError {
  constructor(readonly field: string) {
    super(`This ${field} is already used`)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests, please try again later') {
    super(429, 'rate_limited', message)
  }
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}
