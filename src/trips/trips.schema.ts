import { z } from 'zod'
import { DURATION_CATEGORIES } from './trips.model'

/** A trip as lists and cards show it (SPEC §3 Trip, with the language rule applied). */
export const TripSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  image: z.string(),
  type: z.string(),
  typeId: z.number().int().nullable(),
  destinationId: z.number().int().nullable(),
  durationCategory: z.enum(DURATION_CATEGORIES),
  duration: z.string(),
  price: z.number(),
  priceCents: z.number().int(),
  currency: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isBestseller: z.boolean(),
  isPopular: z.boolean(),
  showBookingOptions: z.boolean(),
})
export type TripSummary = z.infer<typeof TripSummarySchema>

/** Home page filter: ?type=<trip type id> narrows the popular trips without JavaScript. */
export const PopularTripsQuerySchema = z.object({
  type: z.coerce.number().int().positive().optional().catch(undefined),
})
