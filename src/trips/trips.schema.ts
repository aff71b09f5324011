import { z } from 'zod'
import { DestinationSchema, ZONES } from '../destinations/destinations.schema'
import { TripTypeSchema } from '../trip-types/trip-types.schema'
import { isLocalDate } from '../lib/island-time'
import { IdNumberSchema } from '../lib/params'

// Kept here rather than in the model so pages can import the schemas without Objection.
export const DURATION_CATEGORIES = ['half-day', 'full-day', 'multi-day'] as const
export type DurationCategory = (typeof DURATION_CATEGORIES)[number]
/** draft: staff only; published: on the site; archived: out of season, its page kept with a notice (docs/decisions/043). */
export const TRIP_STATUSES = ['draft', 'published', 'archived'] as const
export const FITNESS_LEVELS = ['easy', 'moderate', 'demanding'] as const

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
  type: IdNumberSchema.optional().catch(undefined),
})

export const TRIP_SORTS = ['popularity', 'price-asc', 'price-desc', 'rating'] as const
export type TripSort = (typeof TRIP_SORTS)[number]
export const TRIPS_PER_PAGE = 12

/** Free text from the query string: trimmed, capped, and absent when empty. */
const queryText = (max: number) =>
  z
    .string()
    .transform((v) => v.trim().slice(0, max))
    .optional()
    .transform((v) => v || undefined)
    .catch(undefined)

/**
 * /trips and /api/trips: the home search form's parameters (destination zone, trip-type name
 * in any language, duration), the header search box (q), sort and page. Every invalid value
 * is ignored, so a hand-edited or outdated link still shows trips.
 */
export const TripsQuerySchema = z.object({
  destination: z.enum(ZONES).optional().catch(undefined),
  type: queryText(80),
  duration: z.enum(DURATION_CATEGORIES).optional().catch(undefined),
  q: queryText(100),
  /** An island date (YYYY-MM-DD): only trips with seats that day (the caller finds them, ADR 042). */
  date: z.string().refine(isLocalDate).optional().catch(undefined),
  sort: z.enum(TRIP_SORTS).catch('popularity'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type TripsQuery = z.infer<typeof TripsQuerySchema>

/** GET /api/trips and the /trips page: one page of results and the filters actually applied. */
export const TripListSchema = z.object({
  trips: z.array(TripSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  perPage: z.number().int(),
  filters: z.object({
    destination: z.enum(ZONES).nullable(),
    /** The trip type the `type` parameter named, in the visitor's language. */
    type: TripTypeSchema.nullable(),
    duration: z.enum(DURATION_CATEGORIES).nullable(),
    q: z.string().nullable(),
    /** The date searched for, when it was applied. */
    date: z.string().nullable(),
    sort: z.enum(TRIP_SORTS),
  }),
})
export type TripList = z.infer<typeof TripListSchema>

export const ItineraryStepSchema = z.object({ time: z.string(), title: z.string(), description: z.string() })
export type ItineraryStep = z.infer<typeof ItineraryStepSchema>

/** GET /api/trips/{id} and the trip page. */
export const TripDetailSchema = TripSummarySchema.extend({
  /** Every picture of the trip, the main image first. */
  gallery: z.array(z.string()),
  itinerary: z.array(ItineraryStepSchema),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
  meetingPoint: z.string(),
  maxGroupSize: z.number().int().nullable(),
  destination: DestinationSchema.pick({ id: true, name: true, zone: true, latitude: true, longitude: true }).nullable(),
  status: z.enum(TRIP_STATUSES),
  bookingMode: z.enum(['instant', 'on_request']),
  /** The party an enquiry or a departure takes at most. */
  capacity: z.number().int(),
  /** The facts a traveller decides on ("Good to know"). */
  freeCancellationHours: z.number().int().nullable(),
  onlinePayment: z.enum(['full', 'deposit', 'none']),
  depositPercent: z.number().int(),
  payOnDayAllowed: z.boolean(),
  minAge: z.number().int().nullable(),
  fitnessLevel: z.enum(FITNESS_LEVELS).nullable(),
  guideLanguages: z.array(z.string()),
  whatToBring: z.array(z.string()),
})
export type TripDetail = z.infer<typeof TripDetailSchema>
