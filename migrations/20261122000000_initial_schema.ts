import type { Knex } from 'knex'

// The whole domain of SPEC §3 plus what transfers, mail, chat and the admin need.
// Translatable attributes keep a plain column and `translations jsonb` shaped
// { attribute: { es, en, de, ca } } (see src/i18n/translatable.ts).

const ZONES = ['north', 'south', 'east', 'west', 'central']

function timestamps(t: Knex.CreateTableBuilder, knex: Knex) {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
}

function translations(t: Knex.CreateTableBuilder) {
  t.jsonb('translations').notNullable().defaultTo('{}')
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id')
    t.string('email', 254).notNullable()
    t.string('name', 120).notNullable().defaultTo('')
    t.string('password_hash', 255)
    t.enu('role', ['admin', 'editor', 'user']).notNullable().defaultTo('user')
    t.timestamp('last_login_at', { useTz: true })
    timestamps(t, knex)
  })
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))')

  // connect-pg-simple's table, created here so every environment gets it from migrations.
  await knex.schema.createTable('session', (t) => {
    t.string('sid').primary()
    t.json('sess').notNullable()
    t.timestamp('expire', { precision: 6 }).notNullable().index('session_expire_idx')
  })

  await knex.schema.createTable('images', (t) => {
    t.increments('id')
    t.string('path', 500).notNullable().unique()
    t.string('original_name', 255).notNullable().defaultTo('')
    t.string('mime_type', 80).notNullable()
    t.integer('width').notNullable()
    t.integer('height').notNullable()
    t.integer('bytes').notNullable()
    t.string('alt', 300).notNullable().defaultTo('')
    translations(t)
    timestamps(t, knex)
  })

  await knex.schema.createTable('hero_banners', (t) => {
    t.increments('id')
    t.string('image', 500).notNullable()
    t.string('title', 200).notNullable()
    t.string('subtitle', 400).notNullable().defaultTo('')
    t.string('button_text', 80)
    t.string('button_link', 300)
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.boolean('is_active').notNullable().defaultTo(true)
    timestamps(t, knex)
  })

  await knex.schema.createTable('trip_types', (t) => {
    t.increments('id')
    t.string('slug', 80).notNullable().unique()
    t.string('name', 120).notNullable()
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })

  await knex.schema.createTable('destinations', (t) => {
    t.increments('id')
    t.string('slug', 120).notNullable().unique()
    t.string('name', 160).notNullable()
    t.text('description').notNullable().defaultTo('')
    t.string('image', 500).notNullable().defaultTo('')
    t.jsonb('gallery').notNullable().defaultTo('[]')
    t.enu('zone', ZONES).notNullable()
    t.decimal('latitude', 9, 6).notNullable()
    t.decimal('longitude', 9, 6).notNullable()
    t.jsonb('tags').notNullable().defaultTo('[]')
    t.boolean('is_popular').notNullable().defaultTo(false)
    t.decimal('rating', 2, 1).notNullable().defaultTo(0)
    t.integer('review_count').notNullable().defaultTo(0)
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })

  await knex.schema.createTable('trips', (t) => {
    t.increments('id')
    t.string('slug', 160).notNullable().unique()
    t.string('name', 200).notNullable()
    t.text('description').notNullable().defaultTo('')
    t.string('location', 200).notNullable().defaultTo('')
    t.string('image', 500).notNullable().defaultTo('')
    t.jsonb('gallery').notNullable().defaultTo('[]')
    t.integer('destination_id').references('destinations.id').onDelete('SET NULL')
    t.integer('trip_type_id').references('trip_types.id').onDelete('SET NULL')
    t.enu('duration_category', ['half-day', 'full-day', 'multi-day']).notNullable()
    t.string('duration', 80).notNullable().defaultTo('')
    t.integer('price_cents').notNullable()
    t.string('currency', 3).notNullable().defaultTo('EUR')
    t.decimal('rating', 2, 1).notNullable().defaultTo(0)
    t.integer('review_count').notNullable().defaultTo(0)
    t.integer('max_group_size')
    t.boolean('is_bestseller').notNullable().defaultTo(false)
    t.boolean('is_popular').notNullable().defaultTo(false)
    t.boolean('show_booking_options').notNullable().defaultTo(false)
    t.jsonb('itinerary').notNullable().defaultTo('[]')
    t.jsonb('includes').notNullable().defaultTo('[]')
    t.jsonb('excludes').notNullable().defaultTo('[]')
    t.string('meeting_point', 300).notNullable().defaultTo('')
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
    t.index(['destination_id'])
    t.index(['trip_type_id'])
  })

  await knex.schema.createTable('testimonials', (t) => {
    t.increments('id')
    t.string('name', 120).notNullable()
    t.string('country', 80).notNullable().defaultTo('')
    t.text('text').notNullable()
    t.smallint('rating').notNullable()
    t.string('avatar', 500)
    translations(t)
    t.boolean('is_published').notNullable().defaultTo(true)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })
  await knex.raw('alter table testimonials add constraint testimonials_rating_range check (rating between 1 and 5)')

  await knex.schema.createTable('blog_categories', (t) => {
    t.increments('id')
    t.string('slug', 120).notNullable().unique()
    t.string('name', 120).notNullable()
    t.text('description').notNullable().defaultTo('')
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })

  await knex.schema.createTable('blog_posts', (t) => {
    t.increments('id')
    t.string('slug', 160).notNullable().unique()
    t.string('title', 200).notNullable()
    t.text('excerpt').notNullable().defaultTo('')
    t.text('body').notNullable().defaultTo('') // Markdown, rendered and sanitised on output
    t.string('cover_image', 500)
    t.integer('category_id').references('blog_categories.id').onDelete('SET NULL')
    t.string('author_name', 120).notNullable().defaultTo('')
    t.enu('status', ['draft', 'published', 'scheduled']).notNullable().defaultTo('draft')
    t.timestamp('published_at', { useTz: true })
    translations(t)
    timestamps(t, knex)
    t.index(['status', 'published_at'])
  })

  await knex.schema.createTable('subscribers', (t) => {
    t.increments('id')
    t.string('email', 254).notNullable()
    t.enu('status', ['pending', 'confirmed', 'unsubscribed']).notNullable().defaultTo('pending')
    t.string('language', 2).notNullable().defaultTo('es')
    t.string('token_hash', 64)
    t.timestamp('token_created_at', { useTz: true })
    t.timestamp('confirmed_at', { useTz: true })
    t.timestamp('unsubscribed_at', { useTz: true })
    t.string('source', 80).notNullable().defaultTo('website')
    timestamps(t, knex)
  })
  await knex.raw('create unique index subscribers_email_lower_unique on subscribers (lower(email))')

  await knex.schema.createTable('seo_records', (t) => {
    t.string('page_key', 160).primary()
    t.jsonb('title').notNullable().defaultTo('{}')
    t.jsonb('description').notNullable().defaultTo('{}')
    t.jsonb('keywords').notNullable().defaultTo('{}')
    t.string('canonical_url', 500)
    t.string('robots_directive', 120).notNullable().defaultTo('index, follow')
    t.jsonb('schema')
    timestamps(t, knex)
  })

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 120).primary()
    t.jsonb('value').notNullable()
    t.boolean('is_secret').notNullable().defaultTo(false)
    timestamps(t, knex)
  })

  await knex.schema.createTable('faq_entries', (t) => {
    t.increments('id')
    t.string('topic', 60).notNullable() // e.g. transfers, general, booking
    t.string('question', 300).notNullable()
    t.text('answer').notNullable()
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.boolean('is_published').notNullable().defaultTo(true)
    timestamps(t, knex)
    t.index(['topic', 'sort_order'])
  })

  await knex.schema.createTable('content_pages', (t) => {
    t.string('key', 80).primary() // services, about, legal-privacy, legal-terms …
    t.string('title', 200).notNullable()
    t.text('body').notNullable().defaultTo('') // Markdown
    translations(t)
    timestamps(t, knex)
  })

  await knex.schema.createTable('transfer_vehicles', (t) => {
    t.string('code', 20).primary() // car, minivan, minibus, vip
    t.string('name', 80).notNullable()
    t.text('description').notNullable().defaultTo('')
    t.integer('max_passengers').notNullable()
    t.integer('max_suitcases').notNullable()
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
  })

  await knex.schema.createTable('transfer_towns', (t) => {
    t.increments('id')
    t.string('slug', 80).notNullable().unique()
    t.string('name', 120).notNullable()
    t.enu('zone', ZONES).notNullable()
    t.decimal('distance_km', 5, 1).notNullable()
    t.integer('drive_minutes').notNullable()
    t.decimal('latitude', 9, 6)
    t.decimal('longitude', 9, 6)
    t.text('description').notNullable().defaultTo('')
    t.boolean('has_page').notNullable().defaultTo(false)
    translations(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })

  await knex.schema.createTable('transfer_prices', (t) => {
    t.increments('id')
    t.integer('town_id').notNullable().references('transfer_towns.id').onDelete('CASCADE')
    t.string('vehicle_code', 20).notNullable().references('transfer_vehicles.code').onDelete('CASCADE')
    t.integer('passengers_min').notNullable()
    t.integer('passengers_max').notNullable()
    t.integer('price_cents').notNullable()
    t.string('currency', 3).notNullable().defaultTo('EUR')
    timestamps(t, knex)
    t.unique(['town_id', 'vehicle_code', 'passengers_min'])
  })

  await knex.raw('create sequence transfer_request_number_seq')
  await knex.schema.createTable('transfer_requests', (t) => {
    t.increments('id')
    t.string('reference', 20).notNullable().unique()
    t.string('idempotency_key', 80).unique()
    t.enu('status', ['new', 'confirmed', 'completed', 'cancelled']).notNullable().defaultTo('new')
    t.boolean('is_return').notNullable().defaultTo(false)
    t.string('from_kind', 20).notNullable()
    t.string('from_place', 200).notNullable()
    t.string('to_kind', 20).notNullable()
    t.string('to_place', 200).notNullable()
    t.integer('town_id').references('transfer_towns.id').onDelete('SET NULL')
    t.timestamp('pickup_at', { useTz: true }).notNullable()
    // A flight number (VY3904) or, for the ports, the ferry company and sailing as written.
    t.string('flight_number', 60)
    t.timestamp('return_at', { useTz: true })
    t.string('return_flight_number', 60)
    t.integer('adults').notNullable()
    t.integer('children').notNullable().defaultTo(0)
    t.integer('infants').notNullable().defaultTo(0)
    t.integer('suitcases').notNullable().defaultTo(0)
    t.integer('sports_equipment').notNullable().defaultTo(0)
    t.integer('child_seats').notNullable().defaultTo(0)
    t.string('vehicle_code', 20).notNullable().references('transfer_vehicles.code')
    t.string('customer_name', 120).notNullable()
    t.string('customer_email', 254).notNullable()
    t.string('customer_phone', 32).notNullable()
    t.text('notes').notNullable().defaultTo('')
    t.string('language', 2).notNullable()
    t.integer('price_cents').notNullable()
    t.string('currency', 3).notNullable().defaultTo('EUR')
    t.jsonb('price_breakdown').notNullable().defaultTo('{}')
    t.text('internal_notes').notNullable().defaultTo('')
    t.timestamp('terms_accepted_at', { useTz: true }).notNullable()
    // A customer's cancellation request (from the booking page): kept even when staff must act on it.
    t.timestamp('cancellation_requested_at', { useTz: true })
    t.text('cancellation_note')
    t.string('source_page', 300)
    timestamps(t, knex)
    t.index(['status', 'pickup_at'])
  })

  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id')
    t.enu('kind', ['contact', 'trip-enquiry']).notNullable().defaultTo('contact')
    t.integer('trip_id').references('trips.id').onDelete('SET NULL')
    t.string('name', 120).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 32)
    t.date('travel_date')
    t.integer('people')
    t.text('message').notNullable()
    t.string('language', 2).notNullable()
    t.timestamp('consent_at', { useTz: true })
    // spam: caught by the honeypot; kept (never silently dropped) for staff to review.
    t.enu('status', ['new', 'read', 'archived', 'spam']).notNullable().defaultTo('new')
    t.string('source_page', 300)
    timestamps(t, knex)
  })

  await knex.schema.createTable('chat_messages', (t) => {
    t.increments('id')
    t.text('message').notNullable()
    t.string('phone_number', 20).notNullable()
    t.string('language', 2).notNullable()
    t.string('page', 300)
    t.enu('forward_status', ['pending', 'sent', 'failed', 'not-configured']).notNullable().defaultTo('pending')
    t.text('forward_error')
    t.timestamp('forwarded_at', { useTz: true })
    t.timestamp('read_at', { useTz: true })
    timestamps(t, knex)
  })

  // rate-limiter-flexible's table (shared by every instance): form floods, login attempts.
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary()
    t.integer('points').notNullable().defaultTo(0)
    t.bigInteger('expire')
  })

  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id')
    t.string('kind', 60).notNullable()
    t.string('to_address', 254).notNullable()
    t.string('reply_to', 254)
    t.string('subject', 300).notNullable()
    t.text('html').notNullable()
    t.text('text').notNullable()
    t.string('language', 2).notNullable()
    t.enu('status', ['pending', 'sending', 'sent', 'failed']).notNullable().defaultTo('pending')
    t.integer('attempts').notNullable().defaultTo(0)
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.text('last_error')
    t.timestamp('sent_at', { useTz: true })
    timestamps(t, knex)
    t.index(['status', 'next_attempt_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'mail_outbox', 'rate_limits', 'chat_messages', 'contact_messages', 'transfer_requests', 'transfer_prices', 'transfer_towns',
    'transfer_vehicles', 'content_pages', 'faq_entries', 'settings', 'seo_records', 'subscribers', 'blog_posts',
    'blog_categories', 'testimonials', 'trips', 'destinations', 'trip_types', 'hero_banners', 'images', 'session', 'users',
  ]) {
    await knex.schema.dropTableIfExists(table)
  }
  await knex.raw('drop sequence if exists transfer_request_number_seq')
}
