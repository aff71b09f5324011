import type { Knex } from 'knex'

/**
 * The addresses a published post had before its slug was changed: /blog/{old} answers a
 * permanent redirect to the post instead of a 404 (links, search results and shares keep working).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.jsonb('previous_slugs').notNullable().defaultTo('[]')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropColumn('previous_slugs')
  })
}
