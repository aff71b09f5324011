import busboy from 'busboy'
import { Router, type Request } from 'express'
import type { AppContext } from '../config/app-context'
import { getWebVitalsReport } from '../rum/rum.admin.server'
import { WebVitalsQuerySchema } from '../rum/rum.schema'
import { AppError, ValidationError } from '../lib/errors'
import { exportContent, importContent, ImportRefusedError } from './content-transfer'
import { describeImportIssue } from './import-issues'
import { importIssuesParam } from './import-problems'
import { clearImageCache, imageCacheRebuildStatus, startImageCacheRebuild } from './image-cache'
import { getPerformanceSnapshot } from './performance.server'
import { clearCaches, rebuildSitemap } from './utilities.server'
import { requireRole, startedByOf } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { sendDownload } from '../lib/download'
import { TAKINGS_CSV_PATH, TakingsQuerySchema } from './takings-query'
import { takingsCsv } from './takings.server'

const MAX_IMPORT_BYTES = 25 * 1024 * 1024

/** The uploaded file of a multipart form (field "file"), as text. */
function readUpload(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 10 } })
    } catch {
      return reject(new ValidationError({ file: 'malformed upload' }))
    }
    const parts: Buffer[] = []
    let received = false
    let tooLarge = false
    parser.on('file', (_name, stream) => {
      received = true
      stream.on('data', (chunk: Buffer) => parts.push(chunk))
      stream.on('limit', () => (tooLarge = true))
    })
    parser.on('error', () => reject(new ValidationError({ file: 'malformed upload' })))
    parser.on('close', () => {
      if (tooLarge) return reject(new AppError(413, 'too_large', 'The file is too large', { file: 'too large' }))
      if (!received || !parts.length) return reject(new ValidationError({ file: 'no file' }))
      resolve(Buffer.concat(parts).toString('utf8'))
    })
    req.pipe(parser)
  })
}

async function importText(req: Request): Promise<string> {
  if (req.is('multipart/form-data')) return readUpload(req)
  if (req.is('application/json')) return JSON.stringify(req.body ?? null)
  throw new ValidationError({ file: 'expected a multipart upload or JSON' })
}

const total = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0)

/** Performance (metrics JSON) and utilities (caches, sitemap, export/import). Admins only. */
export function adminRoutes({ publicUrl, images, metrics, knex, jobs }: Pick<AppContext, 'publicUrl' | 'images' | 'metrics' | 'knex' | 'jobs'>): Router {
  const router = Router()

  router.get('/api/admin/metrics', requireRole('admin'), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await getPerformanceSnapshot({ metrics, knex }))
  })
  router.get('/api/admin/metrics/web-vitals', requireRole('admin'), async (req, res) => {
    const { pageType } = WebVitalsQuerySchema.parse(req.query)
    res.set('Cache-Control', 'private, no-store').json(await getWebVitalsReport({ pageType }))
  })

  router.post('/admin/utilities/clear-caches', requireRole('admin'), (_req, res) => {
    const { htmlEntries } = clearCaches()
    res.redirect(303, `/admin/utilities?done=caches&count=${htmlEntries}`)
  })
  router.post('/admin/utilities/rebuild-sitemap', requireRole('admin'), async (req, res) => {
    const { urls } = await rebuildSitemap(publicUrl)
    res.redirect(303, `/admin/utilities?done=sitemap&count=${urls}`)
  })
  router.post('/admin/utilities/clear-image-cache', requireRole('admin'), async (_req, res) => {
    const { files } = await clearImageCache(images)
    res.redirect(303, `/admin/utilities?done=images&count=${files}`)
  })
  // Queued once for all instances (ADR 060): a click while a rebuild is under way shows that one.
  router.post('/admin/utilities/rebuild-image-cache', requireRole('admin'), async (req, res) => {
    await startImageCacheRebuild({ knex, jobs }, startedByOf(req))
    res.redirect(303, '/admin/utilities#image-cache')
  })
  router.get('/api/admin/utilities/image-cache-rebuild', requireRole('admin'), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await imageCacheRebuildStatus(knex))
  })
  router.post('/api/admin/utilities/image-cache-rebuild', requireRole('admin'), async (req, res) => {
    const { started, task } = await startImageCacheRebuild({ knex, jobs }, startedByOf(req))
    res.status(started ? 202 : 200).json(task)
  })

  // The day's takings as a spreadsheet, for the accountant (docs/decisions/076).
  router.get(TAKINGS_CSV_PATH, requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const { date } = TakingsQuerySchema.parse(req.query)
    sendDownload(res, { filename: `takings-${date}.csv`, contentType: 'text/csv; charset=utf-8', content: Buffer.from(await takingsCsv(date)) })
  })

  router.get('/api/admin/export.json', requireRole('admin'), async (_req, res) => {
    const file = await exportContent()
    const name = `menorca-content-${file.exportedAt.slice(0, 10)}.json`
    res.set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `attachment; filename="${name}"` }).type('application/json').send(JSON.stringify(file, null, 2))
  })

  // The no-JS form: multipart to /admin/utilities?_csrf=… (the token cannot be read from a multipart body before it is parsed).
  // A refusal redirects too, so the token leaves the address bar; why, and the first problems, travel in the address
  // as codes, for the page to say in the staff member's language.
  router.post('/admin/utilities', requireRole('admin'), async (req, res) => {
    try {
      const { tables } = await importContent(await importText(req))
      res.redirect(303, `/admin/utilities?done=import&count=${total(tables)}`)
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error
      const reason = error instanceof ImportRefusedError ? error.reason : 'unreadable'
      const issues = error instanceof ImportRefusedError ? importIssuesParam(error.problems) : ''
      res.redirect(303, `/admin/utilities?${new URLSearchParams({ importFailed: reason, issues })}`)
    }
  })
  router.post('/api/admin/import', requireRole('admin'), async (req, res) => {
    try {
      const { tables } = await importContent(await importText(req))
      res.json({ imported: tables, total: total(tables) })
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error
      const why = req.t(`admin:utilitiesAdmin.importProblems.${error.reason}`)
      const problems = error.problems.slice(0, 10).map((p) => describeImportIssue(p, req.t))
      throw new ValidationError({ file: problems.join('\n') || why }, why)
    }
  })
  return router
}
