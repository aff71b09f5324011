import { z } from 'zod'

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  avatar: z.string().nullable(),
  /** What it is about: a trip (named, with its page) or a transfer. */
  about: z.discriminatedUnion('kind', [z.object({ kind: z.literal('trip'), tripId: z.number().int(), name: z.string() }), z.object({ kind: z.literal('transfer') })]),
  /** YYYY-MM-DD, the day the customer travelled. */
  travelledOn: z.string(),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** SPEC §9: the home page shows the first three. */
export const HOME_TESTIMONIALS = 3
