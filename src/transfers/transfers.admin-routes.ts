import { Router, type Request } from 'express'
import { z } from 'zod'
import type { Actor } from '../audit/audit.server'
import type { AppContext } from '../config/app-context'
import { driverOfUser } from '../fleet/fleet.server'
import { fieldErrors, formValues, messageKey, renderForm } from '../lib/forms'
import { ValidationError } from '../lib/errors'
import { IdNumberSchema, IdParamsSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { changeBookingStatus, moveLeg, saveInternalNotes, StaleLegError, undoChange, UndoRefusedError, type ChangeContext } from './booking-changes.server'
import { StatusMoveError } from './booking-status'
import { gridFormValues, PricesFormSchemaFor, priceGrid, pricesFieldErrors, sameFare, savePrices } from './transfer-prices.admin.server'
import { BookingRulesFormSchema, closeOffice, MarkedDayRemovalSchema, MarkedDaySchema, reopenOffice, resumeSales, saveRules, stopSales, storedRulesFormValues } from './booking-rules.admin.server'
import { BookingStatusChangeSchema, InternalNotesSchema, LegStatusChangeSchema } from './transfers.admin.server'
import { transferT } from './transfers.routes'
import { BookingClosedError, editBooking, StaleBookingError } from './booking-edit.server'
import { createPhoneBooking } from './booking-edit-phone.server'
import { formatPrice } from '../i18n/format'
import { refundFlashParams } from '../payments/refund-outcome'
import { NothingToResendError, recordTransferMoneyByHand, refundByStaff, resendConfirmation } from './booking-edit-actions.server'
import { MoneyByHandSchema, MoneyByHandTooLargeError, moneyByHandTooLarge } from '../payments/money-by-hand'
import { RefundTooLargeError, StaffRefundSchema } from '../payments/staff-refund'
import { transferFieldErrors } from './field-errors'
import { vehicleNames } from './transfers.server'
import { bookingsCsv } from './booking-export.server'
import { BulkConfirmSchema, confirmBookings, listAddress } from './booking-bulk-confirm.server'
import { localParts } from '../lib/island-time'
import { mergedOrRefused } from '../content-kit/admin-routes'

/** Who is acting, for the history: the logged-in staff member (a driver as a driver). */
export function staffActor(req: Request): Actor {
  const user = req.user
  return { type: user?.role === 'driver' ? 'driver' : 'staff', userId: user?.id ?? null, name: user?.name || user?.email || 'staff' }
}

export function changeContext(req: Request, { publicUrl, secrets, jobs, env }: Pick<AppContext, 'publicUrl' | 'secrets' | 'jobs' | 'env'>): ChangeContext {
  return { publicUrl, secrets, jobs, env, tFor: transferT(req), actor: staffActor(req) }
}

/** A refused change, said in the staff member's language. */
export function refusalMessage(req: Request, error: unknown): string | null {
  if (error instanceof StatusMoveError) {
    const word = (s: string) => req.t([`admin:transferStatus.${s}`, `admin:legStatus.${s}`], { defaultValue: s })
    return req.t(`admin:transfersAdmin.refused.${error.reason}`, { from: word(error.from), to: word(error.to) })
  }
  if (error instanceof UndoRefusedError) return req.t(`admin:transfersAdmin.undoRefused.${error.reason}`)
  if (error instanceof StaleLegError) return req.t('admin:transfersAdmin.refused.stale')
  if (error instanceof RefundTooLargeError) return req.t('admin:bookingEdit.refund.tooMuch', { amount: formatPrice(error.refundableCents, error.currency, req.lng) })
  if (error instanceof NothingToResendError) return req.t('admin:bookingEdit.closed')
  return null
}

const IntentSchema = z.object({ intent: z.enum(['notes', 'status', 'leg-status', 'undo', 'refund', 'money', 'resend']) })

/** The staff booking form's messages: the public form's rules in the staff member's language, then staff's own. */
async function bookingFormErrors(req: Request, result: { requestIssues: z.core.$ZodIssue[]; staffIssues: z.core.$ZodIssue[] }): Promise<Record<string, string>> {
  const errors = transferFieldErrors(result.requestIssues, req.t, await vehicleNames(req.lng), { reader: 'staff' })
  for (const issue of result.staffIssues) {
    const field = String(issue.path[0] ?? '_')
    const code = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid'
    const params = issue.code === 'custom' ? issue.params : undefined
    errors[field] ??= req.t([`admin:bookingEdit.errors.${code}`, `admin:bookingEdit.refund.${code}`, messageKey(code)], params)
  }
  return errors
}
const LegIdSchema = z.object({ legId: IdNumberSchema })
const AuditIdSchema = z.object({ auditId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })

/** Staff writes for transfer bookings and the fare table (pages under /admin/transfers are Vike's). Guarded in app.ts. */
export function adminRoutes(ctx: Pick<AppContext, 'publicUrl' | 'secrets' | 'jobs' | 'env'>): Router {
  const router = Router()

  // ── Fares (admin only: each route declares it, ADR 019) ──
  router.post('/admin/transfers/prices', requireRole('admin'), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const grid = await priceGrid(req.lng)
    // Two admins on the fare table: each one's fares kept, a fare both changed refused (ADR 067).
    const merged = mergedOrRefused(req, next, gridFormValues(grid, req.lng), { same: sameFare })
    if (!merged) return
    const parsed = PricesFormSchemaFor(grid).safeParse(merged)
    if (!parsed.success) return renderForm(next, { values: formValues(body, ['_csrf']), errors: pricesFieldErrors(parsed.error, req.t) })
    await savePrices(grid, parsed.data)
    res.redirect(303, '/admin/transfers/prices?saved=updated')
  })

  // ── Booking rules, stopped sales, the office's closed days (admin only) ──
  // A day marked (sales stopped, office closed) or unmarked: one form each way, with its flash.
  const markedDays = {
    stop: { mark: stopSales, flash: 'stopped' },
    close: { mark: closeOffice, flash: 'closed' },
  } as const
  const unmarkedDays = {
    resume: { unmark: resumeSales, flash: 'resumed' },
    reopen: { unmark: reopenOffice, flash: 'reopened' },
  } as const
  router.post('/admin/transfers/settings', requireRole('admin'), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, ['_csrf'])
    const intent = String(body.intent ?? '')
    if (Object.hasOwn(markedDays, intent)) {
      const { mark, flash } = markedDays[intent as keyof typeof markedDays]
      const parsed = MarkedDaySchema.safeParse(body)
      if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
      await mark(parsed.data, req.user?.id ?? null)
      return res.redirect(303, `/admin/transfers/settings?saved=${flash}`)
    }
    if (Object.hasOwn(unmarkedDays, intent)) {
      const { unmark, flash } = unmarkedDays[intent as keyof typeof unmarkedDays]
      const parsed = MarkedDayRemovalSchema.safeParse(body)
      if (!parsed.success) throw new ValidationError({ day: req.t('forms.errors.date') })
      await unmark(parsed.data.day)
      return res.redirect(303, `/admin/transfers/settings?saved=${flash}`)
    }
    // Two admins on the rules: each one's changes kept, a rule both changed refused (ADR 067).
    const merged = mergedOrRefused(req, next, await storedRulesFormValues(), { errorField: (field) => (field.startsWith('officeClosed') ? 'officeClosedWeekdays' : field) })
    if (!merged) return
    const parsed = BookingRulesFormSchema.safeParse(merged)
    if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t, { ownKeys: 'admin:bookingRulesAdmin.errors.' }) })
    await saveRules(parsed.data)
    res.redirect(303, '/admin/transfers/settings?saved=updated')
  })

  // ── Bookings ──
  // The list as a spreadsheet, one row per leg, with the list's filters (before /:id: not a booking).
  router.get('/admin/transfers/export.csv', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const csv = await bookingsCsv(ctx, req.lng, req.query as Record<string, unknown>, req.t)
    const day = localParts(new Date()).date
    res
      .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="transfers-${day}.csv"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
      .send(csv)
  })

  // The list's ticked bookings on request, confirmed one by one; back on the same list (its
  // filters, sort and page, posted as `list`), which says how many and which were skipped and why.
  router.post('/admin/transfers/confirm-selected', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const parsed = BulkConfirmSchema.safeParse(body)
    if (!parsed.success) return res.redirect(303, listAddress(body.list, { confirmed: '0' }))
    const { confirmed, skipped, past } = await confirmBookings(changeContext(req, ctx), parsed.data.ids)
    const outcome: Record<string, string> = { confirmed: String(confirmed.length) }
    if (skipped.length) outcome.skipped = skipped.map((s) => `${s.reference}:${s.status}`).join(',')
    if (past.length) outcome.past = past.join(',')
    res.redirect(303, listAddress(body.list, outcome))
  })

  // A booking taken by phone, and a booking's edit (their pages re-render with the messages).
  router.post('/admin/transfers/new', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const result = await createPhoneBooking(changeContext(req, ctx), body)
    if (!result.ok) return renderForm(next, { values: formValues(body, ['_csrf']), errors: await bookingFormErrors(req, result) })
    res.redirect(303, `/admin/transfers/${result.id}?saved=created`)
  })

  router.post('/admin/transfers/:id/edit', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, ['_csrf'])
    try {
      const result = await editBooking(changeContext(req, ctx), id, body)
      if (!result.ok) return renderForm(next, { values, errors: await bookingFormErrors(req, result) })
      const { outcome } = result
      const params = new URLSearchParams({ saved: 'edited' })
      if (outcome.priceFromCents !== outcome.priceToCents) params.set('price', `${outcome.priceFromCents}-${outcome.priceToCents}`)
      if (outcome.unassigned) params.set('unassigned', '1')
      if (outcome.mailQueued) params.set('mail', '1')
      res.redirect(303, `/admin/transfers/${id}?${params}`)
    } catch (error) {
      if (error instanceof StaleBookingError) return renderForm(next, { values, errors: {}, message: req.t('admin:bookingEdit.stale') }, 409)
      if (error instanceof BookingClosedError) return renderForm(next, { values, errors: {}, message: req.t('admin:bookingEdit.closed') }, 409)
      throw error
    }
  })

  // The detail page posts to its own address (a refused change re-renders it with the reason):
  // intent=notes, status (confirm, decline, cancel), leg-status (a job along the road), undo.
  router.post('/admin/transfers/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    const intent = IntentSchema.safeParse(body)
    if (!intent.success) throw new ValidationError({ intent: req.t('forms.errors.invalid') })
    const change = changeContext(req, ctx)
    try {
      switch (intent.data.intent) {
        case 'notes': {
          const parsed = InternalNotesSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values: formValues(body, ['_csrf']), errors: fieldErrors(parsed.error, req.t) })
          await saveInternalNotes(change, id, parsed.data.internalNotes)
          return res.redirect(303, `/admin/transfers/${id}?saved=notes`)
        }
        case 'status': {
          const parsed = BookingStatusChangeSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values: formValues(body, ['_csrf']), errors: fieldErrors(parsed.error, req.t) })
          const { refund } = await changeBookingStatus(change, id, parsed.data.status, { note: parsed.data.note, refundCents: parsed.data.refund ? undefined : 0 })
          const params = new URLSearchParams({ saved: parsed.data.status, ...refundFlashParams(refund, 'EUR', req.lng) })
          return res.redirect(303, `/admin/transfers/${id}?${params}`)
        }
        case 'leg-status': {
          const parsed = LegStatusChangeSchema.and(LegIdSchema).safeParse(body)
          if (!parsed.success) throw new ValidationError({ status: req.t('forms.errors.invalid') })
          await moveLeg(change, parsed.data.legId, parsed.data.status, { version: parsed.data.version })
          return res.redirect(303, `/admin/transfers/${id}?saved=leg-${parsed.data.status}`)
        }
        case 'refund': {
          const parsed = StaffRefundSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values: formValues(body, ['_csrf']), errors: await bookingFormErrors(req, { requestIssues: [], staffIssues: parsed.error.issues }) })
          const refund = await refundByStaff(change, id, { amountCents: parsed.data.amount, reason: parsed.data.reason })
          const flash = refundFlashParams(refund, 'EUR', req.lng)
          const params = new URLSearchParams(refund.refundedCents > 0 ? { saved: 'refunded', ...flash } : flash)
          return res.redirect(303, `/admin/transfers/${id}?${params}`)
        }
        case 'money': {
          const values = formValues(body, ['_csrf'])
          const parsed = MoneyByHandSchema.safeParse(body)
          if (!parsed.success) return renderForm(next, { values, errors: await bookingFormErrors(req, { requestIssues: [], staffIssues: parsed.error.issues }) })
          try {
            await recordTransferMoneyByHand(change, id, parsed.data)
          } catch (error) {
            if (!(error instanceof MoneyByHandTooLargeError)) throw error
            const amount = moneyByHandTooLarge(req.t, error, 'EUR', req.lng)
            return renderForm(next, { values, errors: { amount }, message: amount }, 409)
          }
          return res.redirect(303, `/admin/transfers/${id}?saved=money-${parsed.data.direction}`)
        }
        case 'resend': {
          await resendConfirmation(change, id)
          return res.redirect(303, `/admin/transfers/${id}?saved=resent`)
        }
        case 'undo': {
          const parsed = AuditIdSchema.safeParse(body)
          if (!parsed.success) throw new ValidationError({ auditId: req.t('forms.errors.invalid') })
          await undoChange(change, parsed.data.auditId)
          return res.redirect(303, `/admin/transfers/${id}?saved=undone`)
        }
      }
    } catch (error) {
      const message = refusalMessage(req, error)
      if (!message) throw error
      return renderForm(next, { values: {}, errors: {}, message }, 409)
    }
  })

  // The dispatch board's and the driver's phone view's status buttons (JSON; a driver only their own jobs).
  router.post('/api/admin/transfers/legs/:id/status', requireRole('admin', 'dispatcher', 'driver'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const parsed = LegStatusChangeSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError({ status: req.t('forms.errors.invalid') })
    // A driver account without a driver record owns no job (-1 matches none).
    const driverId = req.user?.role === 'driver' ? ((await driverOfUser(req.user.id))?.id ?? -1) : undefined
    try {
      const { auditId, leg } = await moveLeg(changeContext(req, ctx), id, parsed.data.status, { version: parsed.data.version, driverId: driverId ?? undefined })
      res.json({ id, status: leg.status, version: leg.version, auditId })
    } catch (error) {
      const message = refusalMessage(req, error)
      if (!message) throw error
      res.status(409).json({ error: { code: 'conflict', message } })
    }
  })

  router.post('/api/admin/transfers/undo/:id', requireRole('admin', 'dispatcher', 'driver'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    try {
      const { subject } = await undoChange(changeContext(req, ctx), id)
      res.json({ undone: id, subject })
    } catch (error) {
      const message = refusalMessage(req, error)
      if (!message) throw error
      res.status(409).json({ error: { code: 'conflict', message } })
    }
  })

  return router
}
