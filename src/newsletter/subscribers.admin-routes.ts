import { Router } from 'express'
import { bulkDelete } from '../content-kit/admin-routes'
import { IdParamsSchema } from '../lib/params'
import { NotFoundError, ValidationError } from '../lib/errors'
import { renderForm } from '../lib/forms'
import { deleteSubscribers, SubscriberListQuerySchema, subscribersCsv } from './subscribers.admin.server'
import { requireRole } from '../lib/require-role'

/** Admin-only subscriber management (pages under /admin/subscribers are Vike's). Each route declares its role (ADR 019). */
export function adminRoutes(): Router {
  const router = Router()
  // The subscriber page's delete button, with a confirmation box to tick.
  router.post('/admin/subscribers/:id', requireRole('admin'), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    if (body.intent !== 'delete') throw new ValidationError({ intent: req.t('forms.errors.invalid') })
    if (body.confirm !== 'on') return renderForm(next, { values: {}, errors: { confirm: req.t('admin:subscribersAdmin.confirmRequired') } })
    const deleted = await deleteSubscribers([id])
    if (!deleted) throw new NotFoundError('No such subscriber')
    res.redirect(303, `/admin/subscribers?deleted=${deleted}`)
  })
  router.get('/api/admin/subscribers.csv', requireRole('admin'), async (req, res) => {
    const query = SubscriberListQuerySchema.parse(req.query)
    const csv = await subscribersCsv(query)
    const day = new Date().toISOString().slice(0, 10)
    res
      .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
      .send(`\uFEFF${csv}`)
  })
  router.post('/api/admin/subscribers/bulk-delete', requireRole('admin'), bulkDelete((ids) => deleteSubscribers(ids)))
  return router
}
