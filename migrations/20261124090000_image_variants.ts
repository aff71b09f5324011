import type { Knex } from 'knex'

/**
 * The optimised variants visitors have asked for (path + size, format and quality; 0 = not
 * given), so "Rebuild the image cache" in /admin/utilities renders exactly those again. Written
 * when the optimizer produces or reloads a variant, never on a hit from memory.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image_variants', (t) => {
    t.bigIncrements('id')
    t.text('path').notNullable()
    t.integer('width').notNullable().defaultTo(0)
    t.integer('height').notNullable().defaultTo(0)
    t.string('format', 4).notNullable()
    t.smallint('quality').notNullable()
    t.timestamp('last_requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['path', 'width', 'height', 'format', 'quality'], { indexName: 'image_variants_variant_key' })
    t.index(['last_requested_at'], 'image_variants_last_requested_at_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_variants')
}
