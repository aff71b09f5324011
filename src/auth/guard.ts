import type { RequestHandler } from 'express'
import { ForbiddenError, UnauthorizedError } from '../server/errors'
import { adminPathOf, mayEnter } from './access'
import { csrfTokenOf } from './csrf'
import { findCurrentUser } from '../users/users.service'
import type { CurrentUser } from '../users/users.schema'

declare global {
  namespace Express {
    interface Request {
      user?: CurrentUser
    }
  }
}


/**
 * Admin pages (SPEC §2 admin guard): anonymous → /auth/login (and back afterwards); a logged-in
 * user without the role → /; a one-time password must be replaced first.
 */
export const adminPageGuard: RequestHandler = async (req, res, next) => {
  const user = await findCurrentUser(req.session?.userId)
  if (!user) return res.redirect(303, `/auth/login?next=${encodeURIComponent(req.originalUrl)}`)
  const adminPath = adminPathOf(req.baseUrl + req.path)
  if (!mayEnter(user.role, adminPath)) return res.redirect(303, '/')
  if (user.mustChangePassword && adminPath !== '/account/password') {
    const returnTo = adminPath === '/' ? '' : `?next=${encodeURIComponent(req.originalUrl)}`
    return res.redirect(303, `/admin/account/password${returnTo}`)
  }
  req.user = user
  csrfTokenOf(req.session)
  next()
}

/** /api/admin/*: 401 when anonymous, 403 without the role for the section. */
export const adminApiGuard: RequestHandler = async (req, _res, next) => {
  const user = await findCurrentUser(req.session?.userId)
  if (!user) return next(new UnauthorizedError('Not logged in'))
  if (!mayEnter(user.role, adminPathOf((req.baseUrl + req.path).replace(/^\/api/, '')))) return next(new ForbiddenError('Your role may not use this'))
  req.user = user
  next()
}
