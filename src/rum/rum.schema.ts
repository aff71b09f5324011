import { z } from 'zod'
import { ValidationError } from '../lib/errors'
import { PAGE_TYPES } from './page-types'
import { MAX_VALUES, RATINGS, ratingOf, WEB_VITALS } from './web-vitals'

/** A page view sends its four metrics at most twice over (a restore from the back/forward cache). */
export const MAX_METRICS_PER_BEACON = 8

const MetricSchema = z
  .strictObject({
    name: z.enum(WEB_VITALS),
    value: z.number().min(0),
    rating: z.enum(RATINGS),
  })
  .superRefine((metric, ctx) => {
    const max = MAX_VALUES[metric.name]
    if (metric.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `${metric.name} above ${max} is not a real measurement` })
    else if (ratingOf(metric.name, metric.value) !== metric.rating) ctx.addIssue({ code: 'custom', path: ['rating'], message: `${metric.name} ${metric.value} is rated ${ratingOf(metric.name, metric.value)}` })
  })

/** POST /api/rum: one page view's Core Web Vitals. Anything else (a URL, an id) is refused. */
export const RumBeaconSchema = z.strictObject({
  pageType: z.enum(PAGE_TYPES),
  metrics: z.array(MetricSchema).min(1).max(MAX_METRICS_PER_BEACON),
})
export type RumBeaconInput = z.infer<typeof RumBeaconSchema>

/** sendBeacon posts a string as text/plain; fetch and other clients may post JSON. */
export function parseBeacon(body: unknown): RumBeaconInput {
  let value = body
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body)
    } catch {
      throw new ValidationError({ body: 'not valid JSON' })
    }
  }
  return RumBeaconSchema.parse(value ?? {})
}

export const WebVitalsQuerySchema = z.object({ pageType: z.enum(PAGE_TYPES).optional() })
