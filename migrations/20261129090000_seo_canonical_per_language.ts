import type { Knex } from 'knex'

/**
 * An SEO record's canonical address per language (docs/decisions/053): one string for all four
 * languages pointed them at one address and, through it, dropped their alternates. The column
 * becomes a map { es, en, de, ca } whose absent languages use the page's own address. A value from
 * before goes to the language it names with `?lng=` and otherwise to Spanish, the default language
 * and the x-default, whose address is the bare one such a value was nearly always written for;
 * copying it to every language would keep the defect.
 */
export async function up(knex: Knex): Promise<void> {
  // Knex reads a bare question mark as a binding; `\?` reaches PostgreSQL as `?`.
  await knex.raw(`
    alter table seo_records alter column canonical_url type jsonb using (
      case
        when canonical_url is null or btrim(canonical_url) = '' then '{}'::jsonb
        when canonical_url ~ '[\\?&]lng=(es|en|de|ca)([&#]|$)' then jsonb_build_object(substring(canonical_url from '[\\?&]lng=(es|en|de|ca)(\\?:[&#]|$)'), canonical_url)
        else jsonb_build_object('es', canonical_url)
      end
    )`)
  await knex.raw("alter table seo_records alter column canonical_url set default '{}'::jsonb")
  await knex.raw('alter table seo_records alter column canonical_url set not null')
}

/** Back to one address: the Spanish one, else any language's. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table seo_records alter column canonical_url drop not null')
  await knex.raw('alter table seo_records alter column canonical_url drop default')
  await knex.raw(`
    alter table seo_records alter column canonical_url type varchar(500) using (
      coalesce(canonical_url ->> 'es', canonical_url ->> 'en', canonical_url ->> 'de', canonical_url ->> 'ca')
    )`)
}
