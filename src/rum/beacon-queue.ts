import { WEB_VITALS, type Rating, type RumBeacon, type WebVitalName } from './web-vitals'

/** The part of a web-vitals Metric we keep (its id tells reports of one measurement apart). */
export interface MeasuredMetric {
  id: string
  name: string
  value: number
  rating: Rating
}

/** web-vitals also measures FCP; we keep the four Core Web Vitals the admin shows. */
const COLLECTED = new Set<string>(WEB_VITALS)

/**
 * One page view's metrics, sent together when the page is hidden (web-vitals' batching advice).
 * A metric reported again before the flush replaces its earlier value; each measurement is sent
 * once, so a visitor switching tabs back and forth does not count twice.
 */
export function createBeaconQueue(pageType: string, send: (body: string) => void) {
  const pending = new Map<string, MeasuredMetric>()
  const sent = new Set<string>()
  return {
    add(metric: MeasuredMetric): void {
      if (COLLECTED.has(metric.name) && !sent.has(metric.id)) pending.set(metric.id, metric)
    },
    flush(): void {
      if (pending.size === 0) return
      const beacon: RumBeacon = {
        pageType,
        metrics: [...pending.values()].map(({ name, value, rating }) => ({ name: name as WebVitalName, value, rating })),
      }
      for (const id of pending.keys()) sent.add(id)
      pending.clear()
      send(JSON.stringify(beacon))
    },
  }
}
