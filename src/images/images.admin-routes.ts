import { Router } from 'express'
import { bulkDelete, formPost } from '../content-kit/admin-routes'
import { IdParamsSchema } from '../lib/params'
import type { ImageStorage } from '../lib/data-dir'
import { AppError } from '../lib/errors'
import { addUploadsToLibrary, deleteImage, deleteImages, ImageAltFormSchema, ImageInUseError, ImageRotateFormSchema, rotateImage, updateImageAlt } from './images.admin.server'
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, receiveImageUploads, UploadError, UploadTooLargeError } from './upload'
import { listWebpCandidates, parseConvertForm, previewWebp, startWebpConversion, webpConversionStatus, WebpConvertSchema, WebpPreviewSchema } from './webp.admin.server'
import { requireRole, startedByOf } from '../lib/require-role'
import type { JobQueue } from '../jobs/job-queue'
import type { Knex } from 'knex'

const UPLOAD_LIMITS = { maxBytes: DEFAULT_MAX_BYTES, maxFiles: DEFAULT_MAX_FILES }

/**
 * The image library and the WebP converter (pages under /admin/images and /admin/webp-converter
 * are Vike's). Multipart bodies are read only here, by receiveImageUploads, with their own
 * limits (15 MB per file); the app's global 100 KB limit covers JSON and urlencoded bodies only.
 */
export function adminRoutes({ images, knex, jobs }: { images: ImageStorage; knex: Knex; jobs: JobQueue }): Router {
  const router = Router()

  // JSON upload (the island: XMLHttpRequest with progress, X-CSRF-Token header).
  router.post('/api/admin/images', requireRole('admin', 'editor'), async (req, res) => {
    const { files } = await receiveImageUploads(req, UPLOAD_LIMITS)
    res.status(201).json({ images: await addUploadsToLibrary(images, files) })
  })

  // The same upload as a plain form (no JavaScript): the token is in the action's query string.
  router.post('/admin/images/upload', requireRole('admin', 'editor'), async (req, res) => {
    try {
      const { files } = await receiveImageUploads(req, UPLOAD_LIMITS)
      const rows = await addUploadsToLibrary(images, files)
      res.redirect(303, `/admin/images?uploaded=${rows.length}`)
    } catch (error) {
      if (error instanceof UploadTooLargeError) return res.redirect(303, '/admin/images?uploadError=tooLarge')
      if (error instanceof UploadError) return res.redirect(303, `/admin/images?uploadError=${error.reason}`)
      throw error
    }
  })

  router.post(
    '/admin/images/:id',
    requireRole('admin', 'editor'),
    formPost(ImageAltFormSchema, async (data, req) => {
      const { id } = IdParamsSchema.parse(req.params)
      await updateImageAlt(id, data)
      return `/admin/images/${id}?saved=updated`
    }),
  )

  // The two buttons of the image's page: anything else is a 400, not a form to show again.
  router.post('/admin/images/:id/rotate', requireRole('admin', 'editor'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const { turn } = ImageRotateFormSchema.parse(req.body ?? {})
    await rotateImage(images, id, turn)
    res.redirect(303, `/admin/images/${id}?saved=updated`)
  })

  router.post('/admin/images/:id/delete', requireRole('admin', 'editor'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    try {
      await deleteImage(images, id)
      res.redirect(303, '/admin/images?deleted=1')
    } catch (error) {
      if (error instanceof ImageInUseError) return res.redirect(303, `/admin/images/${id}?inUse=1`)
      throw error
    }
  })

  router.delete('/api/admin/images/:id', requireRole('admin', 'editor'), async (req, res) => {
    await deleteImage(images, IdParamsSchema.parse(req.params).id)
    res.status(204).end()
  })
  router.post('/api/admin/images/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteImages(images, ids)))

  // WebP converter
  router.post('/api/admin/webp/preview', requireRole('admin', 'editor'), async (req, res) => {
    res.json(await previewWebp(images, WebpPreviewSchema.parse(req.body ?? {})))
  })
  // The conversion is one job for all instances (ADR 060): these start it and read its progress.
  router.post('/api/admin/webp/convert', requireRole('admin', 'editor'), async (req, res) => {
    const { started, task } = await startWebpConversion({ knex, jobs }, WebpConvertSchema.parse(req.body ?? {}), startedByOf(req))
    res.status(started ? 202 : 200).json({ started, task })
  })
  router.get('/api/admin/webp/convert', requireRole('admin', 'editor'), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await webpConversionStatus(knex))
  })
  // The list with each image's "converted" flag (the island reads it again after a conversion).
  router.get('/api/admin/webp/candidates', requireRole('admin', 'editor'), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await listWebpCandidates())
  })
  router.post('/admin/webp-converter', requireRole('admin', 'editor'), async (req, res) => {
    let input
    try {
      input = parseConvertForm(req.body)
    } catch (error) {
      if (error instanceof AppError) return res.redirect(303, '/admin/webp-converter?error=none')
      throw error
    }
    const { started } = await startWebpConversion({ knex, jobs }, input, startedByOf(req))
    // The page shows the conversion's progress from the database; reloading it follows the run.
    res.redirect(303, `/admin/webp-converter?${started ? 'started' : 'busy'}=1#webp-progress`)
  })
  return router
}
