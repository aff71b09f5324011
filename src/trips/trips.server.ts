import { DestinationModel } from '../destinations/destinations.model'
import { LANGUAGES, type Language } from '../i18n/languages'
import { translate, translateList, translateValue } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { findTripTypeByName } from '../trip-types/trip-types.server'
import { TripModel } from './trips.model'
import { ItineraryStepSchema, TRIPS_PER_PAGE, type ItineraryStep, type TripDetail, type TripList, type TripSort, type TripSummary, type TripsQuery } from './trips.schema'
import { NotFoundError } from '../lib/errors'

export function toTripSummary(t: TripModel, lng: Language): TripSummary {
  return {
    id: t.id,
    slug: t.slug,
    name: translate(t, 'name', lng),
    description: translate(t, 'description', lng),
    location: translate(t, 'location', lng),
    image: imageUrl(t.image),
    type: t.tripType ? translate(t.tripType, 'name', lng) : '',
    typeId: t.tripTypeId,
    destinationId: t.destinationId,
    durationCategory: t.durationCategory,
    duration: translate(t, 'duration', lng),
    price: t.priceCents / 100,
    priceCents: t.priceCents,
    currency: t.currency,
    rating: t.rating,
    reviewCount: t.reviewCount,
    isBestseller: t.isBestseller,
    isPopular: t.isPopular,
    showBookingOptions: t.showBookingOptions,
  }
}

type Order = Array<{ column: string; order?: 'asc' | 'desc' }>

/** Popularity is what most visitors chose: the number of reviews, then how good they were. */
const SORT_ORDER: Record<TripSort, Order> = {
  popularity: [{ column: 'trips.review_count', order: 'desc' }, { column: 'trips.rating', order: 'desc' }, { column: 'trips.id' }],
  'price-asc': [{ column: 'trips.price_cents' }, { column: 'trips.rating', order: 'desc' }, { column: 'trips.id' }],
  'price-desc': [{ column: 'trips.price_cents', order: 'desc' }, { column: 'trips.rating', order: 'desc' }, { column: 'trips.id' }],
  rating: [{ column: 'trips.rating', order: 'desc' }, { column: 'trips.review_count', order: 'desc' }, { column: 'trips.id' }],
}

export async function listPopularTrips(lng: Language, options: { typeId?: number; limit?: number } = {}): Promise<TripSummary[]> {
  const query = TripModel.query()
    .withGraphJoined('tripType')
    .where('trips.is_popular', true)
    .where('trips.status', 'published')
    .orderBy([{ column: 'trips.sort_order' }, { column: 'trips.rating', order: 'desc' }, { column: 'trips.id' }])
    .limit(options.limit ?? 12)
  if (options.typeId) query.where('trips.trip_type_id', options.typeId)
  const rows = await query
  return rows.map((t) => toTripSummary(t, lng))
}

/**
 * What callers outside this domain narrow the list to (trips may import neither of them): the
 * trips with seats on the searched date (departures) and the trips the text search matched
 * (the site search's matching, ADR 046). Null: that filter is off.
 */
export interface TripListNarrowing {
  withSeatsOnDate?: number[] | null
  matchingText?: number[] | null
}

/** The /trips list: every filter and the order run in SQL; the page is cut from the result. */
export async function listTrips(lng: Language, query: TripsQuery, { withSeatsOnDate = null, matchingText = null }: TripListNarrowing = {}): Promise<TripList> {
  const type = query.type ? await findTripTypeByName(lng, query.type) : null
  const sql = TripModel.query().withGraphJoined('tripType').where('trips.status', 'published').orderBy(SORT_ORDER[query.sort])
  // The date search: the caller (departures, which trips may not import) names the trips with seats that day.
  if (withSeatsOnDate) sql.whereIn('trips.id', withSeatsOnDate)
  if (matchingText) sql.whereIn('trips.id', matchingText)
  if (query.destination) sql.whereIn('trips.destination_id', DestinationModel.query().select('id').where('zone', query.destination))
  if (type) sql.where('trips.trip_type_id', type.id)
  if (query.duration) sql.where('trips.duration_category', query.duration)
  const matching = (await sql).map((t) => toTripSummary(t, lng))
  const pageCount = Math.max(1, Math.ceil(matching.length / TRIPS_PER_PAGE))
  // A page beyond the last shows the last page here (the JSON API); the /trips page answers 404 for it.
  const page = Math.min(query.page, pageCount)
  return {
    trips: matching.slice((page - 1) * TRIPS_PER_PAGE, page * TRIPS_PER_PAGE),
    total: matching.length,
    page,
    pageCount,
    perPage: TRIPS_PER_PAGE,
    filters: { destination: query.destination ?? null, type, duration: query.duration ?? null, q: query.q ?? null, date: withSeatsOnDate && query.date ? query.date : null, sort: query.sort },
  }
}

