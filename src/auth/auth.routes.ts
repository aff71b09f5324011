import { Router, type Request, type Response } from 'express'
import type { Knex } from 'knex'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { createLimiter, type Limiter } from '../lib/rate-limit'
import { authenticate, setPassword } from '../users/users.server'
import { ForgotPasswordSchema, LoginSchema, NewPasswordSchema, ResetPasswordSchema } from './auth.schema'
import { csrfTokenOf } from './csrf'
import { adminPageToReturnTo, safeNextPath } from './access'
import { adminPageGuard } from './guard'
import { knownDeviceOf, rememberDevice } from './known-device'
import { forgetResetTokens, requestPasswordReset, resetPassword } from './password-reset.server'
import { endSessionsOf } from '../users/users.admin.server'
import { requireRole } from '../lib/require-role'
import { STAFF_ROLES, staffHomeOf } from '../lib/roles'
import { SESSION_COOKIE } from '../lib/anonymous-cache'

/**
 * Login throttling (ADR 023). From a browser that is not a known device of the account, every
 * attempt counts against the address, the address + account pair and the account as a whole;
 * from a known device (a signed cookie set at an earlier login) only against that device. A
 * success gives its attempt back. An attacker is slowed and then refused (429 + Retry-After)
 * while the owner's known browser still logs in.
 */
const LOGIN_LIMITS = {
  ip: { points: 20, durationSeconds: 15 * 60 },
  ipAccount: { points: 5, durationSeconds: 15 * 60 },
  account: { points: 50, durationSeconds: 60 * 60 },
  device: { points: 10, durationSeconds: 15 * 60 },
}
/** "Forgot password" requests, per address and per e-mail (the same count for unknown e-mails). */
const RESET_LIMITS = { ip: { points: 10, durationSeconds: 15 * 60 }, email: { points: 3, durationSeconds: 60 * 60 } }

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))
}
function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())))
}
function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())))
}

/** Counts one attempt on each limit in turn; the seconds to wait when one refuses it, else 0. */
async function admit(limits: Array<[Limiter, string]>): Promise<number> {
  for (const [limiter, key] of limits) {
    if (!(await limiter.consume(key))) return limiter.retryAfterSeconds(key).then((s) => Math.max(1, s))
  }
  return 0
}

function refuse(res: Response, next: Parameters<typeof renderForm>[0], retryAfter: number, values: Record<string, string>, message: string) {
  res.set('Retry-After', String(retryAfter))
  return renderForm(next, { values, errors: {}, message }, 429)
}

interface AuthRouterOptions {
  knex: Knex
  /** Signs known-device cookies (SESSION_SECRET). */
  secret: string
  /** https PUBLIC_URL: cookies are Secure. */
  secure: boolean
  publicUrl: string
}

