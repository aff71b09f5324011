import { z } from 'zod'

export const SEARCH_MAX_LENGTH = 100
/** More words than this only narrow a search to nothing; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8
/** Results shown per group: the page is a pointer to pages, not a catalogue. */
export const SEARCH_GROUP_LIMIT = 10

export const SEARCH_GROUPS = ['transfers', 'trips', 'destinations', 'posts'] as const
export type SearchGroupName = (typeof SEARCH_GROUPS)[number]

/**
 * /search and /api/search: `q` trimmed; longer than SEARCH_MAX_LENGTH is refused with a message
 * rather than cut, so the visitor knows why. A repeated parameter takes its first value.
 */
export const SiteSearchQuerySchema = z.object({
  q: z.preprocess((value) => {
    const first: unknown = Array.isArray(value) ? value[0] : value
    return typeof first === 'string' ? first : ''
  }, z.string().trim().max(SEARCH_MAX_LENGTH)),
})

export interface SearchHit {
  title: string
  summary: string
  url: string
}

export interface SearchGroup {
  name: SearchGroupName
  total: number
  hits: SearchHit[]
}

export type SiteSearchResult =
  | { status: 'empty'; q: string }
  | { status: 'too-long'; q: string }
  | { status: 'done'; q: string; total: number; groups: SearchGroup[]; transferPointer: string | null }

/** Accent- and case-folded words of a query, letters and digits only, so they are safe inside a tsquery. */
export function queryWords(q: string): string[] {
  const folded = q.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und')
  // One letter (the l of l'illa) would match nearly every word as a prefix.
  return (folded.match(/[\p{L}\p{N}]{2,}/gu) ?? []).slice(0, SEARCH_MAX_WORDS).map((w) => w.slice(0, 40))
}

/** Every word, in any order, as a prefix: "transfer" finds "transfers", "boot" finds "Bootsausflug". */
export function prefixQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ')
}
