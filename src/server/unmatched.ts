import type { Express, Request, RequestHandler } from 'express'
import { resolveRoute } from 'vike/routing'
import { MethodNotAllowedError, NotFoundError } from '../lib/errors'

/**
 * Every page's route (Vike's filesystem routing, or its +route.ts string), read at build time:
 * whether a page answers GET at an address without rendering it. Only the file names are used.
 */
const PAGE_FILES = Object.keys(import.meta.glob('/views/**/+Page.tsx'))
const ROUTE_STRINGS = import.meta.glob<string>('/views/**/+route.ts', { eager: true, import: 'default' })

/** "/views/trips/@id/+Page.tsx" → "/trips/@id"; "/views/index/+Page.tsx" → "/" (Vike skips index/ folders). */
function routeOf(file: string): string {
  const folder = file.slice(0, file.lastIndexOf('/'))
  const own = ROUTE_STRINGS[`${folder}/+route.ts`]
  if (typeof own === 'string') return own
  const segments = folder.split('/').slice(2).filter((segment) => segment !== 'index' && !/^\(.*\)$/.test(segment))
  return `/${segments.join('/')}`
}

const PAGE_ROUTES = PAGE_FILES.filter((file) => !file.includes('/_')).map(routeOf)

/** Whether a page is rendered at this path (a record it names may still be missing: its page answers 404). */
export function pageAt(path: string): boolean {
  return PAGE_ROUTES.some((route) => resolveRoute(route, path).match)
}

/** What express/router keeps of a mounted router or route (not in its types). */
interface StackLayer {
  handle: RequestHandler & { stack?: StackLayer[] }
  route?: { _methods(): string[] }
  match(path: string): false | { path: string }
}

/** The methods the routes registered before `until` take at this path, mounted routers included. */
function routeMethodsAt(stack: StackLayer[], path: string, until: unknown, found: Set<string>): boolean {
  for (const layer of stack) {
    if (layer.handle === until) return true
    const matched = layer.match(path)
    if (!matched) continue
    if (layer.route) for (const method of layer.route._methods()) found.add(method)
    else if (layer.handle.stack) {
      // A mounted router sees the rest of the path after its mount point.
      const rest = path.slice(matched.path.length) || '/'
      if (routeMethodsAt(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, until, found)) return true
    }
  }
  return false
}

/** HTTP's order for the Allow header: the reading methods first. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
const byOrder = (a: string, b: string) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b)

/** Every method this path takes: its routes', and GET and HEAD where a page is rendered (never for /api). */
function allowedAt(app: Express, handler: RequestHandler, req: Request): { allow: string[]; page: boolean } {
  const found = new Set<string>()
  routeMethodsAt((app.router as unknown as { stack: StackLayer[] }).stack, req.path, handler, found)
  const page = !/^\/api(\/|$)/i.test(req.path) && pageAt(req.path)
  if (page) found.add('GET').add('HEAD')
  return { allow: [...found].sort(byOrder), page }
}

/** An address nothing answers, for any method: the error handler's translated 404 (or the API's JSON). */
export const noRoute: RequestHandler = (_req, _res, next) => next(new NotFoundError('No such page or endpoint'))

/**
 * Mounted after every router, before the pages' catch-all: what no route took. A GET outside the
 * API goes on to the pages (their 404 included); any other method the path does not take is a 405
 * naming the ones it does (its routes', and GET/HEAD where a page is rendered), and an address
 * nothing answers is a 404 — both through the error handler, so visitors get the site's translated
 * page and the API its JSON, never Express's own "Cannot PUT". OPTIONS gets the Allow header alone.
 */
export function unmatchedRequests(app: Express): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    const api = /^\/api(\/|$)/i.test(req.path)
    const reading = req.method === 'GET' || req.method === 'HEAD'
    // A page's GET, and its 404, are the catch-all's (a staff address in another spelling stays a 404 there).
    if (reading && !api) return next()
    const { allow, page } = allowedAt(app, handler, req)
    if (req.method === 'OPTIONS' && allow.length > 0) return void res.set('Allow', [...allow, 'OPTIONS'].join(', ')).status(204).end()
    if (allow.length === 0 || allow.includes(req.method)) return noRoute(req, res, next)
    next(new MethodNotAllowedError(allow, page))
  }
  return handler
}
