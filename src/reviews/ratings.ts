// A trip's rating is computed from its published reviews, never typed in (docs/decisions/042,
// "Reviews"): the mean to one decimal, the count, and how many gave each number of stars.

export interface RatingSummary {
  /** Mean of the ratings, one decimal; null when there are none (no rating is shown at all). */
  average: number | null
  count: number
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: Array<{ stars: 1 | 2 | 3 | 4 | 5; count: number }>
}

const STARS = [5, 4, 3, 2, 1] as const

/** The summary of a list of ratings (whole stars from 1 to 5; anything else is not a rating). */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter((r) => Number.isInteger(r) && r >= 1 && r <= 5)
  const count = valid.length
  const average = count ? Math.round((valid.reduce((sum, r) => sum + r, 0) / count) * 10) / 10 : null
  return { average, count, distribution: STARS.map((stars) => ({ stars, count: valid.filter((r) => r === stars).length })) }
}

/** The flag of an ISO 3166 country code ("GB" → 🇬🇧), from the regional indicator letters. */
export function flagOf(country: string | null): string {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return ''
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
}

/** The country's name in a language ("GB", "de" → "Vereinigtes Königreich"); the code when unknown. */
export function countryName(country: string | null, locale: string): string {
  if (!country) return ''
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country
  } catch {
    return country
  }
}

/** "María José" → "María", "  ann-kathrin smith" → "Ann-kathrin": a review shows the first name only. */
export function firstNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? ''
  return first ? first.charAt(0).toLocaleUpperCase() + first.slice(1) : ''
}
