import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { LANGUAGES, type Language } from '../i18n/languages'
import { SearchDocumentModel } from './search.model'
import { prefixQuery, queryWords, SEARCH_GROUP_LIMIT, SEARCH_GROUPS, SiteSearchQuerySchema, type SearchGroup, type SearchGroupName, type SiteSearchResult } from './search.schema'

/**
 * The transfer pages whose text lives in the locale files, not in a table: they join the
 * stored documents at query time (docs/decisions/046), so a new translation is searchable at once.
 */
const TRANSFER_PAGES: ReadonlyArray<{ url: string; title: string; intro: string }> = [
  { url: '/airport-transfers', title: 'airport-transfers:title', intro: 'airport-transfers:intro' },
  { url: '/airport-transfers/private', title: 'airport-transfers:services.private.title', intro: 'airport-transfers:services.private.intro' },
  { url: '/airport-transfers/groups', title: 'airport-transfers:services.groups.title', intro: 'airport-transfers:services.groups.intro' },
  { url: '/airport-transfers/vip', title: 'airport-transfers:services.vip.title', intro: 'airport-transfers:services.vip.intro' },
  { url: '/menorca-taxis', title: 'airport-transfers:taxis.title', intro: 'airport-transfers:taxis.intro' },
]

/** Where a visitor asking about transfers books one. */
const TRANSFER_BOOKING_URL = '/airport-transfers/request'

const GROUP_OF: Record<string, SearchGroupName> = { page: 'transfers', town: 'transfers', trip: 'trips', destination: 'destinations', post: 'posts' }

/** A misspelt word still finds its page when no word matched (pg_trgm's word similarity, 0–1). */
const TYPO_SIMILARITY = 0.6

interface Row {
  kind: string
  ref_id: number
  title: string
  summary: string
  url: string
}

/** The fixed pages in every language, and the words that make a town page a transfer page, as SQL VALUES. */
function fixedTexts(t: TFunction) {
  const pages: Array<string | number> = []
  const pageRows: string[] = []
  const extras: string[] = []
  const extraRows: string[] = []
  for (const lng of LANGUAGES) {
    const words = t('searchPage.transferWords', { lng })
    TRANSFER_PAGES.forEach((page, index) => {
      pageRows.push('(?::integer, ?::text, ?::text, ?::text, ?::text, ?::text)')
      pages.push(index, lng, t(page.title, { lng }), t(page.intro, { lng }), `${t(page.intro, { lng })} ${words}`, page.url)
    })
    extraRows.push('(?::text, ?::text)')
    extras.push(lng, `${t('airport-transfers:town.title', { lng, town: '' })} ${words}`)
  }
  return { pages: { sql: pageRows.join(', '), bindings: pages }, extras: { sql: extraRows.join(', '), bindings: extras } }
}

/**
 * The stored documents plus the fixed transfer pages, each in every language. A town document
 * also carries its language's transfer words: "Flughafentransfer Ciutadella" finds the town page.
 */
function documentsSql(t: TFunction) {
  const { pages, extras } = fixedTexts(t)
  const sql = `
    fixed_pages(ref_id, lng, title, summary, body, url) as (values ${pages.sql}),
    town_words(lng, vector, folded) as (select lng, search_vector(lng, '', words), search_fold(words) from (values ${extras.sql}) as w(lng, words)),
    docs as (
      select d.kind, d.ref_id, d.lng, d.title, d.summary, d.url,
             d.vector || coalesce(case when d.kind = 'town' then w.vector end, ''::tsvector) as vector,
             d.folded || coalesce(case when d.kind = 'town' then ' ' || w.folded end, '') as folded
      from search_documents d left join town_words w on w.lng = d.lng
      where d.visible_from is null or d.visible_from <= now()
      union all
      select 'page', ref_id, lng, title, summary, url, search_vector(lng, title, body), search_fold(title || ' ' || body) from fixed_pages
    )`
  return { sql, bindings: [...pages.bindings, ...extras.bindings] }
}

interface Sql {
  sql: string
  bindings: Knex.RawBinding[]
}

/**
 * The matching rule both searches share, as the `hits(kind, ref_id, rank)` clause over a `docs`
 * clause (kind, ref_id, lng, vector, folded): first the documents whose text in any language holds
 * every word (a German visitor typing "boat" still finds the boat trips), ranked higher when they
 * matched in `boostLanguage`; only when none did, those a misspelling resembles (trigrams).
 */
function matchRules(words: string[], boostLanguage: Language | null): [fullText: Sql, typos: Sql] {
  const phrase = words.join(' ')
  return [
    {
      sql: `queries(lng, query) as (select l, to_tsquery(search_config(l), ?) from unnest(?::text[]) as l),
       hits as (
         select d.kind, d.ref_id, max(ts_rank(d.vector, q.query) * case when d.lng = ?::text then 2 else 1 end) as rank
         from docs d join queries q on q.lng = d.lng where d.vector @@ q.query group by d.kind, d.ref_id
       )`,
      bindings: [prefixQuery(words), [...LANGUAGES], boostLanguage],
    },
    {
      sql: `hits as (select kind, ref_id, max(search_similarity(?, folded)) as rank from docs group by kind, ref_id having max(search_similarity(?, folded)) >= ?)`,
      bindings: [phrase, phrase, TYPO_SIMILARITY],
    },
  ]
}

