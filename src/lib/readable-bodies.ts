import type { RequestHandler } from 'express'
import { AppError } from './errors'

/** The bodies the site reads past the body parsers: JSON, form posts, and uploads (read by their routes). */
const READ_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * A body of another type (text/plain, XML…) answers 415 before anything reads it as an empty
 * form: the CSRF check called it an expired form (403), a public form listed every field as
 * missing. The few addresses that read other bodies (Stripe's webhook, the Web Vitals beacon)
 * are mounted before this.
 */
export function refuseUnreadableBodies(): RequestHandler {
  return (req, _res, next) => {
    // An empty body (a script's POST with no content, Content-Length: 0 and no type) is no body.
    if (req.get('content-length') === '0') return next()
    // `false`: a body of another type; `null`: no body at all.
    if (req.is(READ_TYPES) === false) return next(new AppError(415, 'unsupported_media_type', `A ${req.get('content-type') ?? 'typeless'} body is not read here`))
    next()
  }
}