/** Login, logout, password change, and "forgot password" (GET pages are Vike's). */
export function authRouter({ knex, secret, secure, publicUrl }: AuthRouterOptions): Router {
  const router = Router()
  const limiter = (prefix: string, limit: { points: number; durationSeconds: number }) => createLimiter(knex, { prefix, ...limit })
  const login = {
    ip: limiter('login-ip', LOGIN_LIMITS.ip),
    ipAccount: limiter('login-ip-account', LOGIN_LIMITS.ipAccount),
    account: limiter('login-account', LOGIN_LIMITS.account),
    device: limiter('login-device', LOGIN_LIMITS.device),
  }
  const reset = { ip: limiter('reset-ip', RESET_LIMITS.ip), email: limiter('reset-email', RESET_LIMITS.email) }

  // The login form needs a session to hold its CSRF token before anyone is logged in.
  router.get('/auth/login', (req, _res, next) => {
    csrfTokenOf(req.session)
    next()
  })

  // The reset link's token is in the address: no page opened from there may receive it as a Referer.
  router.get('/auth/reset', (_req, res, next) => {
    res.set('Referrer-Policy', 'no-referrer')
    next()
  })

  router.post('/auth/login', async (req, res, next) => {
    const values = formValues(req.body, ['password', '_csrf'])
    const parsed = LoginSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
    const account = parsed.data.email.toLowerCase()
    const ip = req.ip ?? 'unknown'
    const device = knownDeviceOf(req, secret, account)
    const limits: Array<[Limiter, string]> = device
      ? [[login.device, device]]
      : [
          [login.ip, ip],
          [login.ipAccount, `${ip}|${account}`],
          [login.account, account],
        ]
    const retryAfter = await admit(limits)
    if (retryAfter) {
      req.log.warn({ device: Boolean(device), retryAfter }, 'login throttled')
      return refuse(res, next, retryAfter, values, req.t('admin:login.rateLimited', { count: Math.max(1, Math.ceil(retryAfter / 60)) }))
    }
    const user = await authenticate(parsed.data.email, parsed.data.password)
    // One message for a wrong e-mail and a wrong password: no hint which accounts exist.
    if (!user) return renderForm(next, { values, errors: {}, message: req.t('admin:login.failed') }, 401)
    for (const [limit, key] of limits) await (limit === login.ip || limit === login.account ? limit.refund(key) : limit.reset(key))
    // A new session id at login: a fixated id from before is worthless.
    await regenerate(req)
    req.session.userId = user.id
    csrfTokenOf(req.session)
    await save(req)
    rememberDevice(req, res, { secret, account, secure })
    req.log.info({ userId: user.id, knownDevice: Boolean(device) }, 'staff login')
    const next_ = safeNextPath(parsed.data.next)
    if (user.role === 'user') return res.redirect(303, next_ && !next_.startsWith('/admin') ? next_ : '/')
    res.redirect(303, adminPageToReturnTo(user.role, next_) ?? staffHomeOf(user.role))
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
    if (!parsed.success) return renderForm(next, { values: formValues(req.body, ['password', 'confirm', '_csrf']), errors: fieldErrors(parsed.error, req.t) })
    const userId = req.user!.id
    await setPassword(userId, parsed.data.password)
    // This session gets a fresh id after the change; every other session of the user ends, and
    // any open reset link stops working.
    await regenerate(req)
    req.session.userId = userId
    csrfTokenOf(req.session)
    await save(req)
    const ended = await endSessionsOf([userId], { except: req.sessionID })
    await forgetResetTokens(knex, userId)
    req.log.info({ userId, endedSessions: ended }, 'password changed')
    res.redirect(303, adminPageToReturnTo(req.user!.role, req.body?.next) ?? `${staffHomeOf(req.user!.role)}?saved=password`)
  })

  // "Forgot password": the same answer whether or not the address belongs to an account.
  router.post('/auth/forgot', async (req, res, next) => {
    const values = formValues(req.body, ['_csrf'])
    const parsed = ForgotPasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
    const retryAfter = await admit([
      [reset.ip, req.ip ?? 'unknown'],
      [reset.email, parsed.data.email.toLowerCase()],
    ])
    if (retryAfter) return refuse(res, next, retryAfter, values, req.t('admin:passwordReset.rateLimited'))
    await requestPasswordReset(parsed.data.email, { lng: req.lng, t: req.t, publicUrl })
    res.redirect(303, '/auth/forgot?sent=1')
  })

  router.post('/auth/reset', async (req, res, next) => {
    const parsed = ResetPasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, req.t)
      // A malformed token is an unusable link, not a field to correct.
      if (errors.token) return res.redirect(303, '/auth/reset?invalid=1')
      return renderForm(next, { values: formValues(req.body, ['password', 'confirm', '_csrf']), errors })
    }
    const done = await resetPassword(parsed.data.token, parsed.data.password)
    if (!done) return res.redirect(303, '/auth/reset?invalid=1')
    // The reset ended every session of the user, this browser's included.
    if (req.session?.userId) await destroy(req)
    rememberDevice(req, res, { secret, account: done.email.toLowerCase(), secure })
    req.log.info({ userId: done.userId }, 'password reset')
    res.redirect(303, '/auth/login?reset=1')
  })

  return router
}