export async function listTripsAtDestination(lng: Language, destinationId: number): Promise<TripSummary[]> {
  const rows = await TripModel.query().withGraphJoined('tripType').where('trips.destination_id', destinationId).where('trips.status', 'published').orderBy(SORT_ORDER.popularity)
  return rows.map((t) => toTripSummary(t, lng))
}

/** Every trip of one trip type (its slug), most popular first. */
export async function listTripsByType(lng: Language, typeSlug: string): Promise<TripSummary[]> {
  const rows = await TripModel.query().withGraphJoined('tripType').where('tripType.slug', typeSlug).where('trips.status', 'published').orderBy(SORT_ORDER.popularity)
  return rows.map((t) => toTripSummary(t, lng))
}

function itineraryOf(t: TripModel, lng: Language): ItineraryStep[] {
  const steps = translateValue<unknown>(t, 'itinerary', lng, [])
  if (!Array.isArray(steps)) return []
  // A step edited into a wrong shape is left out rather than breaking the page.
  return steps.flatMap((step) => {
    const parsed = ItineraryStepSchema.safeParse(step)
    return parsed.success ? [parsed.data] : []
  })
}

/** The largest party an enquiry may ask for: the trip's seats per departure, or its group size when that is smaller. */
export function partyLimit(trip: Pick<TripModel, 'maxGroupSize' | 'defaultCapacity'>): number {
  return Math.min(trip.defaultCapacity, trip.maxGroupSize ?? trip.defaultCapacity)
}

/**
 * A trip's page data in one language; NotFoundError when there is no such trip, or when it is a
 * draft and `drafts` (staff previewing it) is not set: visitors see published and archived trips.
 */
export async function findTrip(lng: Language, id: number, { drafts = false }: { drafts?: boolean } = {}): Promise<TripDetail> {
  const row = await TripModel.query().withGraphJoined('[tripType, destination]').where('trips.id', id).first()
  if (!row || (row.status === 'draft' && !drafts)) throw new NotFoundError(`No trip ${id}`)
  const destination = row.destination
  return {
    ...toTripSummary(row, lng),
    gallery: [...new Set([row.image, ...(row.gallery ?? [])].filter(Boolean))].map(imageUrl),
    itinerary: itineraryOf(row, lng),
    includes: translateList(row, 'includes', lng),
    excludes: translateList(row, 'excludes', lng),
    meetingPoint: translate(row, 'meetingPoint', lng),
    maxGroupSize: row.maxGroupSize,
    status: row.status,
    bookingMode: row.bookingMode,
    capacity: partyLimit(row),
    freeCancellationHours: row.freeCancellationHours,
    onlinePayment: row.onlinePayment,
    depositPercent: row.depositPercent,
    payOnDayAllowed: row.payOnDayAllowed,
    minAge: row.minAge,
    fitnessLevel: row.fitnessLevel,
    guideLanguages: row.guideLanguages ?? [],
    whatToBring: translateList(row, 'whatToBring', lng),
    destination: destination
      ? { id: destination.id, name: translate(destination, 'name', lng), zone: destination.zone, latitude: destination.latitude, longitude: destination.longitude }
      : null,
  }
}

/** A trip's name in every language (staff e-mails name it in each recipient's language); NotFoundError when there is no such trip. */
export async function tripNames(id: number): Promise<Record<Language, string>> {
  const row = await TripModel.query().findById(id)
  if (!row) throw new NotFoundError(`No trip ${id}`)
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, translate(row, 'name', lng)])) as Record<Language, string>
}

export const RELATED_TRIPS = 3

/** Trips of the same type first, then others at the same destination; best rated first. */
export async function listRelatedTrips(lng: Language, trip: Pick<TripSummary, 'id' | 'typeId' | 'destinationId'>, limit = RELATED_TRIPS): Promise<TripSummary[]> {
  if (trip.typeId === null && trip.destinationId === null) return []
  const rows = await TripModel.query()
    .withGraphJoined('tripType')
    .whereNot('trips.id', trip.id)
    .where('trips.status', 'published')
    .where((qb) => {
      if (trip.typeId !== null) qb.orWhere('trips.trip_type_id', trip.typeId)
      if (trip.destinationId !== null) qb.orWhere('trips.destination_id', trip.destinationId)
    })
    .orderBy(SORT_ORDER.rating)
  const sameType = rows.filter((r) => r.tripTypeId === trip.typeId)
  const sameDestination = rows.filter((r) => r.tripTypeId !== trip.typeId)
  return [...sameType, ...sameDestination].slice(0, limit).map((t) => toTripSummary(t, lng))
}
