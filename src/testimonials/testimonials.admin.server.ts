import sharp from 'sharp'
import { z } from 'zod'
import { contentChanged } from '../content-kit/content-changed'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { translatedStore } from '../content-kit/translated-store'
import type { Language } from '../i18n/languages'
import { formatIslandDate } from '../i18n/format'
import { translate } from '../i18n/translatable'
import { imageUrl, optimizedUrl } from '../lib/image-url'
import { storeImage, type ReceivedImage } from '../images/upload'
import { NotFoundError, RefusedError } from '../lib/errors'
import { isLocalDate, localParts } from '../lib/island-time'
import { TripModel } from '../trips/trips.model'
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

export const TESTIMONIAL_SUBJECTS = ['trip', 'transfer'] as const

/** The day travelled: an island date that has come (a testimonial tells what happened). */
const travelledOnField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .refine(isLocalDate, { error: 'date' })
  .refine((date) => date <= localParts(new Date()).date, { error: 'dateFuture' })

export const TestimonialFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'tooLong' }),
    rating: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(1, { error: 'min' }).max(5, { error: 'max' }),
    sortOrder: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(0, { error: 'min' }).max(9999, { error: 'max' }),
    isPublished: CheckboxField,
    subject: z.enum(TESTIMONIAL_SUBJECTS, { error: 'required' }),
    // The select's empty choice is "no trip": only a transfer may have it.
    tripId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }).optional()),
    travelledOn: travelledOnField,
    ...translatableShape(TEXTS),
  })
  .superRefine((form, ctx) => {
    if (form.subject === 'trip' && form.tripId === undefined) ctx.addIssue({ code: 'custom', path: ['tripId'], message: 'required' })
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
  /** What it is about and when, in the staff member's language ("" while it lacks either). */
  about: string
  /** Lacks its subject or date (rows from before ADR 052, or its trip deleted): never shown on the site. */
  incomplete: boolean
}

/** The list's filter: every testimonial, or only those the site hides for lack of a subject or date. */
const TESTIMONIAL_FILTERS = ['incomplete'] as const

const TestimonialListQuerySchema = ListQuerySchema.extend({
  show: z.enum(TESTIMONIAL_FILTERS).optional().catch(undefined),
})

/**
 * A testimonial the site cannot show whatever staff do with "published": no date, no subject, or a
 * trip subject whose trip was deleted (the foreign key sets it null). The public list
 * (testimonials.server.ts) requires the opposite; this is what staff must fill in.
 */
const INCOMPLETE_SQL = "(testimonials.travelled_on is null or testimonials.subject is null or (testimonials.subject = 'trip' and testimonials.trip_id is null))"

/** How many testimonials the site hides for lack of a subject or date (the list's notice). */
async function countIncompleteTestimonials(): Promise<number> {
  const [row] = (await TestimonialModel.query().whereRaw(INCOMPLETE_SQL).count('* as count')) as unknown as Array<{ count: string | number }>
  return Number(row?.count ?? 0)
}

export async function listTestimonialsForAdmin(
  lng: Language,
  labels: { transfer: string },
  input: Record<string, unknown>,
): Promise<ListPage<TestimonialRow> & { show: string; incompleteCount: number }> {
  const query = TestimonialListQuerySchema.parse(input)
  const builder = TestimonialModel.query().select('testimonials.*', TestimonialModel.raw(`${INCOMPLETE_SQL} as incomplete`))
  if (query.show === 'incomplete') builder.whereRaw(INCOMPLETE_SQL)
  const page = await pageOf(builder, query, {
    sortable: { name: 'testimonials.name', rating: 'testimonials.rating', sortOrder: 'testimonials.sort_order', isPublished: 'testimonials.is_published' },
    defaultSort: 'sortOrder',
    search: (b, term) =>
      void b.where((w) => w.whereILike('testimonials.name', likeTerm(term)).orWhereILike('testimonials.text', likeTerm(term)).orWhereRaw('testimonials.translations::text ilike ?', [likeTerm(term)])),
    map: (row) => row as TestimonialModel & { incomplete: boolean },
  })
  const tripIds = [...new Set(page.rows.flatMap((r) => (r.tripId ? [r.tripId] : [])))]
  const trips = new Map((tripIds.length ? await TripModel.query().findByIds(tripIds) : []).map((trip) => [trip.id, translate(trip, 'name', lng)]))
  return {
    ...page,
    rows: page.rows.map((row): TestimonialRow => ({
      id: row.id,
      name: row.name,
      country: translate(row, 'country', lng),
      rating: row.rating,
      isPublished: row.isPublished,
      sortOrder: row.sortOrder,
      avatar: row.avatar ? avatarThumbnail(row.avatar) : '',
      about: row.incomplete ? '' : `${row.subject === 'trip' ? (trips.get(row.tripId!) ?? '') : labels.transfer} · ${formatIslandDate(row.travelledOn!, lng)}`,
      incomplete: Boolean(row.incomplete),
    })),
    show: query.show ?? '',
    incompleteCount: await countIncompleteTestimonials(),
  }
}

function avatarThumbnail(avatar: string): string {
  return optimizedUrl(imageUrl(avatar), { width: 64, height: 64 })
}

export async function testimonialFormValues(id: number): Promise<Record<string, string>> {
  const row = await TestimonialModel.query().findById(id)
  if (!row) throw new NotFoundError('Testimonial not found')
  return {
    name: row.name,
    rating: String(row.rating),
    sortOrder: String(row.sortOrder),
    isPublished: row.isPublished ? 'on' : '',
    subject: row.subject ?? '',
    tripId: row.tripId ? String(row.tripId) : '',
    travelledOn: row.travelledOn ?? '',
    ...toForm(row, TEXTS),
  }
}

/** The trips a testimonial may be about (the form's select), named in the staff member's language. */
export async function testimonialTripChoices(lng: Language): Promise<Array<{ value: string; label: string }>> {
  const trips = await TripModel.query().orderBy('id')
  return trips.map((trip) => ({ value: String(trip.id), label: translate(trip, 'name', lng) })).sort((a, b) => a.label.localeCompare(b.label, lng))
}

/** The avatar page: who it is and the current avatar's URL (empty when none). */
export async function testimonialAvatar(id: number): Promise<{ id: number; name: string; avatar: string }> {
  const row = await TestimonialModel.query().findById(id)
  if (!row) throw new NotFoundError('Testimonial not found')
  return { id: row.id, name: row.name, avatar: row.avatar ? imageUrl(row.avatar) : '' }
}

/** A trip chosen from the select that is no longer there (deleted meanwhile): said on its field, never a 500. */
async function assertTripExists(form: TestimonialForm): Promise<void> {
  if (form.subject === 'trip' && form.tripId !== undefined && !(await TripModel.query().findById(form.tripId))) throw new RefusedError(400, 'forms.errors.invalid', {}, 'tripId')
}

function toColumns(form: TestimonialForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  const tripId = form.subject === 'trip' ? (form.tripId ?? null) : null
  return { name: form.name, rating: form.rating, sortOrder: form.sortOrder, isPublished: form.isPublished, subject: form.subject, tripId, travelledOn: form.travelledOn, ...plain, translations }
}

const store = translatedStore<TestimonialModel>(TestimonialModel, 'Testimonial not found')

export async function createTestimonial(form: TestimonialForm): Promise<number> {
  await assertTripExists(form)
  return (await store.create(toColumns(form))).id
}

export async function updateTestimonial(id: number, form: TestimonialForm): Promise<void> {
  await assertTripExists(form)
  return store.update(id, toColumns(form))
}

export function deleteTestimonials(ids: number[]): Promise<number> {
  return store.remove(ids)
}

/**
 * A validated upload becomes the testimonial's avatar: centre-cropped to a square of AVATAR_SIZE,
 * WebP, stored in the images directory; the testimonial points at it (served by the optimizer).
 */
export async function setTestimonialAvatar({ imagesDir, originals }: ImageStorage, id: number, image: ReceivedImage): Promise<string> {
  const row = await TestimonialModel.query().findById(id)
  if (!row) throw new NotFoundError('Testimonial not found')
  const square = await sharp(image.buffer).resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer()
  const path = await storeImage({ buffer: square, safeName: `avatar-${image.safeName.replace(/\.[^.]+$/, '')}.webp` }, { imagesDir, originals })
  await TestimonialModel.query().findById(id).patch({ avatar: path })
  contentChanged()
  return imageUrl(path)
}

export async function removeTestimonialAvatar(id: number): Promise<void> {
  const updated = await TestimonialModel.query().findById(id).patch({ avatar: null })
  if (!updated) throw new NotFoundError('Testimonial not found')
  contentChanged()
}
