import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { TestimonialModel } from './testimonials.model'
import type { Testimonial } from './testimonials.schema'

export async function listTestimonials(lng: Language, limit?: number): Promise<Testimonial[]> {
  const query = TestimonialModel.query().where('isPublished', true).orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  if (limit) query.limit(limit)
  const rows = await query
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    country: translate(t, 'country', lng),
    text: translate(t, 'text', lng),
    rating: t.rating,
    avatar: t.avatar ? imageUrl(t.avatar) : null,
  }))
}

export interface RatingSummary {
  /** Mean of the published ratings, one decimal; 0 when there are none. */
  average: number
  count: number
}

export async function getRatingSummary(): Promise<RatingSummary> {
  const [row] = await TestimonialModel.query().where('isPublished', true).avg('rating as average').count('* as count').castTo<Array<{ average: number | string | null; count: number | string }>>()
  const count = Number(row?.count ?? 0)
  const average = count ? Math.round(Number(row?.average) * 10) / 10 : 0
  return { average, count }
}
