import { Router } from 'express'
import { tripTypesAdminRouter } from '../trip-types/trip-types.admin-routes'

/**
 * Every staff write (form POSTs under /admin, JSON under /api/admin), mounted after the guards
 * and the CSRF check. Add a domain's admin router here.
 */
export function adminRouters(): Router {
  const router = Router()
  router.use(tripTypesAdminRouter())
  return router
}
