import { Router, type Request } from 'express'
import type { Knex } from 'knex'
import { fieldErrors, formValues, renderForm } from '../server/forms'
import { createLimiter } from '../server/rate-limit'
import { authenticate, setPassword } from '../users/users.service'
import { LoginSchema, NewPasswordSchema } from './auth.schema'
import { csrfTokenOf } from './csrf'
import { adminPageToReturnTo, safeNextPath } from './access'
import { adminPageGuard } from './guard'
import { requireRole } from './require-role'
import { STAFF_ROLES } from './roles'
import { SESSION_COOKIE } from '../server/anonymous-cache'

/** Per address: any attempts. Per account: failed attempts only, cleared by a success. */
const IP_LIMIT = { points: 20, durationSeconds: 15 * 60 }
const ACCOUNT_LIMIT = { points: 5, durationSeconds: 15 * 60 }

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))
}
function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())))
}

/** POST /auth/login, POST /auth/logout and the first-login password change (GET pages are Vike's). */
export function authRouter({ knex }: { knex: Knex }): Router {
  const router = Router()
  const byIp = createLimiter(knex, { prefix: 'login-ip', ...IP_LIMIT })
  const byAccount = createLimiter(knex, { prefix: 'login-account', ...ACCOUNT_LIMIT })

  // The login form needs a session to hold its CSRF token before anyone is logged in.
  router.get('/auth/login', (req, _res, next) => {
    csrfTokenOf(req.session)
    next()
  })

  router.post('/auth/login', async (req, res, next) => {
    const values = formValues(req.body, ['password', '_csrf'])
    const parsed = LoginSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(req, res, next, { values, errors: fieldErrors(parsed.error, req.t) })
    const account = parsed.data.email.toLowerCase()
    if (!(await byIp.consume(req.ip ?? 'unknown')) || (await byAccount.isBlocked(account))) {
      return renderForm(req, res, next, { values, errors: {}, message: req.t('admin:login.rateLimited') }, 429)
    }
    const user = await authenticate(parsed.data.email, parsed.data.password)
    if (!user) {
      await byAccount.consume(account)
      // One message for a wrong e-mail and a wrong password: no hint which accounts exist.
      return renderForm(req, res, next, { values, errors: {}, message: req.t('admin:login.failed') }, 401)
    }
    await byAccount.reset(account)
    // A new session id at login: a fixated id from before is worthless.
    await regenerate(req)
    req.session.userId = user.id
    csrfTokenOf(req.session)
    await save(req)
    req.log.info({ userId: user.id }, 'staff login')
    const next_ = safeNextPath(parsed.data.next)
    if (user.role === 'user') return res.redirect(303, next_ && !next_.startsWith('/admin') ? next_ : '/')
    res.redirect(303, adminPageToReturnTo(user.role, next_) ?? '/admin')
  })

  router.post('/auth/logout', (req, res, next) => {
    const userId = req.session.userId
    req.session.destroy((error) => {
      if (error) return next(error)
      res.clearCookie(SESSION_COOKIE, { path: '/' })
      req.log.info({ userId }, 'staff logout')
      res.redirect(303, '/')
    })
  })

  router.post('/admin/account/password', adminPageGuard, requireRole(...STAFF_ROLES), async (req, res, next) => {
    const parsed = NewPasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(req, res, next, { values: formValues(req.body, ['password', 'confirm', '_csrf']), errors: fieldErrors(parsed.error, req.t) })
    await setPassword(req.user!.id, parsed.data.password)
    // Other sessions of this user keep working; this one gets a fresh id after the change.
    const userId = req.user!.id
    await regenerate(req)
    req.session.userId = userId
    csrfTokenOf(req.session)
    await save(req)
    res.redirect(303, adminPageToReturnTo(req.user!.role, req.body?.next) ?? '/admin?saved=password')
  })

  return router
}
