import { Router, type Request } from 'express'
import { z } from 'zod'
import type { AppContext } from '../config/app-context'
import { driverOfUser } from '../fleet/fleet.server'
import { ValidationError } from '../lib/errors'
import { IdNumberSchema, IdParamsSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { moveLeg, StaleLegError } from '../transfers/booking-changes.server'
import { recordCollectedOnBoard } from '../transfers/booking-edit-actions.server'
import { MoneyByHandTooLargeError } from '../payments/money-by-hand'
import { StatusMoveError } from '../transfers/booking-status'
import { LegStatusChangeSchema } from '../transfers/transfers.admin.server'
import { changeContext } from '../transfers/transfers.admin-routes'
import { driverViewPath } from './driver-view.server'

const DriverFieldSchema = z.object({ driver: IdNumberSchema.optional() })
const CollectedSchema = z.object({ method: z.enum(['cash', 'card_terminal']) })

/** Why a status button was refused, for the flash on the driver's view. */
function refusalOf(error: unknown): string | null {
  if (error instanceof StatusMoveError) return error.reason
  if (error instanceof StaleLegError) return 'stale'
  return null
}

/**
 * Whose jobs a post may touch, and the way back to the view it came from. A driver only their own:
 * any other leg answers 404 (a driver account without a record owns none, -1).
 */
async function driverScope(req: Request, driver: number | undefined): Promise<{ driverId: number | undefined; back: (params: Record<string, string>) => string }> {
  const viewer = { id: req.user!.id, role: req.user!.role }
  const driverId = viewer.role === 'driver' ? ((await driverOfUser(viewer.id))?.id ?? -1) : undefined
  return { driverId, back: (params) => driverViewPath(viewer, driver ?? null, params) }
}

/** The driver's phone view's status buttons: plain forms that post and come back with a flash (ADR 040). */
export function adminRoutes(ctx: Pick<AppContext, 'publicUrl' | 'secrets' | 'jobs' | 'env'>): Router {
  const router = Router()

  router.post('/admin/driver/legs/:id/status', requireRole(...CUSTOMER_DATA_ROLES, 'driver'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const parsed = LegStatusChangeSchema.and(DriverFieldSchema).safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ status: req.t('forms.errors.invalid') })
    const { driverId, back } = await driverScope(req, parsed.data.driver)
    try {
      await moveLeg(changeContext(req, ctx), id, parsed.data.status, { version: parsed.data.version, driverId })
      res.redirect(303, `${back({ saved: parsed.data.status })}#leg-${id}`)
    } catch (error) {
      const reason = refusalOf(error)
      if (!reason) throw error
      res.redirect(303, `${back({ refused: reason })}#leg-${id}`)
    }
  })

  // "Collected on board": what the booking owes, recorded as the driver's (cash or card terminal).
  router.post('/admin/driver/legs/:id/collected', requireRole(...CUSTOMER_DATA_ROLES, 'driver'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const parsed = CollectedSchema.and(DriverFieldSchema).safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ method: req.t('forms.errors.invalid') })
    const { driverId, back } = await driverScope(req, parsed.data.driver)
    try {
      await recordCollectedOnBoard(changeContext(req, ctx), id, parsed.data.method, { driverId, enteredBy: (name) => req.t('admin:takings.enteredBy', { name }) })
      res.redirect(303, `${back({ saved: 'collected' })}#leg-${id}`)
    } catch (error) {
      if (!(error instanceof MoneyByHandTooLargeError)) throw error
      res.redirect(303, `${back({ refused: 'nothing-owed' })}#leg-${id}`)
    }
  })

  return router
}
