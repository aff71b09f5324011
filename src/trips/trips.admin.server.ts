import { z } from 'zod'
import { checkboxField, decimalField, imageChoiceField, integerField, optionalIntegerField } from '../content-kit/content-form-fields'
import { translatedStore } from '../content-kit/translated-store'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { textNamesOf } from '../content-kit/content-type'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { DestinationModel } from '../destinations/destinations.model'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { imageChoices, thumbnailUrl } from '../images/library-paths'
import { galleryLines } from '../lib/image-url'
import { NotFoundError, RefusedError } from '../lib/errors'
import { TripTypeModel } from '../trip-types/trip-types.model'
import { formatPrice, formatRating } from '../i18n/format'
import { TRIP_CONTENT } from './trips.content'
import { TripModel, type TripStatus } from './trips.model'
import { DURATION_CATEGORIES, FITNESS_LEVELS, TRIP_STATUSES, type ItineraryStep } from './trips.schema'
import { uniqueTripSlug } from './trip-slug.server'
import { formatAmount } from '../i18n/format'

const TEXTS = TRIP_CONTENT.texts
/** ISO 4217 codes in use: "XYZ" is three letters, but no price and no card payment can be in it. */
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/** The ids and images a trip may refer to (checked when a form is posted). */
export interface TripRefs {
  typeIds: Set<number>
  destinationIds: Set<number>
  images: Set<string>
}

const idChoice = (valid: Set<number>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null
      const id = /^\d{1,9}$/.test(v) ? Number(v) : NaN
      if (!valid.has(id)) {
        ctx.addIssue({ code: 'custom', message: 'invalid' })
        return z.NEVER
      }
      return id
    })

/** The trip form, checked against the trip types, destinations and images that exist now. */
export function tripFormSchema(refs: TripRefs) {
  return z.object({
    status: z.enum(TRIP_STATUSES, { error: 'required' }),
    tripTypeId: idChoice(refs.typeIds),
    destinationId: idChoice(refs.destinationIds),
    durationCategory: z.enum(DURATION_CATEGORIES, { error: 'required' }),
    price: decimalField({ min: 0, max: 100_000, digits: 2 }),
    currency: z.string().trim().toUpperCase().refine((code) => ISO_CURRENCIES.has(code), { error: 'invalid' }),
    maxGroupSize: optionalIntegerField({ min: 1, max: 10_000 }),
    sortOrder: integerField({ min: 0, max: 9999 }),
    // The traveller facts (the booking settings are on the trip's availability screen).
    minAge: optionalIntegerField({ min: 0, max: 99 }),
    fitnessLevel: z
      .enum(['', ...FITNESS_LEVELS], { error: 'invalid' })
      .optional()
      .transform((v) => (v ? (v as (typeof FITNESS_LEVELS)[number]) : null)),
    isBestseller: checkboxField(),
    isPopular: checkboxField(),
    image: imageChoiceField(refs.images),
    gallery: z
      .string()
      .max(20_000, { error: 'tooLong' })
      .optional()
      .default('')
      .transform(galleryLines)
      .refine((paths) => paths.every((p) => refs.images.has(p)), { error: 'invalid' })
      .refine((paths) => paths.length <= 30, { error: 'tooLong' }),
    ...translatableShape(TEXTS),
  })
}
export type TripForm = z.infer<ReturnType<typeof tripFormSchema>>

/** The references as they are now, plus (when editing) the trip's own images even if not in the library. */
export async function tripRefs(tripId?: number): Promise<TripRefs> {
  const trip = tripId ? await TripModel.query().findById(tripId) : undefined
  const [types, destinations, images] = await Promise.all([
    TripTypeModel.query().select('id'),
    DestinationModel.query().select('id'),
    imageChoices(trip ? [trip.image, ...(trip.gallery ?? [])] : []),
  ])
  return { typeIds: new Set(types.map((t) => t.id)), destinationIds: new Set(destinations.map((d) => d.id)), images: new Set(images) }
}

export interface Choice {
  value: string
  label: string
}

