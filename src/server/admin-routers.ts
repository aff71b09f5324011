import { Router } from 'express'
import type { AppContext } from '../config/app-context'
import { blogAdminRouter } from '../blog/blog.admin-routes'
import { heroBannersAdminRouter } from '../hero-banners/hero-banners.admin-routes'
import { testimonialsAdminRouter } from '../testimonials/testimonials.admin-routes'
import { imagesAdminRouter } from '../images/images.admin-routes'
import { transfersAdminRouter } from '../transfers/transfers.admin-routes'
import { chatAdminRouter } from '../chat/chat.admin-routes'
import { contactAdminRouter } from '../contact/contact.admin-routes'
import { subscribersAdminRouter } from '../newsletter/subscribers.admin-routes'
import { destinationsAdminRouter } from '../destinations/destinations.admin-routes'
import { tripsAdminRouter } from '../trips/trips.admin-routes'
import { tripTypesAdminRouter } from '../trip-types/trip-types.admin-routes'
import { operationsAdminRouter } from '../back-office/operations.admin-routes'
import { usersAdminRouter } from '../users/users.admin-routes'
import { settingsAdminRouter } from '../settings/settings.admin-routes'
import { seoAdminRouter } from '../seo/seo.admin-routes'
import { faqAdminRouter } from '../faq/faq.admin-routes'
import { contentPagesAdminRouter } from '../content/content-pages.admin-routes'

/**
 * Every staff write (form POSTs under /admin, JSON under /api/admin), mounted after the guards
 * and the CSRF check. Add a domain's admin router here.
 */
export function adminRouters(ctx: AppContext): Router {
  const router = Router()
  router.use(tripTypesAdminRouter())
  router.use(operationsAdminRouter(ctx))
  router.use(usersAdminRouter(), settingsAdminRouter(ctx), seoAdminRouter())
  router.use(imagesAdminRouter(ctx.images))
  router.use(tripsAdminRouter())
  router.use(destinationsAdminRouter())
  router.use(blogAdminRouter())
  router.use(testimonialsAdminRouter(ctx.images))
  router.use(heroBannersAdminRouter())
  router.use(faqAdminRouter(), contentPagesAdminRouter())
  router.use(transfersAdminRouter(ctx))
  router.use(chatAdminRouter())
  router.use(contactAdminRouter())
  router.use(subscribersAdminRouter())
  return router
}
