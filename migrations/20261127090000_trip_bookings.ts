import type { Knex } from 'knex'

/**
 * Trips booked and paid online (docs/decisions/042): a trip's booking settings and traveller
 * facts; its price categories; schedules, one-off departures and closures; shared resources (one
 * boat, two trips); departures with their seats; bookings with held seats; enquiries with a
 * reference for trips sold on request; verified reviews. Ratings stop being typed in: they are
 * computed from the reviews, so the hand-typed figures are cleared here.
 */

const inList = (column: string, values: readonly string[]) => `${column} in (${values.map((v) => `'${v}'`).join(', ')})`
const check = (knex: Knex, table: string, name: string, condition: string) => knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

function timestamps(t: Knex.CreateTableBuilder, knex: Knex) {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
}

const translations = (t: Knex.CreateTableBuilder) => t.jsonb('translations').notNullable().defaultTo('{}')

export async function up(knex: Knex): Promise<void> {
  // ── Shared resources: a boat or a minibus two trips use; its seats are counted once ──
  await knex.schema.createTable('trip_resources', (t) => {
    t.increments('id')
    t.string('name', 120).notNullable()
    t.integer('capacity').notNullable()
    t.text('notes').notNullable().defaultTo('')
    t.boolean('active').notNullable().defaultTo(true)
    timestamps(t, knex)
  })
  await check(knex, 'trip_resources', 'capacity', 'capacity between 1 and 500')

  // ── A trip's booking settings and the facts a traveller decides on ──
  await knex.schema.alterTable('trips', (t) => {
    t.string('status', 10).notNullable().defaultTo('published')
    /** instant: booked and paid online; on_request: an enquiry staff answer. */
    t.string('booking_mode', 12).notNullable().defaultTo('instant')
    /** What is paid online: the whole price, a deposit, or nothing (pay on the day only). */
    t.string('online_payment', 10).notNullable().defaultTo('full')
    t.integer('deposit_percent').notNullable().defaultTo(30)
    t.boolean('pay_on_day_allowed').notNullable().defaultTo(false)
    /** Online sales of a departure stop this many hours before it starts. */
    t.integer('cutoff_hours').notNullable().defaultTo(12)
    /** Free cancellation (full refund) until this many hours before; null: not refundable. */
    t.integer('free_cancellation_hours').defaultTo(24)
    t.integer('min_age')
    t.string('fitness_level', 12)
    t.integer('duration_minutes').notNullable().defaultTo(180)
    /** Seats of a departure unless its schedule or the departure says otherwise. */
    t.integer('default_capacity').notNullable().defaultTo(12)
    t.integer('resource_id').references('trip_resources.id').onDelete('SET NULL')
    t.jsonb('guide_languages').notNullable().defaultTo('["es","en"]')
    /** Translatable lines, like includes. */
    t.jsonb('what_to_bring').notNullable().defaultTo('[]')
    t.index(['status'])
  })
  await check(knex, 'trips', 'status', inList('status', ['draft', 'published', 'archived']))
  await check(knex, 'trips', 'booking_mode', inList('booking_mode', ['instant', 'on_request']))
  await check(knex, 'trips', 'online_payment', inList('online_payment', ['full', 'deposit', 'none']))
  await check(knex, 'trips', 'deposit_percent', 'deposit_percent between 1 and 100')
  await check(knex, 'trips', 'cutoff_hours', 'cutoff_hours between 0 and 720')
  await check(knex, 'trips', 'free_cancellation_hours', 'free_cancellation_hours is null or free_cancellation_hours between 0 and 2160')
  await check(knex, 'trips', 'fitness_level', `fitness_level is null or ${inList('fitness_level', ['easy', 'moderate', 'demanding'])}`)
  await check(knex, 'trips', 'default_capacity', 'default_capacity between 1 and 500')
  // Trips that only took enquiries stay so until staff give them departures.
  await knex('trips').where({ show_booking_options: true }).update({ booking_mode: 'on_request' })
  // Hand-typed ratings matched no review anyone could read: ratings are computed from reviews now.
  await knex('trips').update({ rating: 0, review_count: 0 })
  await knex('destinations').update({ rating: 0, review_count: 0 })

  // ── Price categories: adult, child (with its ages), infant, or a private group ──
  await knex.schema.createTable('trip_price_categories', (t) => {
    t.increments('id')
    t.integer('trip_id').notNullable().references('trips.id').onDelete('CASCADE')
    t.string('code', 20).notNullable()
    t.string('label', 80).notNullable()
    translations(t)
    /** person: the price is per participant; group: per private group of up to `seats` people. */
    t.string('unit', 10).notNullable().defaultTo('person')
    /** Seats one unit takes (0 for an infant on a lap; the group size for a private group). */
    t.integer('seats').notNullable().defaultTo(1)
    t.integer('min_age')
    t.integer('max_age')
    t.integer('price_cents').notNullable()
    t.boolean('active').notNullable().defaultTo(true)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
    t.unique(['trip_id', 'code'])
  })
  await check(knex, 'trip_price_categories', 'unit', inList('unit', ['person', 'group']))
  await check(knex, 'trip_price_categories', 'seats', 'seats between 0 and 500')
  await check(knex, 'trip_price_categories', 'price_cents', 'price_cents >= 0')

  // ── Availability: schedules generate departures; closures remove days ──
  await knex.schema.createTable('trip_schedules', (t) => {
    t.increments('id')
    t.integer('trip_id').notNullable().references('trips.id').onDelete('CASCADE')
    t.date('starts_on').notNullable()
    t.date('ends_on').notNullable()
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    t.jsonb('weekdays').notNullable().defaultTo('[1,2,3,4,5,6,7]')
    /** Island wall-clock start times, "HH:MM". */
    t.jsonb('times').notNullable().defaultTo('[]')
    /** null: the trip's default capacity. */
    t.integer('capacity')
    /** null: the trip's guide languages. */
    t.jsonb('guide_languages')
    timestamps(t, knex)
    t.index(['trip_id'])
  })
  await check(knex, 'trip_schedules', 'range', 'ends_on >= starts_on')
  await knex.schema.createTable('trip_closures', (t) => {
    t.increments('id')
    /** null: every trip (a public holiday, the whole office closed). */
    t.integer('trip_id').references('trips.id').onDelete('CASCADE')
    t.date('starts_on').notNullable()
    t.date('ends_on').notNullable()
    t.string('reason', 300).notNullable().defaultTo('')
    t.integer('created_by_user_id').references('users.id').onDelete('SET NULL')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['starts_on', 'ends_on'])
  })
  await check(knex, 'trip_closures', 'range', 'ends_on >= starts_on')

  // ── Departures: one row per trip and start, with its seats ──
  await knex.schema.createTable('trip_departures', (t) => {
    t.increments('id')
    t.integer('trip_id').notNullable().references('trips.id').onDelete('CASCADE')
    t.timestamp('starts_at', { useTz: true }).notNullable()
    /** The island date and time of the start (a day's list and the calendar read these). */
    t.date('local_date').notNullable()
    t.string('local_time', 5).notNullable()
    t.integer('capacity').notNullable()
    /** Seats held by checkouts in progress plus seats of confirmed bookings. */
    t.integer('seats_taken').notNullable().defaultTo(0)
    t.jsonb('guide_languages').notNullable().defaultTo('[]')
    /** open: on sale; closed: no new bookings (staff, weather); its bookings are told. */
    t.string('status', 10).notNullable().defaultTo('open')
    t.string('closed_reason', 300)
    t.timestamp('closed_at', { useTz: true })
    /** The schedule that generated it; null for a one-off departure. */
    t.integer('schedule_id').references('trip_schedules.id').onDelete('SET NULL')
    t.integer('resource_id').references('trip_resources.id').onDelete('SET NULL')
    t.integer('version').notNullable().defaultTo(1)
    timestamps(t, knex)
    t.unique(['trip_id', 'starts_at'])
    t.index(['local_date', 'starts_at'])
  })
  await check(knex, 'trip_departures', 'status', inList('status', ['open', 'closed']))
  // The database itself refuses more seats than the departure has, whatever the code does.
  await check(knex, 'trip_departures', 'seats', 'seats_taken >= 0 and seats_taken <= capacity')
  await check(knex, 'trip_departures', 'capacity', 'capacity between 1 and 500')
  /** Seats taken on a shared resource at one start, across the trips that use it. */
  await knex.schema.createTable('trip_resource_load', (t) => {
    t.integer('resource_id').notNullable().references('trip_resources.id').onDelete('CASCADE')
    t.timestamp('starts_at', { useTz: true }).notNullable()
    t.integer('seats_taken').notNullable()
    t.primary(['resource_id', 'starts_at'])
  })
  await check(knex, 'trip_resource_load', 'seats', 'seats_taken >= 0')

  // ── Bookings ──
  await knex.raw('create sequence trip_booking_number_seq')
  await knex.schema.createTable('trip_bookings', (t) => {
    t.increments('id')
    t.string('reference', 20).notNullable().unique()
    t.integer('trip_id').notNullable().references('trips.id')
    t.integer('departure_id').notNullable().references('trip_departures.id')
    t.string('status', 20).notNullable()
    /** [{ categoryId, code, label, unit, seats, count, unitPriceCents, totalCents }], as priced. */
    t.jsonb('participants').notNullable().defaultTo('[]')
    /** Seats the booking takes on its departure (held while pending_payment). */
    t.integer('seats').notNullable()
    t.integer('total_cents').notNullable()
    t.string('currency', 3).notNullable().defaultTo('EUR')
    t.string('payment_method', 10).notNullable()
    t.string('payment_status', 20).notNullable().defaultTo('unpaid')
    t.integer('online_due_cents').notNullable().defaultTo(0)
    t.integer('paid_cents').notNullable().defaultTo(0)
    t.integer('refunded_cents').notNullable().defaultTo(0)
    t.timestamp('hold_expires_at', { useTz: true })
    t.timestamp('confirmed_at', { useTz: true })
    t.timestamp('cancelled_at', { useTz: true })
    t.string('cancel_reason', 40)
    t.string('customer_name', 120).notNullable()
    t.string('customer_email', 254).notNullable()
    t.string('customer_phone', 32).notNullable().defaultTo('')
    t.string('customer_country', 2)
    t.string('language', 2).notNullable()
    t.string('guide_language', 2)
    t.text('notes').notNullable().defaultTo('')
    t.string('source', 10).notNullable().defaultTo('web')
    t.integer('created_by_user_id').references('users.id').onDelete('SET NULL')
    /** The same form submitted twice (a double click, a retried request) makes one booking. */
    t.string('idempotency_key', 64).unique()
    t.integer('version').notNullable().defaultTo(1)
    t.timestamp('reminder_sent_at', { useTz: true })
    t.timestamp('review_requested_at', { useTz: true })
    timestamps(t, knex)
    t.index(['departure_id', 'status'])
    t.index(['status', 'created_at'])
    t.index(['trip_id', 'created_at'])
  })
  await check(knex, 'trip_bookings', 'status', inList('status', ['pending_payment', 'confirmed', 'cancelled', 'expired']))
  await check(knex, 'trip_bookings', 'payment_method', inList('payment_method', ['online', 'on_the_day']))
  await check(knex, 'trip_bookings', 'payment_status', inList('payment_status', ['unpaid', 'deposit_paid', 'paid', 'refunded', 'partially_refunded']))
  await check(knex, 'trip_bookings', 'source', inList('source', ['web', 'phone']))
  await check(knex, 'trip_bookings', 'seats', 'seats between 0 and 500')
  await knex.raw('create index trip_bookings_customer_email_idx on trip_bookings (lower(customer_email))')

  // ── Enquiries for trips sold on request: a reference, an acknowledgement, an answer ──
  await knex.raw('create sequence trip_enquiry_number_seq')
  await knex.schema.createTable('trip_enquiries', (t) => {
    t.increments('id')
    t.string('reference', 20).notNullable().unique()
    t.integer('trip_id').notNullable().references('trips.id').onDelete('CASCADE')
    t.date('travel_date').notNullable()
    t.integer('participants').notNullable()
    t.string('name', 120).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 32).notNullable().defaultTo('')
    t.text('message').notNullable().defaultTo('')
    t.string('language', 2).notNullable()
    t.string('status', 10).notNullable().defaultTo('new')
    t.text('answer')
    t.timestamp('answered_at', { useTz: true })
    t.integer('answered_by_user_id').references('users.id').onDelete('SET NULL')
    t.integer('booking_id').references('trip_bookings.id').onDelete('SET NULL')
    t.timestamp('consent_at', { useTz: true })
    timestamps(t, knex)
    t.index(['status', 'created_at'])
  })
  await check(knex, 'trip_enquiries', 'status', inList('status', ['new', 'answered', 'booked', 'closed']))

  // ── Verified reviews (and earlier ratings imported as such, labelled) ──
  await knex.schema.createTable('trip_reviews', (t) => {
    t.increments('id')
    t.integer('trip_id').notNullable().references('trips.id').onDelete('CASCADE')
    t.integer('booking_id').unique().references('trip_bookings.id').onDelete('SET NULL')
    t.smallint('rating').notNullable()
    t.text('comment').notNullable().defaultTo('')
    /** The customer's first name only. */
    t.string('author_name', 60).notNullable()
    t.string('country', 2)
    t.string('language', 2).notNullable()
    t.string('status', 10).notNullable().defaultTo('pending')
    t.string('source', 10).notNullable().defaultTo('verified')
    t.date('travelled_on')
    t.timestamp('published_at', { useTz: true })
    t.integer('moderated_by_user_id').references('users.id').onDelete('SET NULL')
    timestamps(t, knex)
    t.index(['trip_id', 'status', 'published_at'])
  })
  await check(knex, 'trip_reviews', 'rating', 'rating between 1 and 5')
  await check(knex, 'trip_reviews', 'status', inList('status', ['pending', 'published', 'rejected']))
  await check(knex, 'trip_reviews', 'source', inList('source', ['verified', 'import']))
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trip_reviews')
  await knex.schema.dropTable('trip_enquiries')
  await knex.raw('drop sequence if exists trip_enquiry_number_seq')
  await knex.schema.dropTable('trip_bookings')
  await knex.raw('drop sequence if exists trip_booking_number_seq')
  await knex.schema.dropTable('trip_resource_load')
  await knex.schema.dropTable('trip_departures')
  await knex.schema.dropTable('trip_closures')
  await knex.schema.dropTable('trip_schedules')
  await knex.schema.dropTable('trip_price_categories')
  for (const name of ['status', 'booking_mode', 'online_payment', 'deposit_percent', 'cutoff_hours', 'free_cancellation_hours', 'fitness_level', 'default_capacity']) {
    await knex.raw(`alter table trips drop constraint if exists trips_${name}_check`)
  }
  await knex.schema.alterTable('trips', (t) => {
    for (const column of ['status', 'booking_mode', 'online_payment', 'deposit_percent', 'pay_on_day_allowed', 'cutoff_hours', 'free_cancellation_hours', 'min_age', 'fitness_level', 'duration_minutes', 'default_capacity', 'resource_id', 'guide_languages', 'what_to_bring']) t.dropColumn(column)
  })
  await knex.schema.dropTable('trip_resources')
}
