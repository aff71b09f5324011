import type { Knex } from 'knex'

/**
 * Site search (docs/decisions/046): one document per page and language, its text vector built
 * with that language's text-search configuration over accent-folded text. Triggers on the
 * content tables refresh the documents of the row that changed, so the index never lags the site.
 */

const LANGUAGE_ROWS = `(values ('es'), ('en'), ('de'), ('ca')) as l(lng)`

/** The translation rule of SPEC §3 (visitor's language → English → plain column), in SQL. */
const TRANSLATED = `
create function search_translated(translations jsonb, attribute text, lng text, plain text) returns text
language sql immutable parallel safe as $$
  select coalesce(nullif(translations -> attribute ->> lng, ''), nullif(translations -> attribute ->> 'en', ''), plain, '')
$$`

/** Catalan has no configuration of its own: 'simple' (no stemming, no stop words) with prefix queries. */
const CONFIG = `
create function search_config(lng text) returns regconfig
language sql immutable parallel safe as $$
  select (case lng when 'es' then 'spanish' when 'en' then 'english' when 'de' then 'german' else 'simple' end)::regconfig
$$`

const VECTOR = `
create function search_vector(lng text, title text, body text) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector(search_config(lng), search_fold(title)), 'A') || setweight(to_tsvector(search_config(lng), search_fold(body)), 'B')
$$`

/** Writes the documents of one kind for the given rows (all of them when `ids` is null). */
function indexFunction(kind: string, select: string): string {
  return `
create function search_index_${kind}(ids integer[]) returns void
language plpgsql as $$
begin
  delete from search_documents where kind = '${kind}' and (ids is null or ref_id = any(ids));
  insert into search_documents (kind, ref_id, lng, title, summary, url, visible_from, vector, folded)
  select '${kind}', d.ref_id, d.lng, d.title, d.summary, d.url, d.visible_from,
         search_vector(d.lng, d.title, d.body), search_fold(d.title || ' ' || d.body)
  from (${select}) as d
  where ids is null or d.ref_id = any(ids);
end
$$`
}

const TRIPS = `
  select t.id as ref_id, l.lng, '/trips/' || t.id as url, null::timestamptz as visible_from,
         search_translated(t.translations, 'name', l.lng, t.name) as title,
         search_translated(t.translations, 'description', l.lng, t.description) as summary,
         concat_ws(' ', search_translated(t.translations, 'description', l.lng, t.description),
                   search_translated(t.translations, 'location', l.lng, t.location),
                   search_translated(tt.translations, 'name', l.lng, tt.name),
                   search_translated(de.translations, 'name', l.lng, de.name)) as body
  from trips t cross join ${LANGUAGE_ROWS}
  left join trip_types tt on tt.id = t.trip_type_id
  left join destinations de on de.id = t.destination_id
  where t.status = 'published'`

const DESTINATIONS = `
  select d.id as ref_id, l.lng, '/destinations/' || d.id as url, null::timestamptz as visible_from,
         search_translated(d.translations, 'name', l.lng, d.name) as title,
         search_translated(d.translations, 'description', l.lng, d.description) as summary,
         search_translated(d.translations, 'description', l.lng, d.description) as body
  from destinations d cross join ${LANGUAGE_ROWS}`

/** Scheduled posts are indexed ahead and shown once their time has come (visible_from). */
const POSTS = `
  select p.id as ref_id, l.lng, '/blog/' || p.slug as url, p.published_at as visible_from,
         search_translated(p.translations, 'title', l.lng, p.title) as title,
         search_translated(p.translations, 'excerpt', l.lng, p.excerpt) as summary,
         concat_ws(' ', search_translated(p.translations, 'excerpt', l.lng, p.excerpt),
                   search_translated(p.translations, 'body', l.lng, p.body)) as body
  from blog_posts p cross join ${LANGUAGE_ROWS}
  where p.status in ('published', 'scheduled') and p.published_at is not null`

const TOWNS = `
  select w.id as ref_id, l.lng, '/airport-transfers/' || w.slug as url, null::timestamptz as visible_from,
         search_translated(w.translations, 'name', l.lng, w.name) as title,
         search_translated(w.translations, 'description', l.lng, w.description) as summary,
         search_translated(w.translations, 'description', l.lng, w.description) as body
  from transfer_towns w cross join ${LANGUAGE_ROWS}
  where w.has_page`

