import { Router, type Request, type RequestHandler } from 'express'
import { z, type ZodType } from 'zod'
import { IdNumberSchema, IdParamsSchema } from '../lib/params'
import { ConflictError, ValidationError } from '../lib/errors'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { AccountFormSchema, createUserAsAdmin, deleteUsers, EditUserFormSchema, NewUserFormSchema, updateUserAsAdmin, USER_CONFLICTS } from './users.admin.server'
import { setOwnLanguage } from './users.server'
import { requireRole } from '../lib/require-role'
import { refusedAsStale } from '../content-kit/admin-routes'
import { STAFF_ROLES } from '../lib/roles'

/** The translated message of a users-area conflict (409). */
function conflictMessage(req: Request, code: string): { field: string; message: string } {
  if (code === USER_CONFLICTS.lastAdmin) return { field: 'role', message: req.t('admin:usersAdmin.errors.lastAdmin') }
  if (code === USER_CONFLICTS.self) return { field: 'role', message: req.t('admin:usersAdmin.errors.self') }
  return { field: 'email', message: req.t('admin:usersAdmin.errors.emailTaken') }
}

/** Like formPost, but a conflict gets its own message (taken e-mail, last admin). Passwords are never echoed back. */
function userFormPost<S extends ZodType>(schema: S, save: (data: z.infer<S>, req: Request) => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    const values = formValues(req.body, ['_csrf', 'password', 'newPassword'])
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
    try {
      res.redirect(303, await save(parsed.data, req))
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const { field, message } = conflictMessage(req, error.message)
      return renderForm(next, { values, errors: { [field]: message }, message }, 409)
    }
  }
}

const BulkIdsSchema = z.object({ ids: z.array(IdNumberSchema).min(1).max(500) })

/** Staff accounts (admin only, but for one's own account: each route declares it, ADR 019). Pages under /admin/users and /admin/account are Vike's. */
export function adminRoutes(): Router {
  const router = Router()
  // Every staff member's own choice: the language of the e-mails they receive.
  router.post(
    '/admin/account',
    requireRole(...STAFF_ROLES),
    userFormPost(AccountFormSchema, async (data, req) => {
      await setOwnLanguage(req.user!.id, data.language)
      return '/admin/account?saved=updated'
    }),
  )
  router.post(
    '/admin/users/new',
    requireRole('admin'),
    userFormPost(NewUserFormSchema, async (data) => {
      await createUserAsAdmin(data)
      return '/admin/users?saved=created'
    }),
  )
  const saveUser = userFormPost(EditUserFormSchema, async (data, req) => {
    await updateUserAsAdmin(IdParamsSchema.parse(req.params).id, data, { currentSessionId: req.sessionID })
    return '/admin/users?saved=updated'
  })
  router.post('/admin/users/:id/edit', requireRole('admin'), async (req, res, next) => {
    // Two admins on one account: the second save would undo the first's role or e-mail (ADR 067).
    const id = IdParamsSchema.safeParse(req.params)
    if (id.success && (await refusedAsStale({ table: 'users', key: 'id' }, id.data.id, req, next))) return
    return saveUser(req, res, next)
  })
  // The edit page's delete button (works without JavaScript).
  router.post('/admin/users/:id/delete', requireRole('admin'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    try {
      const deleted = await deleteUsers([id], req.user!.id)
      res.redirect(303, `/admin/users?deleted=${deleted}`)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      // Back to the edit page, which explains why (?refused=self|lastAdmin).
      res.redirect(303, `/admin/users/${id}/edit?refused=${error.message === USER_CONFLICTS.self ? 'self' : 'lastAdmin'}`)
    }
  })
  router.post('/api/admin/users/bulk-delete', requireRole('admin'), async (req, res) => {
    const parsed = BulkIdsSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ ids: req.t('forms.errors.invalid') })
    try {
      res.json({ deleted: await deleteUsers(parsed.data.ids, req.user!.id) })
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      throw new ConflictError(error.message, conflictMessage(req, error.message).message)
    }
  })
  return router
}
