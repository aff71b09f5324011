import { text } from '../content-kit/translatable-form'

/** An image's alternative text per language: the library screen's one translatable field. */
export const IMAGE_ALT = {
  texts: { alt: text({ max: 300, required: false }) },
  admin: { texts: 'imagesAdmin' },
} as const
