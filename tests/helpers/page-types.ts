import type { Knex } from 'knex'
import request from 'supertest'
import { bookingPath, confirmationPath } from '../../src/transfers/booking-token'
import { tripBookingPath, tripConfirmationPath } from '../../src/trip-bookings/trip-booking-token'
import { bookTransfer } from './bookings'
import type { TestApp } from './test-app'
import { bookableTrip, tripBookingForm } from './trip-bookings'

/**
 * One URL per public page type (issue 3 quality bars; the types of src/rum/page-types.ts), resolved
 * against the seeded data. Where one type has pages built differently, each build is listed: a trip
 * sold on request and one sold online, the transfers' hub, a town page, a service page and the taxi
 * page. Pages reached through a booking's signed link are signedPageUrls' (they need a booking
 * first); the review form (a travelled booking) and the newsletter's e-mail links are not listed.
 */
export async function pageTypeUrls(knex: Knex): Promise<string[]> {
  const destination = await knex('destinations').orderBy('id').first('id')
  // A trip sold on request: its page carries the facts and the enquiry form.
  const onRequest = await knex('trips').where({ booking_mode: 'on_request', status: 'published' }).orderBy('id').first('id')
  // A trip sold online: its page carries the booking section (dates, price categories, payment).
  const instant = await knex('trips').where({ booking_mode: 'instant', status: 'published', show_booking_options: false }).orderBy('id').first('id')
  const post = await knex('blog_posts').where({ status: 'published' }).orderBy('published_at', 'desc').first('slug')
  const category = await knex('blog_categories').orderBy('id').first('slug')
  const town = await knex('transfer_towns').where({ has_page: true }).orderBy('slug').first('slug')
  return [
    '/',
    '/destinations',
    `/destinations/${destination.id}`,
    '/trips',
    `/trips/${onRequest.id}`,
    `/trips/${instant.id}`,
    '/trips/booking',
    '/cami-de-cavalls',
    '/blog',
    `/blog/${post.slug}`,
    `/blog/category/${category.slug}`,
    '/airport-transfers',
    `/airport-transfers/${town.slug}`,
    '/airport-transfers/private',
    '/airport-transfers/request',
    '/menorca-taxis',
    '/search?q=boat',
    '/services',
    '/about',
    '/testimonials',
    '/legal/privacy',
    '/legal/terms',
    '/legal/faq',
    '/contact',
    '/newsletter',
    '/this-page-does-not-exist',
  ]
}

/**
 * The pages a visitor reaches through a booking's signed link, in their richest state: a trip
 * booking paid on the day (its confirmation and its own page, with the cancel and change-date
 * offers) and a transfer request (its confirmation and its booking page). Books both first.
 */
export async function signedPageUrls(site: TestApp): Promise<string[]> {
  const trip = await bookableTrip(site.knex)
  const res = await request(site.app).post('/api/trips/bookings').set('X-Forwarded-For', '198.51.100.201').send(tripBookingForm(trip.departures[0]!.id, { payment: 'on_the_day' }))
  if (res.status !== 201) throw new Error(`trip booking failed: ${res.status} ${res.text}`)
  const tripReference = res.body.reference as string
  const transfer = await bookTransfer(site.app, site.knex)
  const { secrets } = site.context
  return [tripConfirmationPath(secrets, tripReference), tripBookingPath(secrets, tripReference), confirmationPath(secrets, transfer.reference), bookingPath(secrets, transfer.reference)]
}
