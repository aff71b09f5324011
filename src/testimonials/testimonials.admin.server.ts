import sharp from 'sharp'
import { z } from 'zod'
import { contentChanged } from '../content-kit/content-changed'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { translatedStore } from '../content-kit/translated-store'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { storeImage, type ReceivedImage } from '../images/upload'
import { NotFoundError } from '../lib/errors'
import { TestimonialModel } from './testimonials.model'
import type { ImageStorage } from '../lib/data-dir'
import { TESTIMONIAL_CONTENT } from './testimonials.content'

const TEXTS = TESTIMONIAL_CONTENT.texts

/** Avatars are stored square, this many pixels a side, as WebP. */
export const AVATAR_SIZE = 256
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** An unticked checkbox sends nothing: absent means false. */
export const CheckboxField = z
  .string()
  .optional()
  .transform((v) => v === 'on')

export const TestimonialFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'tooLong' }),
  rating: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(1, { error: 'min' }).max(5, { error: 'max' }),
  sortOrder: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(0, { error: 'min' }).max(9999, { error: 'max' }),
  isPublished: CheckboxField,
  ...translatableShape(TEXTS),
})
export type TestimonialForm = z.infer<typeof TestimonialFormSchema>

export interface TestimonialRow {
  id: number
  name: string
  country: string
  rating: number
  isPublished: boolean
  sortOrder: number
  avatar: string
}

export async function listTestimonialsForAdmin(lng: Language, query: ListQuery) {
  return pageOf(TestimonialModel.query(), query, {
    sortable: { name: 'testimonials.name', rating: 'testimonials.rating', sortOrder: 'testimonials.sort_order', isPublished: 'testimonials.is_published' },
    defaultSort: 'sortOrder',
    search: (b, term) =>
      void b.where((w) => w.whereILike('testimonials.name', likeTerm(term)).orWhereILike('testimonials.text', likeTerm(term)).orWhereRaw('testimonials.translations::text ilike ?', [likeTerm(term)])),
    map: (row): TestimonialRow => ({
      id: row.id,
      name: row.name,
      country: translate(row, 'country', lng),
      rating: row.rating,
      isPublished: row.isPublished,
      sortOrder: row.sortOrder,
      avatar: row.avatar ? avatarThumbnail(row.avatar) : '',
    }),
  })
}

function avatarThumbnail(avatar: string): string {
  const url = imageUrl(avatar)
  return url.startsWith('/api/images/optimize/') ? `${url}?width=64&height=64` : url
}

export async function testimonialFormValues(id: number): Promise<Record<string, string>> {
  const row = await TestimonialModel.query().findById(id)
  if (!row) throw new NotFoundError('Testimonial not found')
  return { name: row.name, rating: String(row.rating), sortOrder: String(row.sortOrder), isPublished: row.isPublished ? 'on' : '', ...toForm(row, TEXTS) }
}

/** The avatar page: who it is and the current avatar's URL (empty when none). */
export async function testimonialAvatar(id: number): Promise<{ id: number; name: string; avatar: string }> {
  const row = await TestimonialModel.query().findById(id)
  if (!row) throw new NotFoundError('Testimonial not found')
  return { id: row.id, name: row.name, avatar: row.avatar ? imageUrl(row.avatar) : '' }
}

function toColumns(form: TestimonialForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return { name: form.name, rating: form.rating, sortOrder: form.sortOrder, isPublished: form.isPublished, ...plain, translations }
}

const store = translatedStore<TestimonialModel>(TestimonialModel, 'Testimonial not found')

export async function createTestimonial(form: TestimonialForm): Promise<number> {
  return (await store.create(toColumns(form))).id
}

export function updateTestimonial(id: number, form: TestimonialForm): Promise<void> {
  return store.update(id, toColumns(form))
}

export function deleteTestimonials(ids: number[]): Promise<number> {
  return store.remove(ids)
}

/**
 * A validated upload becomes the testimonial's avatar: centre-cropped to a square of AVATAR_SIZE,
 * WebP, stored in the images directory; the testimonial points at it (served by the optimizer).
 */
export async function setTestimonialAvatar({ imagesDir }: ImageStorage, id: number, image: ReceivedImage): Promise<string> {
  const row = await TestimonialModel.query().findById(id)
  if (!row) throw new NotFoundError('Testimonial not found')
  const square = await sharp(image.buffer).resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer()
  const path = await storeImage({ buffer: square, safeName: `avatar-${image.safeName.replace(/\.[^.]+$/, '')}.webp` }, { imagesDir })
  await TestimonialModel.query().findById(id).patch({ avatar: path })
  contentChanged()
  return imageUrl(path)
}

export async function removeTestimonialAvatar(id: number): Promise<void> {
  const updated = await TestimonialModel.query().findById(id).patch({ avatar: null })
  if (!updated) throw new NotFoundError('Testimonial not found')
  contentChanged()
}
