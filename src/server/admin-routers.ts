import { Router } from 'express'
import type { AppContext } from '../config/app-context'

/** What a domain's `<name>.admin-routes.ts` exports: its staff writes, built with the part of the context it needs. */
interface AdminRoutesModule {
  adminRoutes(ctx: AppContext): Router
}

/**
 * Every domain's staff writes (form POSTs under /admin, JSON under /api/admin), found by their
 * file name at build time (docs/decisions/032): a domain's `*.admin-routes.ts` beside its
 * `*.admin.server.ts`, never a list to keep. Mounted after the guards and the CSRF check, in the
 * order of their paths so every build mounts them alike.
 */
const MODULES = import.meta.glob<AdminRoutesModule>('../*/*.admin-routes.ts', { eager: true })

export function adminRouters(ctx: AppContext): Router {
  const router = Router()
  for (const [file, module] of Object.entries(MODULES).sort(([a], [b]) => a.localeCompare(b))) {
    if (typeof module.adminRoutes !== 'function') throw new Error(`${file} must export adminRoutes(ctx): Router`)
    router.use(module.adminRoutes(ctx))
  }
  return router
}
