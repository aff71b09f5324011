import { describe, expect, it } from 'vitest'
import { dailySeries, lastDays, roundVital, summarize, type SummaryRow } from './rum.admin.server'
import { parseBeacon } from './rum.schema'
import { ratingOf } from './web-vitals'

describe("Google's thresholds", () => {
  it('rate up to and including the good bound as good, up to the poor bound as needs improvement', () => {
    expect(ratingOf('LCP', 2500)).toBe('good')
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement')
    expect(ratingOf('LCP', 4001)).toBe('poor')
    expect(ratingOf('INP', 200)).toBe('good')
    expect(ratingOf('INP', 500)).toBe('needs-improvement')
    expect(ratingOf('CLS', 0.1)).toBe('good')
    expect(ratingOf('CLS', 0.26)).toBe('poor')
    expect(ratingOf('TTFB', 1800)).toBe('needs-improvement')
    expect(ratingOf('TTFB', 1801)).toBe('poor')
  })
})

describe('aggregation', () => {
  const row = (pageType: SummaryRow['pageType'], metric: SummaryRow['metric'], p75Day: number | null, countDay: number, p75Week: number, countWeek: number): SummaryRow => ({ pageType, metric, p75Day, countDay, p75Week, countWeek })

  it('puts the all-pages row apart, lists page types in a fixed order, rates the rounded p75', () => {
    const { overall, pageTypes } = summarize([
      row('trip', 'LCP', 2600.4, 3, 2400.6, 10),
      row(null, 'LCP', 2100.2, 5, 2000, 20),
      row('home', 'CLS', null, 0, 0.10004, 4),
      row(null, 'CLS', null, 0, 0.10004, 4),
    ])
    expect(pageTypes.map((p) => p.pageType)).toEqual(['home', 'trip'])
    expect(overall.metrics.LCP).toEqual({ last24h: { p75: 2100, count: 5, rating: 'good' }, last7d: { p75: 2000, count: 20, rating: 'good' } })
    const trip = pageTypes[1]!.metrics
    expect(trip.LCP.last24h).toEqual({ p75: 2600, count: 3, rating: 'needs-improvement' })
    expect(trip.LCP.last7d).toEqual({ p75: 2401, count: 10, rating: 'good' })
    // Nothing measured: no value and no rating rather than a misleading zero.
    expect(trip.INP.last7d).toEqual({ p75: null, count: 0, rating: null })
    expect(pageTypes[0]!.metrics.CLS).toEqual({ last24h: { p75: null, count: 0, rating: null }, last7d: { p75: 0.1, count: 4, rating: 'good' } })
  })

  it('rounds milliseconds to whole numbers and CLS to three decimals', () => {
    expect(roundVital('INP', 199.5)).toBe(200)
    expect(roundVital('CLS', 0.12345)).toBe(0.123)
  })

  it('has one point per UTC day over 14 days, oldest first, with gaps for days without samples', () => {
    const days = lastDays(new Date('2026-11-23T00:30:00+01:00'))
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-11-09')
    expect(days.at(-1)).toBe('2026-11-22')
    const series = dailySeries([{ metric: 'TTFB', day: '2026-11-20', p75: 310.6, count: 7 }], days)
    expect(series.TTFB.find((d) => d.day === '2026-11-20')).toEqual({ day: '2026-11-20', p75: 311, count: 7 })
    expect(series.TTFB.filter((d) => d.p75 !== null)).toHaveLength(1)
    expect(series.LCP.every((d) => d.p75 === null && d.count === 0)).toBe(true)
  })
})

describe('beacon validation', () => {
  const valid = { pageType: 'home', metrics: [{ name: 'LCP', value: 1200, rating: 'good' }] }

  it('accepts sendBeacon text and JSON objects alike', () => {
    expect(parseBeacon(JSON.stringify(valid))).toEqual(valid)
    expect(parseBeacon(valid)).toEqual(valid)
  })

  it('refuses unknown metrics, page types and fields, impossible values and a rating that does not fit the value', () => {
    const bad = (beacon: unknown) => () => parseBeacon(beacon)
    expect(bad({ ...valid, pageType: 'admin' })).toThrow()
    expect(bad({ ...valid, url: 'https://example.com/?email=a@b.c' })).toThrow()
    expect(bad({ ...valid, metrics: [{ name: 'FID', value: 10, rating: 'good' }] })).toThrow()
    expect(bad({ ...valid, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] })).toThrow()
    expect(bad({ ...valid, metrics: [{ name: 'LCP', value: 600_000, rating: 'poor' }] })).toThrow()
    expect(bad({ ...valid, metrics: [{ name: 'CLS', value: 0.5, rating: 'good' }] })).toThrow()
    expect(bad({ ...valid, metrics: [] })).toThrow()
    expect(bad('{not json')).toThrow(expect.objectContaining({ code: 'validation', fields: { body: 'not valid JSON' } }))
  })
})
