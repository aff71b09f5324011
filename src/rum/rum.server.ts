import { db } from '../db/knex'
import type { RumBeaconInput } from './rum.schema'

export const RUM_RETENTION_DAYS = 35
const DAY_MS = 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000

export type DeviceClass = 'mobile' | 'desktop'

/** The only thing kept of the user agent: phone-or-tablet versus the rest. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  return userAgent && /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop'
}

let nextPruneAt = 0

/** Deletes samples older than the retention period; returns how many. */
export async function pruneExpiredWebVitals(now = new Date()): Promise<number> {
  return db()('web_vital_samples')
    .where('createdAt', '<', new Date(now.getTime() - RUM_RETENTION_DAYS * DAY_MS))
    .delete()
}

/**
 * One multi-row insert per page view. Retention rides along: the first write of each hour (per
 * instance) also deletes expired samples through the created_at index, so no timer is needed.
 */
export async function recordWebVitals(beacon: RumBeaconInput, device: DeviceClass): Promise<void> {
  await db()('web_vital_samples').insert(
    beacon.metrics.map((metric) => ({ metric: metric.name, pageType: beacon.pageType, value: metric.value, rating: metric.rating, device })),
  )
  const now = Date.now()
  if (now >= nextPruneAt) {
    nextPruneAt = now + PRUNE_EVERY_MS
    await pruneExpiredWebVitals(new Date(now))
  }
}
