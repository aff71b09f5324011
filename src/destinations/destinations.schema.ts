import { z } from 'zod'

// Kept here rather than in the model so pages can import the schemas without Objection.
export const ZONES = ['north', 'south', 'east', 'west', 'central'] as const
export type Zone = (typeof ZONES)[number]

export const DestinationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  zone: z.enum(ZONES),
  latitude: z.number(),
  longitude: z.number(),
  tags: z.array(z.string()),
  isPopular: z.boolean(),
})
export type Destination = z.infer<typeof DestinationSchema>

/** GET /api/destinations/{id} and the destination page. */
export const DestinationDetailSchema = DestinationSchema.extend({
  /** Every picture of the place, the main image first. */
  gallery: z.array(z.string()),
  /** The airport-transfer page of this town, when the site has one. */
  transferPage: z.string().nullable(),
})
export type DestinationDetail = z.infer<typeof DestinationDetailSchema>

/** /destinations?zone=…: an unknown zone is ignored (every destination is shown). */
export const DestinationsQuerySchema = z.object({
  zone: z.enum(ZONES).optional().catch(undefined),
})
export type DestinationsQuery = z.infer<typeof DestinationsQuerySchema>
