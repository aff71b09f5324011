import type { Knex } from 'knex'

/**
 * The slugs a blog category had before staff renamed it, as blog posts keep theirs
 * (20261201090000_blog_previous_slugs): /blog/category/{old} answers a permanent redirect to the
 * category's current address instead of a 404.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_categories', (t) => {
    t.jsonb('previous_slugs').notNullable().defaultTo('[]')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_categories', (t) => {
    t.dropColumn('previous_slugs')
  })
}