/** Select options of the trip form, in the staff member's language. */
export async function tripFormChoices(lng: Language, tripId?: number) {
  const trip = tripId ? await TripModel.query().findById(tripId) : undefined
  const [types, destinations, images] = await Promise.all([
    TripTypeModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    DestinationModel.query().orderBy([{ column: 'name' }, { column: 'id' }]),
    imageChoices([trip?.image]),
  ])
  return {
    types: types.map((t): Choice => ({ value: String(t.id), label: translate(t, 'name', lng) })),
    destinations: destinations.map((d): Choice => ({ value: String(d.id), label: translate(d, 'name', lng) })),
    images,
  }
}

function toColumns(form: TripForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return {
    ...plain,
    translations,
    tripTypeId: form.tripTypeId,
    destinationId: form.destinationId,
    durationCategory: form.durationCategory,
    priceCents: Math.round(form.price * 100),
    currency: form.currency,
    status: form.status,
    minAge: form.minAge,
    fitnessLevel: form.fitnessLevel,
    maxGroupSize: form.maxGroupSize,
    sortOrder: form.sortOrder,
    isBestseller: form.isBestseller,
    isPopular: form.isPopular,
    image: form.image,
    gallery: form.gallery,
  }
}

const store = translatedStore(TripModel, 'Trip not found')

/**
 * A new trip's slug (its key in exports and imports) comes from its name, made unique; staff
 * never type it, and it never changes afterwards, so exported files keep matching (docs/decisions/043).
 */
export async function createTrip(form: TripForm): Promise<number> {
  const columns = toColumns(form)
  const slug = await uniqueTripSlug(columns.name as string)
  return (await store.create({ ...columns, slug })).$id() as number
}

/**
 * A trip customers hold bookings for, on departures still ahead, never becomes a draft: its page
 * would answer 404 while their booking pages and e-mails link to it. Archived keeps the page
 * (docs/decisions/043), so the refusal on the status field suggests that.
 */
export async function updateTrip(id: number, form: TripForm, now = new Date()): Promise<void> {
  if (form.status === 'draft') {
    const booked = await TripModel.knex()('trip_bookings as b')
      .join('trip_departures as d', 'd.id', 'b.departure_id')
      .where('b.trip_id', id)
      .whereIn('b.status', ['confirmed', 'pending_payment'])
      .where('d.starts_at', '>', now)
      .count({ n: '*' })
      .first()
    const count = Number(booked?.n ?? 0)
    if (count) throw new RefusedError(400, 'admin:tripStatus.draftWithBookings', { count }, 'status')
  }
  return store.update(id, toColumns(form))
}

/** The names of the trips among `ids` that rows of `table` point at (by trip_id). */
async function tripsNamedIn(table: string, ids: number[]): Promise<string[]> {
  const used = TripModel.knex()(table).whereIn('trip_id', ids).select('trip_id')
  return (await TripModel.query().whereIn('id', used).orderBy('name').select('name')).map((t) => t.name)
}

/**
 * A trip with bookings or enquiries is never deleted (bookings, vouchers and history point at it;
 * an enquiry is a customer waiting for an answer): staff archive it instead. Contact-form messages
 * about a deleted trip are kept (their trip is set to null).
 */
export async function deleteTrips(ids: number[]): Promise<number> {
  for (const [table, key] of [['trip_bookings', 'hasBookings'], ['trip_enquiries', 'hasEnquiries']] as const) {
    const names = await tripsNamedIn(table, ids)
    if (names.length) throw new RefusedError(409, `admin:tripStatus.${key}`, { names: names.join(', '), count: names.length })
  }
  const linked = await bannerLinkingTo(ids)
  if (linked) throw new RefusedError(409, 'admin:tripStatus.inBanner', { name: linked.trip, banner: linked.banner })
  return store.remove(ids)
}

