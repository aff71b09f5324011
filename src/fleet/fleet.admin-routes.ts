import { Router } from 'express'
import { createAndEditRoutes } from '../content-kit/admin-routes'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { NotFoundError, ValidationError } from '../lib/errors'
import { IdSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { addDayOff, createDriver, createVehicle, deleteDriver, deleteVehicle, driverFormValues, removeDayOff, updateDriver, updateVehicle } from './fleet.admin.server'
import { DRIVERS_PATH, VEHICLES_PATH } from './fleet-paths'
import { DayOffRemovalSchema, DayOffSchema, DriverFormSchema, VehicleFormSchema } from './fleet.schema'

/** Drivers and vehicles are the dispatcher's (and the admin's) screens, as the board is (ADR 038, 039). */
export const FLEET_ROLES = CUSTOMER_DATA_ROLES

// With its table, a save over someone else's newer one is refused (ADR 067).
const screen = (path: string, table: string) => ({ admin: { path, texts: '', roles: FLEET_ROLES }, table, key: 'id' })

/**
 * Staff writes of /admin/drivers and /admin/vehicles (docs/decisions/039): new and edit forms,
 * delete (refused while the driver or vehicle has jobs to come), and a driver's days off, posted to
 * the driver's edit page with intent=day-off-add|day-off-remove. Guarded in app.ts.
 */
export function adminRoutes(): Router {
  const router = Router()

  router.post(`${DRIVERS_PATH}/edit/:id`, requireRole(...FLEET_ROLES), async (req, res, next) => {
    const intent = (req.body as { intent?: unknown } | undefined)?.intent
    if (intent !== 'day-off-add' && intent !== 'day-off-remove') return next()
    const parsedId = IdSchema.safeParse(req.params.id)
    if (!parsedId.success) throw new NotFoundError()
    const id = parsedId.data
    if (intent === 'day-off-remove') {
      const parsed = DayOffRemovalSchema.safeParse(req.body)
      if (!parsed.success) throw new ValidationError({ day: req.t('forms.errors.date') })
      await removeDayOff(id, parsed.data.day)
      return res.redirect(303, `${DRIVERS_PATH}/edit/${id}?saved=dayOffRemoved`)
    }
    const parsed = DayOffSchema.safeParse(req.body)
    if (!parsed.success) {
      // The driver's own form keeps its stored values; the day-off form shows what was typed, with the reason.
      return renderForm(next, { values: { ...(await driverFormValues(id)), ...formValues(req.body, ['_csrf', 'intent']) }, errors: fieldErrors(parsed.error, req.t) })
    }
    await addDayOff(id, parsed.data)
    res.redirect(303, `${DRIVERS_PATH}/edit/${id}?saved=dayOffAdded`)
  })
  router.use(createAndEditRoutes({ content: screen(DRIVERS_PATH, 'drivers'), schema: DriverFormSchema, create: createDriver, update: updateDriver, remove: deleteDriver }))
  router.use(createAndEditRoutes({ content: screen(VEHICLES_PATH, 'fleet_vehicles'), schema: VehicleFormSchema, create: createVehicle, update: updateVehicle, remove: deleteVehicle }))
  return router
}
