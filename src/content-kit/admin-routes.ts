import { Router, type Request, type RequestHandler } from 'express'
import { z, type ZodType } from 'zod'
import { requireRole } from '../lib/require-role'
import type { ContentType } from './content-type'
import { NotFoundError, TakenError, ValidationError } from '../lib/errors'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { IdParamsSchema } from '../lib/params'

/**
 * A content form's POST (post/redirect/get): zod validation with field errors in the staff
 * member's language, a unique-value clash (TakenError) shown on its field, and on success a redirect with a saved message.
 */
export function formPost<S extends ZodType>(schema: S, save: (data: z.infer<S>, req: Request) => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    const values = formValues(req.body, ['_csrf'])
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
    try {
      res.redirect(303, await save(parsed.data, req))
    } catch (error) {
      if (!(error instanceof TakenError)) throw error
      return renderForm(next, { values, errors: { [error.field]: req.t('forms.errors.taken') } }, 409)
    }
  }
}

function bulkDeleteOf<K>(field: 'ids' | 'keys', item: ZodType<K>, remove: (keys: K[], req: Request) => Promise<number>): RequestHandler {
  const schema = z.object({ [field]: z.array(item).min(1).max(500) })
  return async (req, res) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ [field]: req.t('forms.errors.invalid') })
    res.json({ deleted: await remove(parsed.data[field] as K[], req) })
  }
}

/** POST { ids } → { deleted }: the grids' bulk delete. */
export function bulkDelete(remove: (ids: number[], req: Request) => Promise<number>): RequestHandler {
  return bulkDeleteOf('ids', z.coerce.number().int().positive(), remove)
}

/** POST { keys } → { deleted }: bulk delete of a grid whose rows are keyed by strings (SEO page keys). */
export function bulkDeleteKeys(key: ZodType<string>, remove: (keys: string[], req: Request) => Promise<number>): RequestHandler {
  return bulkDeleteOf('keys', key, remove)
}

/**
 * The two form POSTs of an editable list: `{base}/new` and `{base}/edit/:id` (an id that is not
 * a number is a 404), each redirecting to the list with its saved message. The schema may be
 * built per request when it checks references (the trip types, images… that exist right now).
 * Both routes carry the resource's role declaration (ADR 019).
 */
export function createAndEditRoutes<S extends ZodType>(resource: {
  /** The content type's declaration: the screens' address and who may create and edit (requireRole on both routes). */
  content: Pick<ContentType, 'admin'>
  schema: S | ((id?: number) => Promise<S>)
  create: (data: z.infer<S>, req: Request) => Promise<unknown>
  update: (id: number, data: z.infer<S>, req: Request) => Promise<unknown>
}): Router {
  const router = Router()
  const { path: base, roles } = resource.content.admin
  const schemaFor = async (id?: number) => (typeof resource.schema === 'function' ? resource.schema(id) : resource.schema)
  router.post(`${base}/new`, requireRole(...roles), async (req, res, next) =>
    formPost(await schemaFor(), async (data) => {
      await resource.create(data, req)
      return `${base}?saved=created`
    })(req, res, next),
  )
  router.post(`${base}/edit/:id`, requireRole(...roles), async (req, res, next) => {
    const parsed = IdParamsSchema.safeParse(req.params)
    if (!parsed.success) throw new NotFoundError()
    const { id } = parsed.data
    return formPost(await schemaFor(id), async (data) => {
      await resource.update(id, data, req)
      return `${base}?saved=updated`
    })(req, res, next)
  })
  return router
}
