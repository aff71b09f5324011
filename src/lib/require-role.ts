import type { Express, NextFunction, Request, RequestHandler, Router } from 'express'
import { ForbiddenError, UnauthorizedError } from './errors'
import { isRoleDeclaration, mayUse, type RoleDeclaration } from './roles'

/**
 * The role declaration of a staff endpoint (ADR 019), placed in the route's own definition:
 *
 *   router.get('/api/admin/metrics', requireRole('admin'), handler)
 *
 * It runs only when Express matched that route, so the decision is the matched route's, never
 * the spelling of the address. A refused page or form answers the translated 403 page inside the
 * admin layout; the JSON API answers 403 JSON.
 */
// Registered symbols: a declaration made by one copy of this module is read by any other (a test
// walks the built app's routes from its own copy).
const DECLARED = Symbol.for('menorca-tours.staff-roles')
const AUTHENTICATION = Symbol.for('menorca-tours.staff-authentication')

type Declared = RequestHandler & { [DECLARED]: RoleDeclaration }

export function requireRole(...roles: RoleDeclaration): RequestHandler {
  if (!isRoleDeclaration(roles)) throw new Error(`requireRole: unknown role in ${JSON.stringify(roles)}`)
  const declared = Object.freeze([...roles]) as unknown as RoleDeclaration
  const handler: RequestHandler = (req, res, next) => {
    if (!req.user) return next(new UnauthorizedError('Not logged in'))
    if (mayUse(req.user.role, declared)) return next()
    return refuse(next)
  }
  return Object.assign(handler, { [DECLARED]: declared }) as Declared
}

/** Who asked, as a long task's status shows it to every instance (ADR 060): the staff member's name, else e-mail. */
export function startedByOf(req: Request): string | null {
  return req.user ? req.user.name || req.user.email : null
}

/** Marks the authentication guards (who is logged in): they may precede a declaration in a route. */
export function authentication<H extends RequestHandler>(handler: H): H {
  return Object.assign(handler, { [AUTHENTICATION]: true })
}


/** A signed-in staff member whose role may not use a route: the error handler shows the admin's 403 page (JSON for the API). */
export class RoleRefusedError extends ForbiddenError {
  constructor() {
    super('Your role may not use this')
  }
}

function refuse(next: NextFunction): void {
  next(new RoleRefusedError())
}

export function declaredRolesOf(handle: unknown): RoleDeclaration | undefined {
  return typeof handle === 'function' ? (handle as Partial<Declared>)[DECLARED] : undefined
}

/** Staff addresses: /admin… and /api/admin…, in any letter case. */
export function isStaffPath(path: string): boolean {
  return /^\/(api\/)?admin(\/|$)/i.test(path.replace(/\/{2,}/g, '/'))
}

export interface StaffRoute {
  method: string
  path: string
  /** The route's declaration: undefined when it has none (then it is refused). */
  roles: RoleDeclaration | undefined
}

interface LayerLike {
  rawPath?: unknown
  handle: unknown
  route?: { path: unknown; methods: Record<string, boolean>; stack: LayerLike[] } | string
}

/** The declaration of a route: its first handler after the authentication guards must be requireRole(…). */
function declarationOfRoute(stack: LayerLike[]): RoleDeclaration | undefined {
  for (const layer of stack) {
    const roles = declaredRolesOf(layer.handle)
    if (roles) return roles
    if (!(typeof layer.handle === 'function' && AUTHENTICATION in layer.handle)) return undefined
  }
  return undefined
}

function* walk(stack: LayerLike[], prefix: string): Generator<StaffRoute & { layers: LayerLike[] }> {
  for (const layer of stack) {
    // Express routes only: a mounted connect app (Vite's dev middleware) names its mount path in `route`.
    if (typeof layer.route === 'object' && layer.route !== null) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods)) {
          yield { method: method.toUpperCase(), path: `${prefix}${String(path)}`, roles: declarationOfRoute(layer.route.stack), layers: layer.route.stack }
        }
      }
      continue
    }
    const inner = (layer.handle as { stack?: LayerLike[] } | undefined)?.stack
    if (Array.isArray(inner)) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''
      yield* walk(inner, `${prefix}${mount}`)
    }
  }
}

/** Every route of the app (or router) under /admin and /api/admin with its declaration. */
export function staffRoutesOf(appOrRouter: Express | Router): StaffRoute[] {
  const stack = ((appOrRouter as Express).router ?? appOrRouter).stack as unknown as LayerLike[]
  return [...walk(stack, '')].filter((route) => isStaffPath(route.path)).map(({ method, path, roles }) => ({ method, path, roles }))
}

/**
 * Deny by default: a staff route defined without a declaration answers 403 to everyone (and the
 * route test names it). Called once, after every route is defined.
 */
export function refuseUndeclaredStaffRoutes(app: Express, onUndeclared: (route: string) => void = () => {}): void {
  const stack = app.router.stack as unknown as LayerLike[]
  for (const route of walk(stack, '')) {
    if (!isStaffPath(route.path) || route.roles) continue
    onUndeclared(`${route.method} ${route.path}`)
    const undeclared: RequestHandler = (_req, _res, next) => refuse(next)
    for (const layer of route.layers) layer.handle = undeclared
  }
}
