/**
 * The Core Web Vitals we collect from visitors and Google's thresholds for them. Shared by the
 * browser reporter, the endpoint's schema and the admin page, so it imports nothing.
 */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type WebVitalName = (typeof WEB_VITALS)[number]

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type Rating = (typeof RATINGS)[number]

/**
 * Up to and including the first bound is good, up to the second needs improvement, above is
 * poor (web.dev; the same bounds web-vitals uses to rate a metric). Milliseconds, CLS unitless.
 */
export const THRESHOLDS: Record<WebVitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
}

/** Values beyond these are measurement junk, not slow pages (a tab left loading for minutes). */
export const MAX_VALUES: Record<WebVitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 25,
  TTFB: 120_000,
}

export function ratingOf(name: WebVitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}

export const RUM_ENDPOINT = '/api/rum'

/** What a page view sends when it is hidden: its page type and the metrics measured so far. */
export interface RumBeacon {
  pageType: string
  metrics: Array<{ name: WebVitalName; value: number; rating: Rating }>
}
