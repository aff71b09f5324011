import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'

/** Testimonials: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const TESTIMONIAL_CONTENT = defineContentType({
  kind: 'testimonial',
  table: 'testimonials',
  key: 'id',
  label: 'name',
  order: 'sortOrder',
  texts: {
    text: text({ max: 2000, rows: 5 }),
    country: text({ max: 80, required: false }),
  },
  admin: { path: '/admin/testimonials', texts: 'testimonialsAdmin', roles: ['admin', 'editor'] },
  // Nothing references a testimonial: the file replaces them all. Its trip is named by slug (ids differ between sites).
  transfer: { refs: [{ column: 'tripId', as: 'trip', table: 'trips', via: 'slug' }], order: ['sortOrder', 'id'] },
})
