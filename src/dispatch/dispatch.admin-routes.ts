import { Router, type Request } from 'express'
import { z } from 'zod'
import type { AppContext } from '../config/app-context'
import { ValidationError } from '../lib/errors'
import { IdParamsSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { StaleLegError } from '../transfers/booking-changes.server'
import { staffActor } from '../transfers/transfers.admin-routes'
import { AssignmentConflictError, assignLeg } from './assignment.server'
import { DAY_JSON_PATH, DISPATCH_PATH } from './board'
import { conflictsFor, dayBoard } from './board.server'
import { BoardDateSchema, BoardFilterShape, boardAddress } from './board-query'

/** The board, its JSON and the assignments are the dispatcher's (and the admin's): ADR 038, 039. */
const DISPATCH_ROLES = CUSTOMER_DATA_ROLES

/** An id from a select: empty is "nobody". */
const optionalId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? null : String(v)))
  .pipe(z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2_147_483_647)).nullable())

export const AssignmentSchema = z.object({
  driverId: optionalId,
  vehicleId: optionalId,
  version: z.coerce.number().int().min(1).max(2_147_483_647),
})

/** Where the no-JavaScript form returns to: the board the dispatcher was on. */
const ReturnSchema = z.object({ date: BoardDateSchema, view: z.enum(['day', 'week']).optional().catch(undefined), ...BoardFilterShape })

/** A refused assignment in the staff member's words (null: not a refusal). */
function refusal(req: Request, error: unknown): { code: string; message: string; params: Record<string, string | number> } | null {
  if (error instanceof AssignmentConflictError) return { code: error.reason, message: req.t(`admin:dispatchAdmin.conflicts.${error.reason}`, error.params), params: error.params }
  if (error instanceof StaleLegError) return { code: 'stale', message: req.t('admin:dispatchAdmin.conflicts.stale'), params: {} }
  return null
}

/**
 * The dispatch board's writes and its JSON (docs/decisions/039): the assignment form (without
 * JavaScript: post, then back to the board with what happened), the island's JSON assignment
 * (409 with the reason), and the day's board it polls. The pages are Vike's. Guarded in app.ts.
 */
export function adminRoutes(ctx: Pick<AppContext, 'publicUrl' | 'secrets'>): Router {
  const router = Router()
  const parseAssignment = (req: Request) => {
    const parsed = AssignmentSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ driverId: req.t('forms.errors.invalid') })
    return parsed.data
  }

  router.post(`${DISPATCH_PATH}/legs/:id/assign`, requireRole(...DISPATCH_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const { date, view, ...filter } = ReturnSchema.parse(req.body ?? {})
    const back = { date, view, filter }
    const assignment = parseAssignment(req)
    try {
      await assignLeg({ actor: staffActor(req) }, id, assignment)
      res.redirect(303, boardAddress(ctx.secrets, { ...back, flash: { assigned: id } }))
    } catch (error) {
      const refused = refusal(req, error)
      if (!refused) throw error
      res.redirect(303, boardAddress(ctx.secrets, { ...back, flash: { refused: refused.code, leg: id, params: refused.params } }))
    }
  })

  router.post(`/api${DISPATCH_PATH}/legs/:id/assign`, requireRole(...DISPATCH_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const assignment = parseAssignment(req)
    try {
      const { leg, auditId } = await assignLeg({ actor: staffActor(req) }, id, assignment)
      res.json({ id, driverId: leg.driverId, vehicleId: leg.vehicleId, version: leg.version, auditId })
    } catch (error) {
      const refused = refusal(req, error)
      if (!refused) throw error
      res.status(409).json({ error: { code: 'conflict', reason: refused.code, message: refused.message } })
    }
  })

  router.get(DAY_JSON_PATH, requireRole(...DISPATCH_ROLES), async (req, res) => {
    const { date } = ReturnSchema.parse(req.query)
    res.set('Cache-Control', 'no-store').json(await dayBoard(ctx, date, req.lng, req.t))
  })

  // What the day's assignments break now (a day off added after the assignment, passengers added…).
  router.get(`/api${DISPATCH_PATH}/conflicts`, requireRole(...DISPATCH_ROLES), async (req, res) => {
    const { date } = ReturnSchema.parse(req.query)
    res.set('Cache-Control', 'no-store').json({ date, conflicts: await conflictsFor(date) })
  })

  return router
}
