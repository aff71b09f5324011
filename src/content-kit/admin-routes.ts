import { Router, type NextFunction, type Request, type RequestHandler } from 'express'
import { z, type ZodType } from 'zod'
import { requireRole } from '../lib/require-role'
import type { ContentType } from './content-type'
import { ConflictError, NotFoundError, RefusedError, TakenError, ValidationError } from '../lib/errors'
import { fieldErrors, formValues, renderForm, type FormState } from '../lib/forms'
import { IdNumberSchema, IdSchema } from '../lib/params'
import { formatDateTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { VERSION_FIELD } from './edit-version'
import { newerVersion, type VersionedTable } from './edit-version.server'
import { mergeFields, OPENED_FIELD, openedValue, type SameValue } from './field-merge'

/** A refusal in the reader's words: on its field, or for the whole form. */
function refusedForm(error: RefusedError, req: Request, values: Record<string, string>): FormState {
  const message = req.t(error.key, error.params)
  return error.field ? { values, errors: { [error.field]: message } } : { values, errors: {}, message }
}

/**
 * A content form's POST (post/redirect/get): zod validation with field errors in the staff
 * member's language, a unique-value clash (TakenError) shown on its field, a rule of the stored
 * data (RefusedError) on its field or the form, and on success a redirect with a saved message.
 */
export function formPost<S extends ZodType>(schema: S, save: (data: z.infer<S>, req: Request) => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    const values = formValues(req.body, ['_csrf'])
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
    try {
      res.redirect(303, await save(parsed.data, req))
    } catch (error) {
      if (error instanceof RefusedError) return renderForm(next, refusedForm(error, req, values), error.status)
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
    try {
      res.json({ deleted: await remove(parsed.data[field] as K[], req) })
    } catch (error) {
      // The grid shows the message: which item is still in use, and why.
      if (error instanceof RefusedError) throw new ConflictError(error.message, req.t(error.key, error.params))
      throw error
    }
  }
}

/** POST { ids } → { deleted }: the grids' bulk delete. */
export function bulkDelete(remove: (ids: number[], req: Request) => Promise<number>): RequestHandler {
  return bulkDeleteOf('ids', IdNumberSchema, remove)
}

/** POST { keys } → { deleted }: bulk delete of a grid whose rows are keyed by strings (SEO page keys). */
export function bulkDeleteKeys(key: ZodType<string>, remove: (keys: string[], req: Request) => Promise<number>): RequestHandler {
  return bulkDeleteOf('keys', key, remove)
}

/**
 * Refuses an edit form sent over someone else's newer save of the item (ADR 067): the form comes
 * back as typed, now carrying the newer version, so saving again is a choice to replace it. True
 * when refused; a type without a table (or an item without `updated_at`) is never refused.
 */
export async function refusedAsStale(content: Partial<VersionedTable>, key: string | number, req: Request, next: NextFunction): Promise<boolean> {
  const { table, key: keyColumn, counter } = content
  const conflict = table && keyColumn ? await newerVersion({ table, key: keyColumn, counter }, key, (req.body as Record<string, unknown> | undefined)?.[VERSION_FIELD]) : null
  if (!conflict) return false
  // A typed password is never written back into a page.
  const values = { ...formValues(req.body, ['_csrf', 'password', 'newPassword']), [VERSION_FIELD]: conflict.savedAt }
  const message = conflict.at ? req.t('admin:form.editConflict', { time: formatDateTime(conflict.at, req.lng as Language) }) : req.t('admin:form.editConflictUntimed')
  renderForm(next, { values, errors: {}, message }, 409)
  return true
}

/**
 * A settings or grid form merged with what was saved since it was opened (field-merge.ts): the
 * body to validate and save, or null when fields both people changed are refused. The form then
 * comes back (409) with those fields marked, saying what is stored now, and every other field as
 * it is stored now; saving it again replaces the marked ones on purpose.
 */
export function mergedOrRefused(
  req: Request,
  next: NextFunction,
  current: Record<string, string>,
  { same, secret = [], errorField = (field: string) => field }: { same?: SameValue; secret?: string[]; errorField?: (field: string) => string } = {},
): Record<string, unknown> | null {
  const merge = mergeFields((req.body ?? {}) as Record<string, unknown>, current, same)
  if (!merge.conflicts.length) return merge.body
  const shown = (value: string) => (value === '' ? req.t('admin:form.emptyValue') : value === 'on' ? req.t('admin:form.tickedValue') : value)
  const errors: Record<string, string> = {}
  for (const field of merge.conflicts) errors[errorField(field)] ??= req.t('admin:form.changedMeanwhile', { value: shown(current[field] ?? '') })
  renderForm(next, { values: { ...formValues(merge.body, ['_csrf', ...secret]), [OPENED_FIELD]: openedValue(merge.opened) }, errors, message: req.t('admin:form.editMerged') }, 409)
  return null
}

/**
 * The two form POSTs of an editable list: `{base}/new` and `{base}/edit/:id` (a key that does not
 * parse is a 404; by default the key is a database id), each redirecting to the list with its
 * saved message. The schema may be built per request when it checks references (the trip types,
 * images… that exist right now). With `remove`, the edit form's button `intent=delete` deletes the
 * item (the list says so); a RefusedError shows the edit page again with the reason. Every route
 * carries the resource's role declaration (ADR 019).
 */
export function createAndEditRoutes<S extends ZodType, K extends string | number = number>(resource: {
  /**
   * The content type's declaration: the screens' address and who may create and edit (requireRole
   * on both routes); with its table and key, a save over a newer one is refused (edit-version.ts).
   */
  content: Pick<ContentType, 'admin'> & Partial<Pick<ContentType, 'table' | 'key'>>
  /** The item's key in the address (default: a database id). */
  key?: ZodType<K>
  schema: S | ((key?: K) => Promise<S>)
  create: (data: z.infer<S>, req: Request) => Promise<unknown>
  update: (key: K, data: z.infer<S>, req: Request) => Promise<unknown>
  remove?: (key: K) => Promise<number>
}): Router {
  const router = Router()
  const { path: base, roles } = resource.content.admin
  const keySchema = (resource.key ?? IdSchema) as ZodType<K>
  const schemaFor = async (key?: K) => (typeof resource.schema === 'function' ? resource.schema(key) : resource.schema)
  router.post(`${base}/new`, requireRole(...roles), async (req, res, next) =>
    formPost(await schemaFor(), async (data) => {
      await resource.create(data, req)
      return `${base}?saved=created`
    })(req, res, next),
  )
  router.post(`${base}/edit/:id`, requireRole(...roles), async (req, res, next) => {
    const parsed = keySchema.safeParse(req.params.id)
    if (!parsed.success) throw new NotFoundError()
    const key = parsed.data
    if (resource.remove && (req.body as { intent?: unknown } | undefined)?.intent === 'delete') {
      try {
        if (!(await resource.remove(key))) throw new NotFoundError()
      } catch (error) {
        if (error instanceof RefusedError) return renderForm(next, refusedForm(error, req, formValues(req.body, ['_csrf', 'intent'])), error.status)
        throw error
      }
      return res.redirect(303, `${base}?deleted=1`)
    }
    if (await refusedAsStale(resource.content, key, req, next)) return
    return formPost(await schemaFor(key), async (data) => {
      await resource.update(key, data, req)
      return `${base}?saved=updated`
    })(req, res, next)
  })
  return router
}
