import type { Knex } from 'knex'

/**
 * One URL per public page type (issue 3 quality bars; the types of src/rum/page-types.ts), resolved
 * against the seeded data. Where one type has pages built differently, each build is listed: a trip
 * sold on request and one sold online, the transfers' hub, a town page, a service page and the taxi
 * page. Pages reached only through a signed link (a booking's confirmation, its review form) or a
 * form's answer are not: they need a booking made first.
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
