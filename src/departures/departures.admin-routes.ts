import { Router, type Request, type RequestHandler } from 'express'
import { z } from 'zod'
import type { Actor } from '../audit/audit.server'
import { createAndEditRoutes, formPost, mergedOrRefused, refusedAsStale } from '../content-kit/admin-routes'
import { NotFoundError, ValidationError } from '../lib/errors'
import { IdSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { addClosure, addOneOff, deleteClosure, deleteSchedule, saveBookingSettings, saveCategory, saveSchedule, setCategoryActive, storedBookingSettingsValues } from './availability.admin.server'
import { BookingSettingsSchema, ClosureSchema, DepartureEditSchema, OneOffSchema, PriceCategorySchema, ScheduleSchema, TripResourceSchema } from './availability.schema'
import { createTripResource, deleteTripResource, updateDeparture, updateTripResource } from './departures.admin.server'
import { availabilityPath, AVAILABILITY_ROLES, DEPARTURE_ROLES, DEPARTURES_PATH, TRIP_RESOURCES_PATH } from './departure-paths'
import type { Regenerated } from './departures.server'

/** Who is acting, for the audit log. */
function actorOf(req: Request): Actor & { userId: number | null } {
  return { type: 'staff', userId: req.user?.id ?? null, name: req.user?.name || req.user?.email || 'staff' }
}

const idParam = (req: Request): number => {
  const parsed = IdSchema.safeParse(req.params.id)
  if (!parsed.success) throw new NotFoundError()
  return parsed.data
}

/** An optional id from the query string (?category=, ?schedule=): absent or malformed is null. */
const queryId = (value: unknown): number | null => {
  const parsed = IdSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

const ItemSchema = z.object({ itemId: IdSchema })

/** Where a regeneration sends staff back: with the booked departures it kept, to be closed or moved. */
const afterRegeneration = (tripId: number, saved: string, result: Regenerated) => `${availabilityPath(tripId)}?saved=${saved}${result.kept.length ? `&kept=${result.kept.join(',')}` : ''}#schedules`

/**
 * Staff writes of the availability screens (docs/decisions/042): each form of
 * /admin/trips/{id}/availability posts to that address with its `intent` (a failed one renders
 * the page again with its fields' messages), /admin/departures/{id}/edit, and the shared
 * resources' new and edit forms. Guarded in app.ts.
 */
export function adminRoutes(): Router {
  const router = Router()

  router.post('/admin/trips/:id/availability', requireRole(...AVAILABILITY_ROLES), async (req, res, next) => {
    const tripId = idParam(req)
    const actor = actorOf(req)
    const editing = (name: string) => queryId(req.query[name])
    const item = (body: unknown) => {
      const parsed = ItemSchema.safeParse(body)
      if (!parsed.success) throw new ValidationError({ itemId: req.t('common:forms.errors.invalid') })
      return parsed.data.itemId
    }
    const saveCategoryForm = formPost(PriceCategorySchema, async (data) => {
      await saveCategory(tripId, editing('category'), data, actor)
      return `${availabilityPath(tripId)}?saved=category#categories`
    })
    const saveScheduleForm = formPost(ScheduleSchema, async (data) => afterRegeneration(tripId, 'schedule', await saveSchedule(tripId, editing('schedule'), data, actor)))
    const saveSettings = formPost(BookingSettingsSchema, async (data) => afterRegeneration(tripId, 'settings', await saveBookingSettings(tripId, data, actor)))
    // Two people on one screen (ADR 067): the settings merged field by field, a category or schedule refused when saved meanwhile.
    const intents: Record<string, RequestHandler> = {
      settings: async (req, res, next) => {
        const merged = mergedOrRefused(req, next, await storedBookingSettingsValues(tripId))
        if (!merged) return
        req.body = merged
        return saveSettings(req, res, next)
      },
      category: async (req, res, next) => {
        const id = editing('category')
        if (id !== null && (await refusedAsStale({ table: 'trip_price_categories', key: 'id' }, id, req, next))) return
        return saveCategoryForm(req, res, next)
      },
      schedule: async (req, res, next) => {
        const id = editing('schedule')
        if (id !== null && (await refusedAsStale({ table: 'trip_schedules', key: 'id' }, id, req, next))) return
        return saveScheduleForm(req, res, next)
      },
      'one-off': formPost(OneOffSchema, async (data) => {
        await addOneOff(tripId, data, actor)
        return `${availabilityPath(tripId)}?saved=oneOff#one-offs`
      }),
      closure: formPost(ClosureSchema, async (data) => {
        const effect = await addClosure(tripId, data, actor)
        return `${availabilityPath(tripId)}?saved=closure${effect.booked.length ? `&booked=${effect.booked.length}` : ''}#closures`
      }),
    }
    const intent = String((req.body as { intent?: unknown } | undefined)?.intent ?? '')
    if (intents[intent]) return intents[intent](req, res, next)
    switch (intent) {
      case 'category-off':
      case 'category-on':
        await setCategoryActive(tripId, item(req.body), intent === 'category-on', actor)
        return res.redirect(303, `${availabilityPath(tripId)}?saved=category#categories`)
      case 'schedule-delete':
        return res.redirect(303, afterRegeneration(tripId, 'scheduleDeleted', await deleteSchedule(tripId, item(req.body), actor)))
      case 'closure-delete':
        await deleteClosure(tripId, item(req.body), actor)
        return res.redirect(303, `${availabilityPath(tripId)}?saved=closureDeleted#closures`)
      default:
        throw new ValidationError({ intent: req.t('common:forms.errors.invalid') })
    }
  })

  router.post(`${DEPARTURES_PATH}/:id/edit`, requireRole(...DEPARTURE_ROLES), async (req, res, next) => {
    const id = idParam(req)
    // Its version is the counter only its edits and closures move (bookings move updated_at).
    if (await refusedAsStale({ table: 'trip_departures', key: 'id', counter: 'version' }, id, req, next)) return
    return formPost(DepartureEditSchema, async (data) => {
      await updateDeparture(id, data, actorOf(req))
      return `${DEPARTURES_PATH}/${id}/edit?saved=updated`
    })(req, res, next)
  })

  router.use(
    createAndEditRoutes({
      content: { table: 'trip_resources', key: 'id', admin: { path: TRIP_RESOURCES_PATH, texts: 'tripResources', roles: AVAILABILITY_ROLES } },
      schema: TripResourceSchema,
      create: (data, req) => createTripResource(data, actorOf(req)),
      update: (id, data, req) => updateTripResource(id, data, actorOf(req)),
      remove: deleteTripResource,
    }),
  )
  return router
}
