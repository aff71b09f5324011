import { Router, type Request } from 'express'
import { z } from 'zod'
import type { Actor } from '../audit/audit.server'
import type { AppContext } from '../config/app-context'
import { isLanguage, type Language } from '../i18n/languages'
import { sendDownload } from '../lib/download'
import { RefusedError, ValidationError } from '../lib/errors'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { localParts } from '../lib/island-time'
import { IdParamsSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { closeDeparture, DepartureClosureSchema, reopenDeparture, type ClosureContext } from './departure-closure.admin.server'
import { DayManifestQuerySchema, dayManifestPdf, departureManifestPdf, tomorrowOnIsland, type DocumentReader } from './manifest.admin.server'
import { tripBookingsCsv } from './trip-booking-export.admin.server'

/** Who is acting, for the history: the logged-in staff member. */
export function staffActorOf(req: Request): Actor {
  return { type: 'staff', userId: req.user?.id ?? null, name: req.user?.name || req.user?.email || 'staff' }
}

/** Printed in the staff member's own language (users.language), the one of their e-mails too. */
function readerOf(req: Request): DocumentReader {
  const lng: Language = req.user && isLanguage(req.user.language) ? req.user.language : req.lng
  return { lng, t: req.i18n.getFixedT(lng), name: req.user?.name || req.user?.email || '' }
}

type Services = Pick<AppContext, 'knex' | 'secrets' | 'publicUrl' | 'env' | 'jobs'>

function closureContext(req: Request, ctx: Services): ClosureContext {
  return { ...ctx, tFor: (lng) => req.i18n.getFixedT(lng), actor: staffActorOf(req) }
}

const DepartureIntentSchema = z.object({ intent: z.enum(['close', 'reopen']) })

/** Staff pages' writes and files for trip bookings and departures' manifests (pages are Vike's). */
export function adminRoutes(ctx: Services): Router {
  const router = Router()

  // The list as a spreadsheet, with the list's filters and search.
  router.get('/admin/trip-bookings/export.csv', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const csv = await tripBookingsCsv(req.lng, req.query as Record<string, unknown>)
    res
      .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="trip-bookings-${localParts(new Date()).date}.csv"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
      .send(csv)
  })

  // A day's manifests in one PDF (tomorrow's unless ?date= says), before /:id (not a departure).
  router.get('/admin/departures/manifests.pdf', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const parsed = DayManifestQuerySchema.safeParse(req.query)
    const reader = readerOf(req)
    if (!parsed.success) throw new ValidationError({ date: reader.t('admin:manifest.invalidDate') }, reader.t('admin:manifest.invalidDate'))
    sendDownload(res, await dayManifestPdf(ctx, parsed.data.date ?? tomorrowOnIsland(), reader), 'inline')
  })

  router.get('/admin/departures/:id/manifest.pdf', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    sendDownload(res, await departureManifestPdf(ctx, id, readerOf(req)), 'inline')
  })

  // The departure page posts to its own address: intent=close (weather, with a reason) or reopen.
  router.post('/admin/departures/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = DepartureIntentSchema.safeParse(body)
    if (!intent.success) throw new ValidationError({ intent: req.t('forms.errors.invalid') })
    const values = formValues(body, ['_csrf'])
    try {
      if (intent.data.intent === 'close') {
        const parsed = DepartureClosureSchema.safeParse(body)
        if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
        const outcome = await closeDeparture(closureContext(req, ctx), id, parsed.data)
        return res.redirect(303, `/admin/departures/${id}?saved=closed&notified=${outcome.notified}&expired=${outcome.expired}`)
      }
      await reopenDeparture(closureContext(req, ctx), id)
      return res.redirect(303, `/admin/departures/${id}?saved=reopened`)
    } catch (error) {
      if (error instanceof RefusedError) return renderForm(next, { values, errors: {}, message: req.t(error.key, error.params) }, error.status)
      throw error
    }
  })

  return router
}
