import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client'
import type { AppMetrics } from './metrics'

/**
 * Every instance's metrics in one place (ADR 057): each instance upserts its registry's JSON into
 * instance_metrics every 15 s, and the admin performance page of whichever instance answers reads
 * the rows of the instances seen lately and adds them up with prom-client's AggregatorRegistry
 * (counters and histograms summed, per-process gauges as prom-client's own aggregators say).
 */

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[]

export const PUBLISH_INTERVAL_MS = 15_000
/** An instance not heard from for this long has stopped (or lost its database): it is left out. */
export const INSTANCE_SEEN_MS = 2 * 60_000

export async function publishInstanceMetrics(knex: Knex, metrics: AppMetrics): Promise<void> {
  const snapshot = JSON.stringify(await metrics.snapshot())
  await knex('instance_metrics')
    .insert({ instance_id: metrics.instanceId, updated_at: knex.fn.now(), snapshot })
    .onConflict('instance_id')
    .merge(['updated_at', 'snapshot'])
}

/** Publishes now and then every 15 s until stopped; a failed write is logged and tried at the next tick. */
export function startInstanceMetricsPublisher(knex: Knex, metrics: AppMetrics, logger: Logger, intervalMs = PUBLISH_INTERVAL_MS): { stop(): Promise<void> } {
  let pending: Promise<void> = Promise.resolve()
  let stopped = false
  const tick = () => {
    pending = publishInstanceMetrics(knex, metrics).catch((error: unknown) => {
      if (!stopped) logger.warn({ err: error }, 'could not publish this instance’s metrics')
    })
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  // The timer never keeps the process alive on its own.
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await pending
    },
  }
}

export interface InstanceSnapshot {
  instanceId: string
  updatedAt: Date
  metrics: MetricsJson
}

/** The snapshots of the instances seen in the last two minutes, newest first. */
export async function recentInstanceSnapshots(knex: Knex, seenMs = INSTANCE_SEEN_MS): Promise<InstanceSnapshot[]> {
  // The app's knex maps column names to camelCase (objection's snake-case mappers).
  const rows: Array<{ instanceId: string; updatedAt: Date | string; snapshot: unknown }> = await knex('instance_metrics')
    .where('updated_at', '>', new Date(Date.now() - seenMs))
    .orderBy('updated_at', 'desc')
    .select('instance_id', 'updated_at', 'snapshot')
  return rows.map((row) => ({
    instanceId: row.instanceId,
    updatedAt: new Date(row.updatedAt),
    metrics: (typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot) as MetricsJson,
  }))
}

/** The totals over several instances' registries, as one registry's JSON. */
export function aggregateMetrics(snapshots: MetricsJson[]): Promise<MetricsJson> {
  return AggregatorRegistry.aggregate(snapshots).getMetricsAsJSON()
}