/** A hero banner whose button leads to one of these trips (/trips/{id}, on this site): it would lead to a 404. */
async function bannerLinkingTo(ids: number[]): Promise<{ banner: string; trip: string } | undefined> {
  const banners: Array<{ title: string; buttonLink: string }> = await TripModel.knex()('hero_banners').whereILike('button_link', '%/trips/%').select('title', 'button_link')
  for (const banner of banners) {
    const id = Number(/^(?:https:\/\/[^/]+)?\/trips\/(\d+)(?:[/?#]|$)/.exec(banner.buttonLink)?.[1])
    if (ids.includes(id)) return { banner: banner.title, trip: (await TripModel.query().findById(id).select('name'))?.name ?? String(id) }
  }
  return undefined
}

/** A stored trip as form values: lists one item per line, amounts as the staff member's language writes them ("49,90"). */
export async function tripFormValues(id: number, lng: Language): Promise<Record<string, string>> {
  const row = await TripModel.query().findById(id)
  if (!row) throw new NotFoundError('Trip not found')
  return {
    status: row.status,
    tripTypeId: row.tripTypeId ? String(row.tripTypeId) : '',
    destinationId: row.destinationId ? String(row.destinationId) : '',
    durationCategory: row.durationCategory,
    price: formatAmount(row.priceCents, lng),
    currency: row.currency,
    maxGroupSize: row.maxGroupSize ? String(row.maxGroupSize) : '',
    sortOrder: String(row.sortOrder),
    minAge: row.minAge === null ? '' : String(row.minAge),
    fitnessLevel: row.fitnessLevel ?? '',
    isBestseller: row.isBestseller ? 'on' : '',
    isPopular: row.isPopular ? 'on' : '',
    image: row.image,
    gallery: (row.gallery ?? []).join('\n'),
    ...toForm(row, TEXTS),
  }
}

export interface TripAdminRow {
  id: number
  image: string
  name: string
  type: string
  destination: string
  price: string
  rating: string
  status: TripStatus
  flags: string
}

/** The admin list: search (any language, slug, location), sort, filter by trip type. */
export async function listTripsForAdmin(lng: Language, query: ListQuery, filter: { typeId?: number; status?: TripStatus } = {}, labels: { bestseller: string; popular: string } = { bestseller: 'Bestseller', popular: 'Popular' }) {
  const [types, destinations] = await Promise.all([TripTypeModel.query(), DestinationModel.query().select('id', 'name', 'translations')])
  const typeName = new Map(types.map((t) => [t.id, translate(t, 'name', lng)]))
  const destinationName = new Map(destinations.map((d) => [d.id, translate(d, 'name', lng)]))
  const builder = TripModel.query().select(
    'trips.*',
    TripModel.raw('(select name from trip_types where trip_types.id = trips.trip_type_id) as type_name'),
    TripModel.raw('(select name from destinations where destinations.id = trips.destination_id) as destination_name'),
  )
  if (filter.typeId) builder.where('trips.trip_type_id', filter.typeId)
  if (filter.status) builder.where('trips.status', filter.status)
  return pageOf(builder, query, {
    sortable: {
      name: 'trips.name',
      type: 'typeName',
      destination: 'destinationName',
      price: 'trips.price_cents',
      rating: 'trips.rating',
      status: 'trips.status',
      sortOrder: 'trips.sort_order',
      updated: 'trips.updated_at',
    },
    defaultSort: 'sortOrder',
    search: (b, term) =>
      void b.where((w) =>
        w
          .whereILike('trips.name', likeTerm(term))
          .orWhereILike('trips.slug', likeTerm(term))
          .orWhereILike('trips.location', likeTerm(term))
          .orWhereRaw("(trips.translations -> 'name')::text ilike ?", [likeTerm(term)]),
      ),
    map: (row): TripAdminRow => ({
      id: row.id,
      image: row.image ? thumbnailUrl(row.image) : '',
      name: translate(row, 'name', lng),
      type: row.tripTypeId ? (typeName.get(row.tripTypeId) ?? '') : '',
      destination: row.destinationId ? (destinationName.get(row.destinationId) ?? '') : '',
      price: formatPrice(row.priceCents, row.currency, lng),
      // Computed from the published reviews (src/reviews); none: no rating at all.
      rating: row.reviewCount > 0 ? `${formatRating(Number(row.rating), lng)} (${row.reviewCount})` : '',
      status: row.status,
      flags: [row.isBestseller ? labels.bestseller : '', row.isPopular ? labels.popular : ''].filter(Boolean).join(' · '),
    }),
  })
}

/** Trip types for the list's filter, in the staff member's language. */
export async function tripTypeFilterOptions(lng: Language): Promise<Choice[]> {
  const types = await TripTypeModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return types.map((t) => ({ value: String(t.id), label: translate(t, 'name', lng) }))
}

export interface TripLanguageTexts {
  lng: Language
  name: string
  description: string
  location: string
  duration: string
  meetingPoint: string
  includes: string[]
  excludes: string[]
  whatToBring: string[]
  itinerary: ItineraryStep[]
  /** Attributes with no text of their own in this language (the site falls back to English, then Spanish). */
  missing: string[]
}

/** Everything staff need to check a trip: every field, every language, missing texts flagged. */
export async function tripDetailsForAdmin(lng: Language, id: number) {
  const row = await TripModel.query().withGraphJoined('[tripType, destination]').where('trips.id', id).first()
  if (!row) throw new NotFoundError('Trip not found')
  const [enquiries, tripEnquiries] = await Promise.all([
    TripModel.knex()('contact_messages').where({ trip_id: id, kind: 'trip-enquiry' }).count<Array<{ count: string }>>({ count: '*' }),
    TripModel.knex()('trip_enquiries').where({ trip_id: id }).count<Array<{ count: string }>>({ count: '*' }),
  ])
  const texts: TripLanguageTexts[] = LANGUAGES.map((l) => {
    const own = (attribute: string): unknown => {
      const value = row.translations?.[attribute]?.[l]
      if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) return value
      return l === DEFAULT_LANGUAGE ? (row as TripModel & Record<string, unknown>)[attribute] : undefined
    }
    const text = (attribute: string) => (typeof own(attribute) === 'string' ? (own(attribute) as string) : '')
    const list = (attribute: string) => (Array.isArray(own(attribute)) ? (own(attribute) as unknown[]) : [])
    const entry = {
      lng: l,
      name: text('name'),
      description: text('description'),
      location: text('location'),
      duration: text('duration'),
      meetingPoint: text('meetingPoint'),
      includes: list('includes').map(String),
      excludes: list('excludes').map(String),
      whatToBring: list('whatToBring').map(String),
      itinerary: list('itinerary').map((s) => s as ItineraryStep),
    }
    const missing = textNamesOf(TRIP_CONTENT).filter((a) => (Array.isArray(entry[a]) ? (entry[a] as unknown[]).length === 0 : !(entry[a] as string).trim()))
    return { ...entry, missing: [...missing] }
  })
  return {
    id: row.id,
    slug: row.slug,
    name: translate(row, 'name', lng),
    publicPath: `/trips/${row.id}`,
    image: row.image ? imageUrl(row.image) : '',
    imagePath: row.image,
    thumbnail: row.image ? thumbnailUrl(row.image, 480, 300) : '',
    gallery: (row.gallery ?? []).map((p) => ({ path: p, thumbnail: thumbnailUrl(p, 160, 100) })),
    type: row.tripType ? translate(row.tripType, 'name', lng) : '',
    typeId: row.tripTypeId,
    destination: row.destination ? translate(row.destination, 'name', lng) : '',
    destinationId: row.destinationId,
    durationCategory: row.durationCategory,
    price: formatPrice(row.priceCents, row.currency, lng),
    currency: row.currency,
    rating: row.reviewCount > 0 ? formatRating(Number(row.rating), lng) : '',
    reviewCount: row.reviewCount,
    maxGroupSize: row.maxGroupSize,
    isBestseller: row.isBestseller,
    isPopular: row.isPopular,
    bookingMode: row.bookingMode,
    status: row.status,
    minAge: row.minAge,
    fitnessLevel: row.fitnessLevel,
    sortOrder: row.sortOrder,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    enquiries: Number(enquiries[0]?.count ?? 0) + Number(tripEnquiries[0]?.count ?? 0),
    texts,
  }
}

/** A trip's name in the staff member's language, for screens of other domains (an enquiry about it). */
export async function tripLabelForAdmin(id: number, lng: Language): Promise<{ id: number; name: string } | null> {
  const trip = await TripModel.query().findById(id)
  return trip ? { id: trip.id, name: translate(trip, 'name', lng) } : null
}
