import type { Knex } from 'knex'

/**
 * An original's bytes are in the row or, with S3_BUCKET set, in the bucket under `object_key`
 * (docs/decisions/062): exactly one of the two. The row stays either way (listing, uniqueness,
 * transactions).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('image_blobs', (t) => {
    t.setNullable('bytes')
    t.text('object_key').nullable().unique()
  })
  await knex.raw('alter table image_blobs add constraint image_blobs_bytes_or_object check ((bytes is null) <> (object_key is null))')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table image_blobs drop constraint image_blobs_bytes_or_object')
  await knex.schema.alterTable('image_blobs', (t) => {
    t.dropColumn('object_key')
  })
  // Bytes kept only in a bucket cannot come back by a migration; refusing is safer than dropping rows.
  await knex.schema.alterTable('image_blobs', (t) => {
    t.dropNullable('bytes')
  })
}
