import type { Knex } from 'knex'

/**
 * Transfer prices that staff shape from the admin (issue 14, docs/decisions/037):
 * - `transfer_zones`: the island's zones become rows with names in four languages (they were a
 *   fixed enum on `transfer_towns.zone`, which now references a zone's code);
 * - `transfer_route_fares`: an explicit fare between two places (airport, a port or a town slug),
 *   used in both directions, so each pair is stored once with its places in code order;
 * - `transfer_seasons`: date ranges (inclusive) that raise or lower the fares by a percentage;
 *   two seasons never overlap (an exclusion constraint, whatever two staff save at once);
 * - `transfer_extras`: child seats, bikes, golf bags…, free or priced per booking or per leg.
 */

const ZONES: Array<[code: string, names: Record<'es' | 'en' | 'de' | 'ca', string>]> = [
  ['north', { es: 'Norte', en: 'North', de: 'Norden', ca: 'Nord' }],
  ['south', { es: 'Sur', en: 'South', de: 'Süden', ca: 'Sud' }],
  ['east', { es: 'Este', en: 'East', de: 'Osten', ca: 'Est' }],
  ['west', { es: 'Oeste', en: 'West', de: 'Westen', ca: 'Oest' }],
  ['central', { es: 'Centro', en: 'Centre', de: 'Inselmitte', ca: 'Centre' }],
]

function timestamps(t: Knex.CreateTableBuilder, knex: Knex) {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
}

function translatable(t: Knex.CreateTableBuilder) {
  t.jsonb('translations').notNullable().defaultTo('{}')
  t.jsonb('translations_updated_at').notNullable().defaultTo('{}')
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('transfer_zones', (t) => {
    t.string('code', 40).primary()
    t.string('name', 80).notNullable()
    translatable(t)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })
  await knex('transfer_zones').insert(ZONES.map(([code, names], i) => ({ code, name: names.es, translations: JSON.stringify({ name: names }), sort_order: i })))
  // The enum was a check constraint on a text column; the zone is now a reference.
  await knex.raw('alter table transfer_towns drop constraint if exists transfer_towns_zone_check')
  await knex.schema.alterTable('transfer_towns', (t) => {
    t.string('zone', 40).notNullable().alter()
    t.foreign('zone').references('transfer_zones.code').onDelete('RESTRICT')
  })

  await knex.schema.createTable('transfer_route_fares', (t) => {
    t.increments('id')
    t.string('from_place', 80).notNullable()
    t.string('to_place', 80).notNullable()
    t.string('vehicle_code', 20).notNullable().references('transfer_vehicles.code').onDelete('CASCADE')
    t.integer('passengers_min').notNullable()
    t.integer('passengers_max').notNullable()
    t.integer('price_cents').notNullable()
    t.string('currency', 3).notNullable().defaultTo('EUR')
    timestamps(t, knex)
    t.unique(['from_place', 'to_place', 'vehicle_code', 'passengers_min'])
  })
  await knex.raw(`alter table transfer_route_fares
    add constraint transfer_route_fares_places_ordered check (from_place < to_place),
    add constraint transfer_route_fares_band check (passengers_min >= 1 and passengers_max >= passengers_min),
    add constraint transfer_route_fares_price check (price_cents > 0)`)

  await knex.schema.createTable('transfer_seasons', (t) => {
    t.increments('id')
    t.string('name', 80).notNullable()
    t.date('starts_on').notNullable()
    t.date('ends_on').notNullable()
    t.integer('percent').notNullable()
    timestamps(t, knex)
  })
  await knex.raw(`alter table transfer_seasons
    add constraint transfer_seasons_dates check (ends_on >= starts_on),
    add constraint transfer_seasons_percent check (percent between -50 and 100),
    add constraint transfer_seasons_no_overlap exclude using gist (daterange(starts_on, ends_on, '[]') with &&)`)

  await knex.schema.createTable('transfer_extras', (t) => {
    t.string('code', 40).primary()
    t.string('name', 80).notNullable()
    t.text('description').notNullable().defaultTo('')
    translatable(t)
    t.integer('price_cents').notNullable().defaultTo(0)
    t.string('currency', 3).notNullable().defaultTo('EUR')
    t.string('per', 10).notNullable().defaultTo('booking')
    t.integer('max_quantity').notNullable()
    t.boolean('counts_as_luggage').notNullable().defaultTo(false)
    t.boolean('requires_children').notNullable().defaultTo(false)
    t.boolean('active').notNullable().defaultTo(true)
    t.integer('sort_order').notNullable().defaultTo(0)
    timestamps(t, knex)
  })
  await knex.raw(`alter table transfer_extras
    add constraint transfer_extras_per check (per in ('booking', 'leg')),
    add constraint transfer_extras_price check (price_cents >= 0),
    add constraint transfer_extras_quantity check (max_quantity between 1 and 20)`)
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('transfer_extras')
  await knex.schema.dropTable('transfer_seasons')
  await knex.schema.dropTable('transfer_route_fares')
  await knex.schema.alterTable('transfer_towns', (t) => {
    t.dropForeign('zone')
  })
  await knex.raw(`alter table transfer_towns add constraint transfer_towns_zone_check check (zone in ('north', 'south', 'east', 'west', 'central'))`)
  await knex.schema.dropTable('transfer_zones')
}
