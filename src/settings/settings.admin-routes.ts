import { Router, type RequestHandler } from 'express'
import type { ZodType, z } from 'zod'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { parseBusinessForm } from './business.schema'
import { BUSINESS_VERSION, saveBusinessSettings } from './business.server'
import { EmailSettingsFormSchema } from './email-settings.schema'
import { saveEmailSettings, storedEmailFormValues, type MailSettingsContext } from './email-settings.server'
import { SECRET_API_KEYS } from './api-keys.schema'
import { ApiKeysFormSchema, saveApiKeysForm, sendTestEmail } from './settings.admin.server'
import { requireRole } from '../lib/require-role'
import { mergedOrRefused, refusedAsStale } from '../content-kit/admin-routes'

/** A settings form's POST: like formPost, but secrets are never echoed back into the page. */
function settingsPost<S extends ZodType>(schema: S, secretFields: string[], save: (data: z.infer<S>) => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    const values = formValues(req.body, ['_csrf', ...secretFields])
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
    res.redirect(303, await save(parsed.data))
  }
}

/** Business contact settings, e-mail server and API keys (admin only: each route declares it, ADR 019). The GET pages are Vike's. */
export function adminRoutes(ctx: MailSettingsContext): Router {
  const router = Router()
  router.post('/admin/business', requireRole('admin'), async (req, res, next) => {
    // Two admins on the business details: the second save would undo the first's (ADR 067).
    if (await refusedAsStale(BUSINESS_VERSION, BUSINESS_VERSION.id, req, next)) return
    const result = parseBusinessForm(req.body, req.t)
    if (!result.ok) return renderForm(next, { values: formValues(req.body, ['_csrf']), errors: result.errors })
    await saveBusinessSettings(result.data)
    res.redirect(303, '/admin/business?saved=updated')
  })
  const saveEmail = settingsPost(EmailSettingsFormSchema, ['password'], async (data) => {
    await saveEmailSettings(ctx.secrets, data)
    return '/admin/email-settings?saved=updated'
  })
  router.post('/admin/email-settings', requireRole('admin'), async (req, res, next) => {
    // Two admins on the mail server: each one's changes kept, a field both changed refused (ADR 067).
    const merged = mergedOrRefused(req, next, await storedEmailFormValues(), { secret: ['password'] })
    if (!merged) return
    req.body = merged
    return saveEmail(req, res, next)
  })
  router.post('/admin/email-settings/test', requireRole('admin'), async (req, res) => {
    const outcome = await sendTestEmail(ctx, req.user!.email, req.lng, req.t)
    res.redirect(303, `/admin/email-settings?test=${outcome.status}${'mailId' in outcome ? `&mail=${outcome.mailId}` : ''}`)
  })
  router.post(
    '/admin/api-keys',
    requireRole('admin'),
    settingsPost(ApiKeysFormSchema, [...SECRET_API_KEYS], async (data) => {
      await saveApiKeysForm(ctx.secrets, data)
      return '/admin/api-keys?saved=updated'
    }),
  )
  return router
}