/** A trigger function that re-indexes the changed rows of `table` (or the rows they feed, via `ids`). */
function triggerFunction(name: string, body: string): string {
  return `
create function ${name}() returns trigger
language plpgsql as $$
begin
  ${body}
  return null;
end
$$`
}

const TRIGGERS: Array<{ table: string; fn: string; body: string; columns: string }> = [
  { table: 'trips', fn: 'search_on_trip', body: `perform search_index_trip(array[coalesce(new.id, old.id)]);`, columns: 'name, description, location, translations, status, trip_type_id, destination_id' },
  { table: 'destinations', fn: 'search_on_destination', body: `perform search_index_destination(array[coalesce(new.id, old.id)]); perform search_index_trip(array(select id from trips where destination_id = coalesce(new.id, old.id)));`, columns: 'name, description, translations' },
  { table: 'trip_types', fn: 'search_on_trip_type', body: `perform search_index_trip(array(select id from trips where trip_type_id = coalesce(new.id, old.id)));`, columns: 'name, translations' },
  { table: 'blog_posts', fn: 'search_on_post', body: `perform search_index_post(array[coalesce(new.id, old.id)]);`, columns: 'slug, title, excerpt, body, translations, status, published_at' },
  { table: 'transfer_towns', fn: 'search_on_town', body: `perform search_index_town(array[coalesce(new.id, old.id)]);`, columns: 'slug, name, description, translations, has_page' },
]

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The extensions live in one schema of the database (public, or wherever an operator put them):
 * the wrappers name it, so a connection whose search_path is only its own schema (the test
 * isolation of src/db/knex.ts) still reaches them.
 */
async function extensionSchema(knex: Knex, name: string): Promise<string> {
  await knex.raw(`create extension if not exists ${name} with schema public`)
  const { rows } = await knex.raw<{ rows: Array<{ schema: string }> }>('select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ?', [name])
  return quoteIdent(rows[0]!.schema)
}

export async function up(knex: Knex): Promise<void> {
  const unaccent = await extensionSchema(knex, 'unaccent')
  const trgm = await extensionSchema(knex, 'pg_trgm')
  await knex.raw(`
create function search_fold(value text) returns text
language sql immutable parallel safe as $$
  select lower(${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, coalesce(value, '')))
$$`)
  await knex.raw(`
create function search_similarity(needle text, haystack text) returns real
language sql immutable parallel safe as $$
  select ${trgm}.word_similarity(needle, haystack)
$$`)
  for (const sql of [TRANSLATED, CONFIG, VECTOR]) await knex.raw(sql)
  await knex.schema.createTable('search_documents', (t) => {
    t.string('kind', 20).notNullable()
    t.integer('ref_id').notNullable()
    t.string('lng', 2).notNullable()
    t.text('title').notNullable()
    t.text('summary').notNullable()
    t.string('url', 300).notNullable()
    t.timestamp('visible_from', { useTz: true })
    t.specificType('vector', 'tsvector').notNullable()
    /** Accent-folded lower-case text for the trigram fallback (misspellings). */
    t.text('folded').notNullable()
    t.primary(['kind', 'ref_id', 'lng'])
  })
  await knex.raw('create index search_documents_vector on search_documents using gin (vector)')
  const kinds: Array<[string, string]> = [['trip', TRIPS], ['destination', DESTINATIONS], ['post', POSTS], ['town', TOWNS]]
  for (const [kind, select] of kinds) await knex.raw(indexFunction(kind, select))
  for (const { table, fn, body, columns } of TRIGGERS) {
    await knex.raw(triggerFunction(fn, body))
    await knex.raw(`create trigger ${fn}_change after insert or delete or update of ${columns} on ${table} for each row execute function ${fn}()`)
  }
  for (const [kind] of kinds) await knex.raw(`select search_index_${kind}(null)`)
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, fn } of TRIGGERS) {
    await knex.raw(`drop trigger if exists ${fn}_change on ${table}`)
    await knex.raw(`drop function if exists ${fn}()`)
  }
  for (const kind of ['trip', 'destination', 'post', 'town']) await knex.raw(`drop function if exists search_index_${kind}(integer[])`)
  await knex.schema.dropTableIfExists('search_documents')
  for (const fn of ['search_vector(text, text, text)', 'search_config(text)', 'search_translated(jsonb, text, text, text)', 'search_similarity(text, text)', 'search_fold(text)']) await knex.raw(`drop function if exists ${fn}`)
  // The extensions stay: other schemas of the same database may use them.
}
