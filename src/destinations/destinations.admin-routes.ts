import { Router, type RequestHandler } from 'express'
import { z } from 'zod'
import { bulkDelete, formPost, IdParamSchema, jsonList } from '../admin/admin-routes'
import { NotFoundError } from '../server/errors'
import { createDestination, deleteDestinations, destinationFormSchema, destinationImageRefs, listDestinationsForAdmin, updateDestination } from './destinations.admin'
import { ZONES } from './destinations.schema'

export const ZoneFilterSchema = z.object({ zone: z.enum(ZONES).optional().catch(undefined) })

/** Staff writes for destinations (the pages under /admin/destinations are Vike's). Guarded in app.ts. */
export function destinationsAdminRouter(): Router {
  const router = Router()
  const createHandler: RequestHandler = async (req, res, next) =>
    formPost(destinationFormSchema(await destinationImageRefs()), async (data) => {
      await createDestination(data)
      return '/admin/destinations?saved=created'
    })(req, res, next)
  const updateHandler: RequestHandler = async (req, res, next) => {
    const parsed = IdParamSchema.safeParse(req.params)
    if (!parsed.success) throw new NotFoundError('Destination not found')
    const id = parsed.data.id
    return formPost(destinationFormSchema(await destinationImageRefs(id)), async (data) => {
      await updateDestination(id, data)
      return '/admin/destinations?saved=updated'
    })(req, res, next)
  }
  router.post('/admin/destinations/new', createHandler)
  router.post('/admin/destinations/edit/:id', updateHandler)
  router.get('/api/admin/destinations', jsonList((query, req) => listDestinationsForAdmin(req.lng, query, { zone: ZoneFilterSchema.parse(req.query).zone })))
  router.post('/api/admin/destinations/bulk-delete', bulkDelete((ids) => deleteDestinations(ids)))
  return router
}
