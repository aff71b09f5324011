import type { Knex } from 'knex'

/** One URL per public page type (issue 3 quality bars), resolved against the seeded data. */
export async function pageTypeUrls(knex: Knex): Promise<string[]> {
  const destination = await knex('destinations').orderBy('id').first('id')
  // A trip sold on request: its page carries the most (the facts and the enquiry form).
  const trip = await knex('trips').where({ booking_mode: 'on_request', status: 'published' }).orderBy('id').first('id')
  const post = await knex('blog_posts').where({ status: 'published' }).orderBy('published_at', 'desc').first('slug')
  const category = await knex('blog_categories').orderBy('id').first('slug')
  return [
    '/',
    '/destinations',
    `/destinations/${destination.id}`,
    '/trips',
    `/trips/${trip.id}`,
    '/cami-de-cavalls',
    '/blog',
    `/blog/${post.slug}`,
    `/blog/category/${category.slug}`,
    '/services',
    '/about',
    '/testimonials',
    '/legal/privacy',
    '/legal/terms',
    '/legal/faq',
    '/contact',
    '/this-page-does-not-exist',
  ]
}
