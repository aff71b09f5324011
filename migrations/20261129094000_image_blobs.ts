import type { Knex } from 'knex'

/**
 * The originals of the image library (uploads, demo pictures, WebP copies, avatars), by library
 * path, so every instance on this database can serve every picture (docs/decisions/058).
 * DATA_DIR/images is only a cache of these rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image_blobs', (t) => {
    t.text('path').primary()
    t.binary('bytes').notNullable()
    t.text('mime_type').notNullable()
    t.integer('size').notNullable()
    t.string('sha256', 64).notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_blobs')
}
