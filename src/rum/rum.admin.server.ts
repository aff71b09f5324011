import { db } from '../db/knex'
import { PAGE_TYPES, type PageType } from './page-types'
import { RUM_RETENTION_DAYS } from './rum.server'
import { ratingOf, THRESHOLDS, WEB_VITALS, type Rating, type WebVitalName } from './web-vitals'

export const SERIES_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

export interface VitalWindow {
  p75: number | null
  count: number
  rating: Rating | null
}

export interface PageTypeVitals {
  /** null: every page type together. */
  pageType: PageType | null
  metrics: Record<WebVitalName, { last24h: VitalWindow; last7d: VitalWindow }>
}

export interface DailyP75 {
  day: string
  p75: number | null
  count: number
}

/** What the admin performance page and GET /api/admin/metrics/web-vitals show. */
export interface WebVitalsReport {
  generatedAt: string
  retentionDays: number
  thresholds: typeof THRESHOLDS
  overall: PageTypeVitals
  /** Page types with samples in the last 7 days, in PAGE_TYPES order. */
  pageTypes: PageTypeVitals[]
  /** p75 per UTC day over the last 14 days (oldest first), of one page type or (null) all. */
  series: { pageType: PageType | null; metrics: Record<WebVitalName, DailyP75[]> }
}

export interface SummaryRow {
  pageType: PageType | null
  metric: WebVitalName
  p75Day: number | null
  countDay: number
  p75Week: number | null
  countWeek: number
}

export interface DailyRow {
  metric: WebVitalName
  day: string
  p75: number
  count: number
}

/** Milliseconds to whole numbers, CLS to three decimals: what anyone reads off a p75. */
export function roundVital(metric: WebVitalName, value: number): number {
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value)
}

function vitalWindow(metric: WebVitalName, p75: number | null, count: number): VitalWindow {
  if (!count || p75 === null) return { p75: null, count: 0, rating: null }
  const rounded = roundVital(metric, p75)
  return { p75: rounded, count, rating: ratingOf(metric, rounded) }
}

function emptyMetrics(): PageTypeVitals['metrics'] {
  const empty = (): VitalWindow => ({ p75: null, count: 0, rating: null })
  return Object.fromEntries(WEB_VITALS.map((m) => [m, { last24h: empty(), last7d: empty() }])) as PageTypeVitals['metrics']
}

/** Rows of the grouping-sets query → one entry for all pages and one per page type seen. */
export function summarize(rows: SummaryRow[]): { overall: PageTypeVitals; pageTypes: PageTypeVitals[] } {
  const overall: PageTypeVitals = { pageType: null, metrics: emptyMetrics() }
  const byType = new Map<PageType, PageTypeVitals>()
  for (const row of rows) {
    let entry = overall
    if (row.pageType) {
      entry = byType.get(row.pageType) ?? { pageType: row.pageType, metrics: emptyMetrics() }
      byType.set(row.pageType, entry)
    }
    entry.metrics[row.metric] = { last24h: vitalWindow(row.metric, row.p75Day, row.countDay), last7d: vitalWindow(row.metric, row.p75Week, row.countWeek) }
  }
  const pageTypes = PAGE_TYPES.filter((type) => byType.has(type)).map((type) => byType.get(type)!)
  return { overall, pageTypes }
}

/** The UTC dates (YYYY-MM-DD) of the last `count` days, ending today. */
export function lastDays(now: Date, count = SERIES_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/** One point per day and metric; a day without samples has no p75 (a gap, not a zero). */
export function dailySeries(rows: DailyRow[], days: string[]): Record<WebVitalName, DailyP75[]> {
  const found = new Map(rows.map((row) => [`${row.metric} ${row.day}`, row]))
  return Object.fromEntries(
    WEB_VITALS.map((metric) => [
      metric,
      days.map((day) => {
        const row = found.get(`${metric} ${day}`)
        return row ? { day, p75: roundVital(metric, row.p75), count: row.count } : { day, p75: null, count: 0 }
      }),
    ]),
  ) as Record<WebVitalName, DailyP75[]>
}

const P75 = 'percentile_cont(0.75) within group (order by value)'

/** 75th percentiles computed by the database (percentile_cont: the same on PostgreSQL and PGlite). */
export async function getWebVitalsReport({ pageType = null, now = new Date() }: { pageType?: PageType | null; now?: Date } = {}): Promise<WebVitalsReport> {
  const knex = db()
  const dayStart = new Date(now.getTime() - DAY_MS)
  const weekStart = new Date(now.getTime() - 7 * DAY_MS)
  const days = lastDays(now)
  const seriesStart = new Date(`${days[0]}T00:00:00Z`)
  const summaryQuery = knex('webVitalSamples')
    .select('pageType', 'metric')
    .select(knex.raw(`${P75} filter (where created_at >= ?) as p75_day`, [dayStart]))
    .select(knex.raw('count(*) filter (where created_at >= ?) as count_day', [dayStart]))
    .select(knex.raw(`${P75} as p75_week`))
    .select(knex.raw('count(*) as count_week'))
    .where('createdAt', '>=', weekStart)
    .groupByRaw('grouping sets ((page_type, metric), (metric))')
  const dailyQuery = knex('webVitalSamples')
    .select('metric')
    .select(knex.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day`))
    .select(knex.raw(`${P75} as p75`))
    .select(knex.raw('count(*) as count'))
    .where('createdAt', '>=', seriesStart)
    .modify((query) => {
      if (pageType) query.where('pageType', pageType)
    })
    .groupByRaw('1, 2')
  const [summaryRows, dailyRows] = await Promise.all([summaryQuery as unknown as Promise<SummaryRow[]>, dailyQuery as unknown as Promise<DailyRow[]>])
  return {
    generatedAt: now.toISOString(),
    retentionDays: RUM_RETENTION_DAYS,
    thresholds: THRESHOLDS,
    ...summarize(summaryRows),
    series: { pageType, metrics: dailySeries(dailyRows, days) },
  }
}
