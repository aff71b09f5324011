import type { Knex } from 'knex'

/**
 * Transfer requests become bookings with one job per leg (docs/decisions/034): the request row is
 * kept (renamed, same references and signed links), its pick-ups move to `transfer_legs`, each
 * on its own island day; drivers, fleet vehicles, slot capacity, stopped sales and the audit log
 * are new. Existing requests are carried over: new → on_request, completed → confirmed with
 * completed legs.
 */

const BOOKING_STATUSES = ['pending_payment', 'on_request', 'confirmed', 'cancelled', 'expired']
const LEG_STATUSES = ['scheduled', 'on_the_way', 'picked_up', 'completed', 'no_show', 'cancelled']
const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'withdrawn']

const inList = (column: string, values: string[]) => `${column} in (${values.map((v) => `'${v}'`).join(', ')})`

function timestamps(t: Knex.CreateTableBuilder, knex: Knex) {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
}

export async function up(knex: Knex): Promise<void> {
  // ── The audit log: who changed what, when (every booking, leg, payment, assignment change) ──
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id')
    t.string('subject_type', 40).notNullable()
    t.integer('subject_id').notNullable()
    t.string('actor_type', 20).notNullable()
    t.integer('actor_user_id').references('users.id').onDelete('SET NULL')
    t.string('actor_name', 120).notNullable().defaultTo('')
    t.string('action', 60).notNullable()
    t.jsonb('changes').notNullable().defaultTo('{}')
    t.text('note')
    t.timestamp('reverted_at', { useTz: true })
    t.integer('reverted_by_user_id').references('users.id').onDelete('SET NULL')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['subject_type', 'subject_id', 'id'])
  })
  await knex.raw(`alter table audit_log add constraint audit_log_actor_type_check check (${inList('actor_type', ['staff', 'customer', 'system', 'payment', 'driver'])})`)

  // The e-mails a change queued: an undo withdraws them while none has gone out.
  await knex.raw('alter table mail_outbox drop constraint if exists mail_outbox_status_check')
  await knex.raw(`alter table mail_outbox add constraint mail_outbox_status_check check (${inList('status', OUTBOX_STATUSES)})`)
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.bigInteger('audit_id').references('audit_log.id').onDelete('SET NULL')
    t.index(['audit_id'])
  })

  // ── Drivers and the fleet ──
  await knex.schema.createTable('drivers', (t) => {
    t.increments('id')
    t.string('name', 120).notNullable()
    t.string('phone', 32).notNullable()
    t.string('email', 254)
    t.jsonb('languages').notNullable().defaultTo('[]')
    t.boolean('active').notNullable().defaultTo(true)
    t.integer('user_id').unique().references('users.id').onDelete('SET NULL')
    t.text('notes').notNullable().defaultTo('')
    timestamps(t, knex)
  })
  await knex.schema.createTable('driver_days_off', (t) => {
    t.integer('driver_id').notNullable().references('drivers.id').onDelete('CASCADE')
    t.date('day').notNullable()
    t.string('note', 200).notNullable().defaultTo('')
    t.primary(['driver_id', 'day'])
  })
  await knex.schema.createTable('fleet_vehicles', (t) => {
    t.increments('id')
    t.string('plate', 20).notNullable().unique()
    t.string('name', 120).notNullable()
    t.string('vehicle_class', 20).notNullable().references('transfer_vehicles.code')
    t.integer('seats').notNullable()
    t.integer('luggage').notNullable()
    t.boolean('active').notNullable().defaultTo(true)
    t.text('notes').notNullable().defaultTo('')
    timestamps(t, knex)
  })

  // ── Bookings ──
  await knex.schema.renameTable('transfer_requests', 'transfer_bookings')
  await knex.raw('alter sequence transfer_request_number_seq rename to transfer_booking_number_seq')
  await knex.raw('alter table transfer_bookings drop constraint if exists transfer_requests_status_check')
  await knex.raw('alter table transfer_bookings alter column status drop default')
  await knex.raw("alter table transfer_bookings alter column status type varchar(20) using (case status::text when 'new' then 'on_request' when 'completed' then 'confirmed' else status::text end)")
  await knex.raw("alter table transfer_bookings alter column status set default 'on_request'")
  await knex.raw(`alter table transfer_bookings add constraint transfer_bookings_status_check check (${inList('status', BOOKING_STATUSES)})`)
  await knex.schema.alterTable('transfer_bookings', (t) => {
    t.string('payment_method', 10).notNullable().defaultTo('driver')
    t.string('payment_status', 20).notNullable().defaultTo('unpaid')
    /** What is to be paid online: the whole price or the deposit. */
    t.integer('online_due_cents').notNullable().defaultTo(0)
    t.integer('paid_cents').notNullable().defaultTo(0)
    t.integer('refunded_cents').notNullable().defaultTo(0)
    t.timestamp('hold_expires_at', { useTz: true })
    t.timestamp('confirmed_at', { useTz: true })
    t.timestamp('cancelled_at', { useTz: true })
    t.jsonb('extras').notNullable().defaultTo('{}')
    t.text('price_override_reason')
    t.string('source', 10).notNullable().defaultTo('web')
    t.integer('created_by_user_id').references('users.id').onDelete('SET NULL')
    t.jsonb('warnings').notNullable().defaultTo('[]')
    t.integer('version').notNullable().defaultTo(1)
  })
  await knex.raw(`alter table transfer_bookings add constraint transfer_bookings_payment_method_check check (${inList('payment_method', ['online', 'driver'])})`)
  await knex.raw(`alter table transfer_bookings add constraint transfer_bookings_payment_status_check check (${inList('payment_status', ['unpaid', 'deposit_paid', 'paid', 'refunded', 'partially_refunded'])})`)
  await knex.raw(`alter table transfer_bookings add constraint transfer_bookings_source_check check (${inList('source', ['web', 'api', 'phone'])})`)
  await knex.raw("update transfer_bookings set confirmed_at = updated_at where status = 'confirmed'")
  await knex.raw("update transfer_bookings set cancelled_at = updated_at where status = 'cancelled'")
  await knex.raw("create index transfer_bookings_customer_email_idx on transfer_bookings (lower(customer_email))")

  // ── One job per leg ──
  await knex.schema.createTable('transfer_legs', (t) => {
    t.increments('id')
    t.integer('booking_id').notNullable().references('transfer_bookings.id').onDelete('CASCADE')
    t.string('direction', 10).notNullable()
    t.timestamp('pickup_at', { useTz: true }).notNullable()
    /** The island date of the pick-up: a day's list finds every leg on its own day. */
    t.date('service_date').notNullable()
    t.string('from_code', 80).notNullable()
    t.string('from_kind', 20).notNullable()
    t.string('from_place', 200).notNullable()
    t.string('to_code', 80).notNullable()
    t.string('to_kind', 20).notNullable()
    t.string('to_place', 200).notNullable()
    /** Hotel, address or meeting point where the driver picks up. */
    t.string('pickup_point', 200).notNullable().defaultTo('')
    t.string('travel_kind', 10)
    /** A flight number (VY3904) or a ferry service. */
    t.string('travel_number', 60)
    /** The flight's or ferry's arrival (or departure) time, island clock, "HH:MM". */
    t.string('travel_time', 5)
    t.integer('passengers').notNullable()
    t.integer('luggage').notNullable().defaultTo(0)
    t.integer('duration_minutes').notNullable()
    t.string('status', 20).notNullable().defaultTo('scheduled')
    t.integer('driver_id').references('drivers.id').onDelete('SET NULL')
    t.integer('vehicle_id').references('fleet_vehicles.id').onDelete('SET NULL')
    t.integer('version').notNullable().defaultTo(1)
    /** The capacity slot this leg holds a place in (null: it holds none). */
    t.timestamp('slot_start', { useTz: true })
    t.timestamp('reminder_sent_at', { useTz: true })
    t.timestamp('status_changed_at', { useTz: true })
    timestamps(t, knex)
    t.index(['service_date', 'pickup_at'])
    t.index(['driver_id', 'pickup_at'])
    t.index(['booking_id'])
    // The same traveller, day and route twice (the duplicate warning) is looked up by these.
    t.index(['service_date', 'from_code', 'to_code'])
  })
  await knex.raw(`alter table transfer_legs add constraint transfer_legs_status_check check (${inList('status', LEG_STATUSES)})`)
  await knex.raw(`alter table transfer_legs add constraint transfer_legs_direction_check check (${inList('direction', ['outbound', 'return'])})`)

  // Carry every request's pick-ups over as legs.
  const legStatus = "case b.status when 'cancelled' then 'cancelled' else 'scheduled' end"
  const duration = 'coalesce((select drive_minutes from transfer_towns where id = b.town_id), 30)'
  const passengers = 'b.adults + b.children + b.infants'
  const luggage = 'b.suitcases + b.sports_equipment'
  await knex.raw(`
    insert into transfer_legs (booking_id, direction, pickup_at, service_date, from_code, from_kind, from_place, to_code, to_kind, to_place,
      travel_kind, travel_number, passengers, luggage, duration_minutes, status, created_at, updated_at)
    select b.id, 'outbound', b.pickup_at, (b.pickup_at at time zone 'Europe/Madrid')::date,
      coalesce(b.price_breakdown->'route'->>'from', b.from_kind), b.from_kind, b.from_place,
      coalesce(b.price_breakdown->'route'->>'to', b.to_kind), b.to_kind, b.to_place,
      case when b.flight_number is null then null when b.from_kind in ('port-mao', 'port-ciutadella') then 'ferry' else 'flight' end,
      b.flight_number, ${passengers}, ${luggage}, ${duration}, ${legStatus}, b.created_at, b.updated_at
    from transfer_bookings b`)
  await knex.raw(`
    insert into transfer_legs (booking_id, direction, pickup_at, service_date, from_code, from_kind, from_place, to_code, to_kind, to_place,
      travel_kind, travel_number, passengers, luggage, duration_minutes, status, created_at, updated_at)
    select b.id, 'return', b.return_at, (b.return_at at time zone 'Europe/Madrid')::date,
      coalesce(b.price_breakdown->'route'->>'to', b.to_kind), b.to_kind, b.to_place,
      coalesce(b.price_breakdown->'route'->>'from', b.from_kind), b.from_kind, b.from_place,
      case when b.return_flight_number is null then null when b.to_kind in ('port-mao', 'port-ciutadella') then 'ferry' else 'flight' end,
      b.return_flight_number, ${passengers}, ${luggage}, ${duration}, ${legStatus}, b.created_at, b.updated_at
    from transfer_bookings b where b.is_return and b.return_at is not null`)
  // A request staff had marked completed: its legs were driven.
  await knex.raw("update transfer_legs l set status = 'completed', status_changed_at = b.updated_at from transfer_bookings b where l.booking_id = b.id and b.status = 'confirmed' and b.updated_at > l.pickup_at and l.pickup_at < now()")
  await knex.schema.alterTable('transfer_bookings', (t) => {
    t.dropColumn('pickup_at')
    t.dropColumn('flight_number')
    t.dropColumn('return_at')
    t.dropColumn('return_flight_number')
  })
  await knex.raw('create index transfer_bookings_status_idx on transfer_bookings (status, created_at)')

  // ── Capacity: places taken per time slot, and days without online sales ──
  await knex.schema.createTable('transfer_slot_load', (t) => {
    t.timestamp('slot_start', { useTz: true }).primary()
    t.integer('jobs').notNullable()
  })
  await knex.raw('alter table transfer_slot_load add constraint transfer_slot_load_jobs_check check (jobs >= 0)')
  await knex.schema.createTable('transfer_sales_stops', (t) => {
    t.date('day').primary()
    t.string('reason', 300).notNullable().defaultTo('')
    t.integer('created_by_user_id').references('users.id').onDelete('SET NULL')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('transfer_sales_stops')
  await knex.schema.dropTable('transfer_slot_load')
  // Dropping pickup_at dropped its index too.
  await knex.schema.alterTable('transfer_bookings', (t) => {
    t.timestamp('pickup_at', { useTz: true })
    t.string('flight_number', 60)
    t.timestamp('return_at', { useTz: true })
    t.string('return_flight_number', 60)
  })
  await knex.raw(`update transfer_bookings b set pickup_at = l.pickup_at, flight_number = l.travel_number from transfer_legs l where l.booking_id = b.id and l.direction = 'outbound'`)
  await knex.raw(`update transfer_bookings b set return_at = l.pickup_at, return_flight_number = l.travel_number from transfer_legs l where l.booking_id = b.id and l.direction = 'return'`)
  await knex.schema.dropTable('transfer_legs')
  await knex.raw('drop index if exists transfer_bookings_status_idx')
  await knex.raw('drop index if exists transfer_bookings_customer_email_idx')
  for (const check of ['status', 'payment_method', 'payment_status', 'source']) await knex.raw(`alter table transfer_bookings drop constraint if exists transfer_bookings_${check}_check`)
  await knex.schema.alterTable('transfer_bookings', (t) => {
    for (const column of ['payment_method', 'payment_status', 'online_due_cents', 'paid_cents', 'refunded_cents', 'hold_expires_at', 'confirmed_at', 'cancelled_at', 'extras', 'price_override_reason', 'source', 'created_by_user_id', 'warnings', 'version']) t.dropColumn(column)
  })
  await knex.raw("update transfer_bookings set status = case status when 'on_request' then 'new' when 'pending_payment' then 'new' when 'expired' then 'cancelled' else status end")
  await knex.raw("alter table transfer_bookings add constraint transfer_requests_status_check check (status in ('new', 'confirmed', 'completed', 'cancelled'))")
  await knex.raw("alter table transfer_bookings alter column status set default 'new'")
  await knex.raw('alter sequence transfer_booking_number_seq rename to transfer_request_number_seq')
  await knex.schema.renameTable('transfer_bookings', 'transfer_requests')
  await knex.raw('create index transfer_requests_status_pickup_at_index on transfer_requests (status, pickup_at)')
  await knex.schema.dropTable('fleet_vehicles')
  await knex.schema.dropTable('driver_days_off')
  await knex.schema.dropTable('drivers')
  await knex.schema.alterTable('mail_outbox', (t) => t.dropColumn('audit_id'))
  await knex.raw("update mail_outbox set status = 'failed' where status = 'withdrawn'")
  await knex.raw('alter table mail_outbox drop constraint if exists mail_outbox_status_check')
  await knex.raw("alter table mail_outbox add constraint mail_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed'))")
  await knex.schema.dropTable('audit_log')
}
