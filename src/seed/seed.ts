import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import { ensureDemoImages } from '../images/demo-art'
import { originalStoreFor, putOriginal } from '../images/originals.server'
import type { OriginalStore } from '../lib/data-dir'
import { NOTIFICATIONS_KEY } from '../settings/business.schema'
import { SITE_SETTINGS_KEY } from '../settings/settings.server'
import { DEFAULT_PRICING, TRANSFER_PRICING_KEY } from '../transfers/pricing-settings'
import { banners } from './content/banners'
import { blogCategories, blogPosts } from './content/blog'
import { destinations } from './content/destinations'
import { faqs } from './content/faq'
import { contentPages } from './content/pages'
import { seoRecords } from './content/seo'
import { notificationRecipients, siteSettings } from './content/settings'
import { testimonials } from './content/testimonials'
import { towns } from './content/transfer-towns'
import { extras, routeFares, seasonsAround, vehicles } from './content/transfers'
import { tripTypes } from './content/trip-types'
import { trips } from './content/trips'
import { seedTripFacts } from './content/trip-facts'
import { seedDemoMail } from './demo-mail'
import { seedDemoReviews } from './reviews-demo'
import { seedDemoOperations } from './operations'
import { seedDemoAvailability } from './availability'
import { localParts } from '../lib/island-time'
import type { Localized, LocalizedList } from './types'

const DEMO_DIR = 'demo'
const demoPath = (name: string) => `${DEMO_DIR}/${name}.jpg`
const json = (value: unknown) => JSON.stringify(value)

/** Plain column = Spanish (the staff's language); translations carry all four. */
function tr(fields: Record<string, Localized | LocalizedList>): string {
  return json(fields)
}

function everyImageName(): string[] {
  const names = new Set<string>(['placeholder-1', 'placeholder-2', 'cove-turquoise'])
  for (const d of destinations) [d.image, ...d.gallery].forEach((n) => names.add(n))
  for (const t of trips) [t.image, ...t.gallery].forEach((n) => names.add(n))
  for (const b of banners) names.add(b.image)
  for (const p of blogPosts) names.add(p.cover)
  for (const t of testimonials) if (t.avatar) names.add(t.avatar)
  return [...names]
}

export async function isDatabaseEmpty(knex: Knex): Promise<boolean> {
  const row = await knex('settings').where({ key: SITE_SETTINGS_KEY }).first()
  return !row
}

export interface SeedOptions {
  imagesDir: string
  originals?: OriginalStore
  /**
   * Also a running operation (drivers, the fleet, customers' bookings and reviews, a sent e-mail):
   * what a demo shows, and what a real installation must not start with (docs/decisions/081).
   */
  operations?: boolean
}

/**
 * Demo content for a fresh database. Runs only when the database holds no site settings,
 * inside one transaction, so it is idempotent and never touches a database staff have used.
 */
