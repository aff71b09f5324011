import type { Knex } from 'knex'

/**
 * Long staff tasks that run once through the job queue (docs/decisions/060): one row per task
 * name holding the current or last run, so every instance reads the same progress; and the
 * variants a rebuild of the image cache rendered, so every instance serves them without rendering.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('long_tasks', (t) => {
    t.text('name').primary()
    t.uuid('run_id')
    t.text('state').notNullable().defaultTo('idle')
    t.integer('total').notNullable().defaultTo(0)
    t.integer('done').notNullable().defaultTo(0)
    t.integer('failed').notNullable().defaultTo(0)
    t.jsonb('details').notNullable().defaultTo('{}')
    t.text('started_by')
    t.timestamp('started_at', { useTz: true })
    t.timestamp('finished_at', { useTz: true })
    t.text('instance_id')
    t.timestamp('heartbeat_at', { useTz: true })
    t.text('last_error')
  })
  await knex.raw("alter table long_tasks add constraint long_tasks_state check (state in ('idle', 'queued', 'running', 'done'))")
  await knex.schema.createTable('image_variant_blobs', (t) => {
    // The variant: library path and query (size, format, quality), hashed.
    t.string('key', 64).primary()
    t.text('path').notNullable().index()
    // The original it was rendered from (image_blobs.sha256): a replaced original never serves an old render.
    t.string('original_sha256', 64).notNullable()
    t.binary('bytes').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_variant_blobs')
  await knex.schema.dropTable('long_tasks')
}
