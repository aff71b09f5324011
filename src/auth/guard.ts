import type { RequestHandler } from 'express'
import { ForbiddenError, UnauthorizedError } from '../lib/errors'
import { csrfTokenOf } from './csrf'
import { authentication } from '../lib/require-role'
import { isStaffRole } from '../lib/roles'
import { findCurrentUser } from '../users/users.server'
import type { CurrentUser } from '../users/users.schema'

declare global {
  namespace Express {
    interface Request {
      user?: CurrentUser
    }
  }
}

/** The form that replaces a one-time password (reachable while it must be changed). */
const PASSWORD_PAGE = /^\/admin\/account\/password\/?$/

/**
 * Admin pages and forms, authentication only (SPEC §2 admin guard): anonymous → /auth/login (and
 * back afterwards); a logged-in visitor who is not staff → /; a one-time password must be
 * replaced first. What a staff role may open is each page's and route's own declaration
 * (views/admin/**\/+roles.ts, requireRole: ADR 019).
 */
export const adminPageGuard: RequestHandler = authentication(async (req, res, next) => {
  // /admin/login, typed from habit, is the one login page (here, not as a route: every /admin
  // route must declare its roles, and an undeclared one is refused to everyone, ADR 019).
  if (/^\/login\/?$/i.test(req.path)) {
    const query = req.originalUrl.indexOf('?')
    return res.redirect(301, `/auth/login${query >= 0 ? req.originalUrl.slice(query) : ''}`)
  }
  const user = await findCurrentUser(req.session?.userId)
  if (!user) return res.redirect(303, `/auth/login?next=${encodeURIComponent(req.originalUrl)}`)
  if (!isStaffRole(user.role)) return res.redirect(303, '/')
  if (user.mustChangePassword && !PASSWORD_PAGE.test(req.originalUrl.split('?')[0]!)) {
    const returnTo = /^\/admin\/?$/i.test(req.originalUrl.split('?')[0]!) ? '' : `?next=${encodeURIComponent(req.originalUrl)}`
    return res.redirect(303, `/admin/account/password${returnTo}`)
  }
  req.user = user
  csrfTokenOf(req.session)
  next()
})

/** /api/admin/*: 401 when anonymous, 403 when not staff; the role's rights are each route's declaration. */
export const adminApiGuard: RequestHandler = authentication(async (req, _res, next) => {
  const user = await findCurrentUser(req.session?.userId)
  if (!user) return next(new UnauthorizedError('Not logged in'))
  if (!isStaffRole(user.role)) return next(new ForbiddenError('Your role may not use this'))
  req.user = user
  next()
})
