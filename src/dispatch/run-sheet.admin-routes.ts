import { Router, type Request } from 'express'
import type { ZodError } from 'zod'
import type { AppContext } from '../config/app-context'
import { driverOfUser } from '../fleet/fleet.server'
import { staffReaderOf } from '../documents/document-reader'
import { sendDownload } from '../lib/download'
import { NotFoundError, ValidationError } from '../lib/errors'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { MANIFEST_PATH, RUN_SHEET_PATH } from './run-sheet-paths'
import { ManifestQuerySchema, manifestPdf, RunSheetQuerySchema, runSheetPdf } from './run-sheet.server'

/** A bad query: 400, saying which field and why, in the reader's words (the screen's language, as the PDF would be). */
function queryRefused(req: Request, error: ZodError): ValidationError {
  const { t } = staffReaderOf(req)
  const fields = Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), t(`admin:runSheet.invalid.${String(issue.path[0])}`)]))
  return new ValidationError(fields, Object.values(fields).join(' '))
}

/** The printed day (ADR 040): a driver's run sheet, the day's manifest. */
export function adminRoutes(ctx: Pick<AppContext, 'publicUrl' | 'secrets'>): Router {
  const router = Router()

  // Dispatchers print any driver's day; a driver only their own (another's is as good as missing).
  router.get(RUN_SHEET_PATH, requireRole(...CUSTOMER_DATA_ROLES, 'driver'), async (req, res) => {
    const parsed = RunSheetQuerySchema.safeParse(req.query)
    if (!parsed.success) throw queryRefused(req, parsed.error)
    if (req.user?.role === 'driver' && (await driverOfUser(req.user.id))?.id !== parsed.data.driver) throw new NotFoundError('Driver not found')
    sendDownload(res, await runSheetPdf(ctx, parsed.data, staffReaderOf(req)), 'inline')
  })

  router.get(MANIFEST_PATH, requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const parsed = ManifestQuerySchema.safeParse(req.query)
    if (!parsed.success) throw queryRefused(req, parsed.error)
    sendDownload(res, await manifestPdf(ctx, parsed.data, staffReaderOf(req)), 'inline')
  })

  return router
}