export async function seedDemoContent(knex: Knex, { imagesDir, originals = originalStoreFor(undefined), operations = true }: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(knex))) return false
  const images = await ensureDemoImages(path.join(imagesDir, DEMO_DIR), everyImageName())

  await knex.transaction(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return
    await trx('images').insert(
      images.map((img) => ({ path: demoPath(img.name), original_name: `${img.name}.jpg`, mime_type: 'image/jpeg', width: img.width, height: img.height, bytes: img.bytes, alt: '' })),
    ).onConflict('path').ignore()
    // The pictures themselves too (docs/decisions/058): an instance whose DATA_DIR started empty serves them.
    for (const img of images) await putOriginal(originals, trx, demoPath(img.name), await readFile(img.file))

    const typeIds = new Map<string, number>()
    for (const [i, t] of tripTypes.entries()) {
      const [row] = await trx('trip_types').insert({ slug: t.slug, name: t.name.es, translations: tr({ name: t.name }), sort_order: i }).returning('id')
      typeIds.set(t.slug, row.id)
    }

    const destinationIds = new Map<string, number>()
    for (const [i, d] of destinations.entries()) {
      const [row] = await trx('destinations')
        .insert({
          slug: d.slug, name: d.name.es, description: d.description.es, image: demoPath(d.image), gallery: json(d.gallery.map(demoPath)),
          zone: d.zone, latitude: d.latitude, longitude: d.longitude, tags: json(d.tags.es), is_popular: d.isPopular,
          translations: tr({ name: d.name, description: d.description, tags: d.tags }), sort_order: i,
        })
        .returning('id')
      destinationIds.set(d.slug, row.id)
    }

    for (const [i, t] of trips.entries()) {
      const itinerary = t.itinerary.map((s) => ({ time: s.time, title: s.title.es, description: s.description.es }))
      const itineraryByLanguage = Object.fromEntries((['es', 'en', 'de', 'ca'] as const).map((l) => [l, t.itinerary.map((s) => ({ time: s.time, title: s.title[l], description: s.description[l] }))]))
      await trx('trips').insert({
        slug: t.slug, name: t.name.es, description: t.description.es, location: t.location.es, image: demoPath(t.image), gallery: json(t.gallery.map(demoPath)),
        destination_id: destinationIds.get(t.destination) ?? null, trip_type_id: typeIds.get(t.type) ?? null, duration_category: t.durationCategory,
        duration: t.duration.es, price_cents: t.priceCents, currency: t.currency, max_group_size: t.maxGroupSize,
        is_bestseller: t.isBestseller, is_popular: t.isPopular, show_booking_options: t.showBookingOptions, itinerary: json(itinerary),
        includes: json(t.includes.es), excludes: json(t.excludes.es), meeting_point: t.meetingPoint.es, sort_order: i,
        translations: json({ name: t.name, description: t.description, location: t.location, duration: t.duration, meetingPoint: t.meetingPoint, includes: t.includes, excludes: t.excludes, itinerary: itineraryByLanguage }),
      })
    }
    await seedTripFacts(trx, trips)

    // Booking settings, prices, schedules and the next 180 days' departures of every trip (ADR 042).
    await seedDemoAvailability(trx)

    await trx('hero_banners').insert(
      banners.map((b, i) => ({
        image: demoPath(b.image), title: b.title.es, subtitle: b.subtitle.es, button_text: b.buttonText?.es ?? null, button_link: b.buttonLink,
        translations: tr({ title: b.title, subtitle: b.subtitle, ...(b.buttonText ? { buttonText: b.buttonText } : {}) }), sort_order: i, is_active: true,
      })),
    )

    const tripIds = new Map(((await trx('trips').select('id', 'slug')) as Array<{ id: number; slug: string }>).map((row) => [row.slug, row.id]))
    const tripIdOf = (slug: string) => {
      const id = tripIds.get(slug)
      if (id === undefined) throw new Error(`A demo testimonial is about an unknown trip: ${slug}`)
      return id
    }
    await trx('testimonials').insert(
      testimonials.map((t, i) => ({
        name: t.name, country: t.country.es, text: t.text.es, rating: t.rating, avatar: t.avatar ? demoPath(t.avatar) : null,
        translations: tr({ country: t.country, text: t.text }), sort_order: i,
        subject: t.about === 'transfer' ? 'transfer' : 'trip', trip_id: t.about === 'transfer' ? null : tripIdOf(t.about.trip), travelled_on: t.travelledOn,
      })),
    )

    const categoryIds = new Map<string, number>()
    for (const [i, c] of blogCategories.entries()) {
      const [row] = await trx('blog_categories').insert({ slug: c.slug, name: c.name.es, description: c.description.es, translations: tr({ name: c.name, description: c.description }), sort_order: i }).returning('id')
      categoryIds.set(c.slug, row.id)
    }
    await trx('blog_posts').insert(
      blogPosts.map((p) => ({
        slug: p.slug, title: p.title.es, excerpt: p.excerpt.es, body: p.body.es, cover_image: demoPath(p.cover), category_id: categoryIds.get(p.category) ?? null,
        author_name: p.author, status: 'published', published_at: new Date(p.publishedAt), translations: tr({ title: p.title, excerpt: p.excerpt, body: p.body }),
      })),
    )

    await trx('faq_entries').insert(
      faqs.map((f, i) => ({ topic: f.topic, question: f.question.es, answer: f.answer.es, translations: tr({ question: f.question, answer: f.answer }), sort_order: i })),
    )

    await trx('seo_records').insert(
      seoRecords.map((s) => ({ page_key: s.pageKey, title: json(s.title), description: json(s.description), keywords: json(s.keywords), robots_directive: 'index, follow' })),
    )

    await trx('content_pages').insert(contentPages.map((p) => ({ key: p.key, title: p.title.es, body: p.body.es, translations: tr({ title: p.title, body: p.body }) })))

    await trx('transfer_vehicles').insert(
      vehicles.map((v, i) => ({ code: v.code, name: v.name.es, description: v.description.es, max_passengers: v.maxPassengers, max_suitcases: v.maxSuitcases, translations: tr({ name: v.name, description: v.description }), sort_order: i })),
    )
    for (const [i, town] of towns.entries()) {
      const [row] = await trx('transfer_towns')
        .insert({
          slug: town.slug, name: town.name, zone: town.zone, distance_km: town.distanceKm, drive_minutes: town.driveMinutes, latitude: town.latitude,
          longitude: town.longitude, description: town.description.es, has_page: town.hasPage, translations: tr({ description: town.description }), sort_order: i,
        })
        .returning('id')
      const prices = Object.entries(town.prices).flatMap(([vehicle, bands]) =>
        bands.map(([min, max, cents]) => ({ town_id: row.id, vehicle_code: vehicle, passengers_min: min, passengers_max: max, price_cents: cents, currency: 'EUR' })),
      )
      if (prices.length) await trx('transfer_prices').insert(prices)
    }
    await trx('transfer_route_fares').insert(
      routeFares.flatMap(({ places, prices }) => {
        const [from, to] = [...places].sort()
        return Object.entries(prices).flatMap(([vehicle, bands]) =>
          bands.map(([min, max, cents]) => ({ from_place: from, to_place: to, vehicle_code: vehicle, passengers_min: min, passengers_max: max, price_cents: cents, currency: 'EUR' })),
        )
      }),
    )
    await trx('transfer_seasons').insert(seasonsAround(localParts(new Date()).year).map((s) => ({ name: s.name, starts_on: s.startsOn, ends_on: s.endsOn, percent: s.percent })))
    await trx('transfer_extras').insert(
      extras.map((e, i) => ({
        code: e.code, name: e.name.es, description: e.description.es, translations: tr({ name: e.name, description: e.description }), price_cents: e.priceCents, currency: 'EUR',
        per: e.per, max_quantity: e.maxQuantity, counts_as_luggage: e.countsAsLuggage, requires_children: e.requiresChildren, sort_order: i,
      })),
    )

    // Night surcharge, return discount, notice and cancellation rules: staff may edit them.
    await trx('settings').insert({ key: TRANSFER_PRICING_KEY, value: json(DEFAULT_PRICING), is_secret: false })

    if (operations) {
      // Drivers, the fleet and the next two weeks' bookings, the next days' jobs assigned.
      await seedDemoOperations(trx)

      // Past departures with confirmed bookings and the verified reviews their customers wrote; ratings computed from them.
      await seedDemoReviews(trx)

      // A confirmation e-mail with its voucher and calendar file in the outbox.
      await seedDemoMail(trx, siteSettings)
    }

    // Who receives the staff e-mails (/admin/business): the business address, in Spanish.
    await trx('settings').insert({ key: NOTIFICATIONS_KEY, value: json({ recipients: notificationRecipients }), is_secret: false })

    // Written last: its presence marks the database as seeded.
    await trx('settings').insert({ key: SITE_SETTINGS_KEY, value: json(siteSettings), is_secret: false })
  })
  return true
}
