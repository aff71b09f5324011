import { Router, type Request } from 'express'
import type { ServiceContext } from '../config/app-context'
import { IdParamsSchema } from '../lib/params'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { ValidationError } from '../lib/errors'
import {
  changeTransferStatus,
  InternalNotesSchema,
  saveInternalNotes,
  StatusChangeSchema,
  TransitionError,
  type StatusChangeContext,
} from './transfers.admin.server'
import { PricesFormSchemaFor, priceGrid, savePrices, pricesFieldErrors } from './transfer-prices.admin.server'
import { requireRole } from '../lib/require-role'

function statusContext(req: Request, { publicUrl, secrets }: ServiceContext): StatusChangeContext {
  return { tFor: (lng) => req.i18n.getFixedT(lng, 'airport-transfers'), publicUrl, secrets }
}

function transitionMessage(req: Request, error: TransitionError): string {
  return req.t('admin:transfersAdmin.invalidTransition', { from: req.t(`admin:transferStatus.${error.from}`), to: req.t(`admin:transferStatus.${error.to}`) })
}

/** Staff writes for transfer requests and the fare table (pages under /admin/transfers are Vike's). Guarded in app.ts. */
export function adminRoutes(ctx: ServiceContext): Router {
  const router = Router()

  // ── Fares (admin only: each route declares it, ADR 019) ──
  router.post('/admin/transfers/prices', requireRole('admin'), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const grid = await priceGrid()
    const parsed = PricesFormSchemaFor(grid).safeParse(body)
    if (!parsed.success) return renderForm(next, { values: formValues(body, ['_csrf']), errors: pricesFieldErrors(parsed.error, req.t) })
    await savePrices(grid, parsed.data)
    res.redirect(303, '/admin/transfers/prices?saved=updated')
  })

  // ── Requests ──
  // The detail page posts to its own address (so a refused change re-renders it with the message):
  // intent=notes saves the internal notes, intent=status moves the request along its lifecycle.
  router.post('/admin/transfers/:id', requireRole('admin', 'editor'), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    if (body.intent === 'notes') {
      const parsed = InternalNotesSchema.safeParse(body)
      if (!parsed.success) return renderForm(next, { values: formValues(body, ['_csrf']), errors: fieldErrors(parsed.error, req.t) })
      await saveInternalNotes(id, parsed.data.internalNotes)
      return res.redirect(303, `/admin/transfers/${id}?saved=notes`)
    }
    const parsed = StatusChangeSchema.safeParse(body)
    if (!parsed.success) throw new ValidationError({ status: req.t('forms.errors.invalid') })
    try {
      await changeTransferStatus(id, parsed.data.status, statusContext(req, ctx))
    } catch (error) {
      if (!(error instanceof TransitionError)) throw error
      return renderForm(next, { values: {}, errors: {}, message: transitionMessage(req, error) }, 409)
    }
    res.redirect(303, `/admin/transfers/${id}?saved=${parsed.data.status}`)
  })
  router.post('/api/admin/transfers/:id/status', requireRole('admin', 'editor'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const parsed = StatusChangeSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ status: req.t('forms.errors.invalid') })
    try {
      await changeTransferStatus(id, parsed.data.status, statusContext(req, ctx))
    } catch (error) {
      if (error instanceof TransitionError) {
        return res.status(409).json({ error: { code: 'conflict', message: transitionMessage(req, error) } })
      }
      throw error
    }
    res.json({ id, status: parsed.data.status })
  })
  return router
}
