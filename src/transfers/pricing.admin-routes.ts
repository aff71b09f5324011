import { Router } from 'express'
import { bulkDelete, bulkDeleteKeys, createAndEditRoutes } from '../content-kit/admin-routes'
import type { ContentType } from '../content-kit/content-type'
import { slugField } from '../content-kit/content-form-fields'
import { requireRole } from '../lib/require-role'
import { PRICING_ROLES, ROUTE_FARES_PATH, SEASONS_PATH, TRANSFER_EXTRA_CONTENT, TRANSFER_TOWN_CONTENT, TRANSFER_VEHICLE_CONTENT, TRANSFER_ZONE_CONTENT } from './pricing.content'
import { createExtra, ExtraFormSchema, updateExtra } from './transfer-extras.admin.server'
import { createRouteFare, deleteRouteFares, routeFareFormSchema, updateRouteFare } from './transfer-routes.admin.server'
import { createSeason, deleteSeasons, SeasonFormSchema, updateSeason } from './transfer-seasons.admin.server'
import { createTown, deleteTowns, townFormSchema, updateTown } from './transfer-towns.admin.server'
import { createVehicle, deleteVehicles, updateVehicle, VehicleFormSchema } from './transfer-vehicles.admin.server'
import { createZone, deleteZones, updateZone, ZoneFormSchema } from './transfer-zones.admin.server'

/** The screens without a content type (nothing to translate) share the declarations' shape. */
// With its table, a save over someone else's newer one is refused (ADR 067).
const screen = (path: string, table: string): Pick<ContentType, 'admin' | 'table' | 'key'> => ({ admin: { path, texts: '', roles: PRICING_ROLES }, table, key: 'id' })

/**
 * Staff writes of the transfer prices beside the grid (docs/decisions/037): zones, towns, vehicle
 * classes, extras, seasons and route fares. Admins only, each route declaring it (ADR 019); every
 * save clears the fares cache, so quotes and pages use it at once. Guarded in app.ts.
 */
export function adminRoutes(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ content: TRANSFER_ZONE_CONTENT, key: slugField(40), schema: ZoneFormSchema, create: createZone, update: updateZone, remove: (code) => deleteZones([code]) }))
  router.use(createAndEditRoutes({ content: TRANSFER_TOWN_CONTENT, schema: townFormSchema, create: createTown, update: updateTown, remove: (id) => deleteTowns([id]) }))
  router.use(createAndEditRoutes({ content: TRANSFER_VEHICLE_CONTENT, key: slugField(20), schema: VehicleFormSchema, create: createVehicle, update: updateVehicle, remove: (code) => deleteVehicles([code]) }))
  router.use(createAndEditRoutes({ content: TRANSFER_EXTRA_CONTENT, key: slugField(40), schema: ExtraFormSchema, create: createExtra, update: updateExtra }))
  router.use(createAndEditRoutes({ content: screen(SEASONS_PATH, 'transfer_seasons'), schema: SeasonFormSchema, create: createSeason, update: updateSeason, remove: (id) => deleteSeasons([id]) }))
  router.use(createAndEditRoutes({ content: screen(ROUTE_FARES_PATH, 'transfer_route_fares'), schema: routeFareFormSchema, create: createRouteFare, update: updateRouteFare, remove: (id) => deleteRouteFares([id]) }))

  const admin = requireRole(...PRICING_ROLES)
  router.post('/api/admin/transfers/zones/bulk-delete', admin, bulkDeleteKeys(slugField(40), (codes) => deleteZones(codes)))
  router.post('/api/admin/transfers/towns/bulk-delete', admin, bulkDelete((ids) => deleteTowns(ids)))
  router.post('/api/admin/transfers/vehicles/bulk-delete', admin, bulkDeleteKeys(slugField(20), (codes) => deleteVehicles(codes)))
  router.post('/api/admin/transfers/seasons/bulk-delete', admin, bulkDelete((ids) => deleteSeasons(ids)))
  router.post('/api/admin/transfers/routes/bulk-delete', admin, bulkDelete((ids) => deleteRouteFares(ids)))
  return router
}