/** The rows `select` reads from the hits of the first rule that matched anything. */
async function firstMatching<T>(docs: Sql, words: string[], boostLanguage: Language | null, select: Sql): Promise<T[]> {
  for (const hits of matchRules(words, boostLanguage)) {
    const { rows } = await SearchDocumentModel.knex().raw<{ rows: T[] }>(`with ${docs.sql}, ${hits.sql} ${select.sql}`, [...docs.bindings, ...hits.bindings, ...select.bindings])
    if (rows.length > 0) return rows
  }
  return []
}

/** The site search's documents in the visitor's language, best match first. */
function matchingDocuments(lng: Language, words: string[], t: TFunction): Promise<Row[]> {
  const shown = `select d.kind, d.ref_id, d.title, d.summary, d.url from hits h
    join docs d on d.kind = h.kind and d.ref_id = h.ref_id and d.lng = ?
    order by h.rank desc, d.title`
  return firstMatching<Row>(documentsSql(t), words, lng, { sql: shown, bindings: [lng] })
}

const PUBLISHED_TRIPS: Sql = {
  sql: `docs as (select kind, ref_id, lng, vector, folded from search_documents where kind = 'trip' and (visible_from is null or visible_from <= now()))`,
  bindings: [],
}

/**
 * The trips the /trips list's text filter keeps: the site search's rule (every word, any order,
 * in any language, stemmed and unaccented; a misspelling only when nothing matched), so the two
 * searches never disagree. Null without words: the filter is off.
 */
export async function tripsMatching(q: string | undefined): Promise<number[] | null> {
  const words = q ? queryWords(q) : []
  if (words.length === 0) return null
  const rows = await firstMatching<{ ref_id: number }>(PUBLISHED_TRIPS, words, null, { sql: 'select ref_id from hits', bindings: [] })
  return rows.map((row) => Number(row.ref_id))
}

/** A town page's title is its page's title ("Menorca airport to Ciutadella transfer"), not the bare town name. */
function hitOf(row: Row, lng: Language, t: TFunction) {
  const title = row.kind === 'town' ? t('airport-transfers:town.title', { lng, town: row.title }) : row.title
  const summary = row.summary.length > 200 ? `${row.summary.slice(0, 199).trimEnd()}…` : row.summary
  return { title, summary, url: row.url }
}

/** Whether the visitor asked for a transfer in so many words ("airport", "Taxi", "trasllat"), in any language. */
function asksForTransfer(words: string[], t: TFunction): boolean {
  const vocabulary = new Set(LANGUAGES.flatMap((lng) => queryWords(t('searchPage.transferWords', { lng }))))
  return words.some((word) => vocabulary.has(word))
}

/**
 * The site search of /search and /api/search: trips, destinations, blog posts and the transfer
 * pages, grouped; the group with the best match comes first. The transfers lead, with a pointer
 * to the booking form, when a transfer page is the best match or the visitor asked for a transfer
 * in so many words; otherwise they wait their turn ("lobster stew" finds the Fornells trip first,
 * not the Fornells transfer page that mentions the dish).
 */
export async function searchSite(lng: Language, query: unknown, t: TFunction): Promise<SiteSearchResult> {
  const parsed = SiteSearchQuerySchema.safeParse(query)
  if (!parsed.success) {
    const q = (query as { q?: unknown } | null)?.q
    return { status: 'too-long', q: typeof q === 'string' ? q : '' }
  }
  const { q } = parsed.data
  const words = queryWords(q)
  if (words.length === 0) return { status: 'empty', q }
  const rows = await matchingDocuments(lng, words, t)
  // Rows come best first: a group's place is that of its best row.
  const bestRow = (name: SearchGroupName) => rows.findIndex((row) => GROUP_OF[row.kind] === name)
  const groups: SearchGroup[] = SEARCH_GROUPS.map((name) => {
    const inGroup = rows.filter((row) => GROUP_OF[row.kind] === name)
    return { name, total: inGroup.length, hits: inGroup.slice(0, SEARCH_GROUP_LIMIT).map((row) => hitOf(row, lng, t)) }
  })
    .filter((group) => group.total > 0)
    .sort((a, b) => bestRow(a.name) - bestRow(b.name))
  const transfers = groups.findIndex((group) => group.name === 'transfers')
  if (transfers > 0 && asksForTransfer(words, t)) groups.unshift(...groups.splice(transfers, 1))
  const transferPointer = groups[0]?.name === 'transfers' ? TRANSFER_BOOKING_URL : null
  return { status: 'done', q, total: rows.length, groups, transferPointer }
}
