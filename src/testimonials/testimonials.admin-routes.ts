import { Router, type Request } from 'express'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { IdParamsSchema } from '../lib/params'
import { receiveImageUploads, UploadError, UploadTooLargeError } from '../images/upload'
import { NotFoundError, unlessNotFound } from '../lib/errors'
import { renderForm } from '../lib/forms'
import {
  AVATAR_MAX_BYTES,
  createTestimonial,
  deleteTestimonials,
  removeTestimonialAvatar,
  setTestimonialAvatar,
  TestimonialFormSchema,
  testimonialAvatar,
  updateTestimonial,
} from './testimonials.admin.server'
import { requireRole } from '../lib/require-role'
import type { ImageStorage } from '../lib/data-dir'
import { TESTIMONIAL_CONTENT } from './testimonials.content'

const DRAIN_TIMEOUT_MS = 15_000

/**
 * Reads and discards the rest of a refused upload before answering: a response sent while the
 * browser is still sending makes Node close the connection, and the browser then shows a
 * connection error instead of our message.
 */
function drained(req: Request): Promise<void> {
  if (req.complete || req.readableEnded) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS)
    req.on('end', done).on('close', done).on('error', done)
    req.resume()
  })
}

/** Staff writes for testimonials (the pages under /admin/testimonials are Vike's). Guarded in app.ts. */
export function adminRoutes({ images }: { images: ImageStorage }): Router {
  const router = Router()
  router.use(createAndEditRoutes({ content: TESTIMONIAL_CONTENT, schema: TestimonialFormSchema, create: createTestimonial, update: updateTestimonial }))

  /**
   * The avatar upload (multipart, field "avatar"; the CSRF token in the X-CSRF-Token header or
   * the action's ?_csrf): 400 for anything that is not an image, 413 beyond 5 MB. Without
   * JavaScript the page comes back with the message; a JSON client gets the error as JSON.
   */
  router.post('/admin/testimonials/avatar/:id', requireRole(...TESTIMONIAL_CONTENT.admin.roles), async (req, res, next) => {
    const parsed = IdParamsSchema.safeParse(req.params)
    // Unknown: 404. The database down: its 503, not a false 404. Either way the upload is read to its end first.
    const exists = parsed.success ? await testimonialAvatar(parsed.data.id).then(Boolean, unlessNotFound).catch(async (error: unknown) => {
      await drained(req)
      throw error
    }) : false
    if (!parsed.success || !exists) {
      await drained(req)
      throw new NotFoundError('Testimonial not found')
    }
    const wantsJson = req.accepts(['html', 'json']) === 'json'
    try {
      const { files } = await receiveImageUploads(req, { maxBytes: AVATAR_MAX_BYTES, maxFiles: 1, fieldName: 'avatar' })
      const avatar = await setTestimonialAvatar(images, parsed.data.id, files[0]!)
      if (wantsJson) return void res.json({ avatar })
      res.redirect(303, `/admin/testimonials/avatar/${parsed.data.id}?saved=updated`)
    } catch (error) {
      await drained(req)
      if (!(error instanceof UploadError || error instanceof UploadTooLargeError) || wantsJson) throw error
      const message =
        error instanceof UploadTooLargeError ? req.t('admin:testimonialsAdmin.avatar.tooLarge', { mb: AVATAR_MAX_BYTES / 1024 / 1024 })
        : error.reason === 'no_file' ? req.t('admin:testimonialsAdmin.avatar.noFile')
        : req.t('admin:testimonialsAdmin.avatar.notImage')
      return renderForm(next, { values: {}, errors: { avatar: message } }, error.status)
    }
  })
  router.post('/admin/testimonials/avatar/:id/remove', requireRole(...TESTIMONIAL_CONTENT.admin.roles), async (req, res) => {
    const parsed = IdParamsSchema.safeParse(req.params)
    if (!parsed.success) throw new NotFoundError('Testimonial not found')
    await removeTestimonialAvatar(parsed.data.id)
    res.redirect(303, `/admin/testimonials/avatar/${parsed.data.id}?saved=updated`)
  })

  router.post('/api/admin/testimonials/bulk-delete', requireRole(...TESTIMONIAL_CONTENT.admin.roles), bulkDelete((ids) => deleteTestimonials(ids)))
  return router
}
