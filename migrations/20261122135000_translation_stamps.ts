import type { Knex } from 'knex'

/**
 * When each language's text of a translatable attribute last changed:
 * `translations_updated_at` = { attribute: { es, en, de, ca: ISO time } }, kept by the admin
 * save functions (src/content-kit/translation-stamps.ts). The translation-completeness view marks a
 * translation as outdated when the Spanish text changed after it; without stamps (content
 * written before this column or by the seed) everything counts as up to date.
 */
export const STAMPED_TABLES = [
  'trips', 'destinations', 'trip_types', 'testimonials', 'hero_banners', 'blog_posts', 'blog_categories',
  'faq_entries', 'content_pages', 'seo_records', 'transfer_towns', 'transfer_vehicles', 'images',
]

export async function up(knex: Knex): Promise<void> {
  for (const table of STAMPED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.jsonb('translations_updated_at').notNullable().defaultTo('{}')
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of STAMPED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('translations_updated_at')
    })
  }
}
