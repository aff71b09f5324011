import { db } from '../db/knex'
import { imageCacheCounters } from '../images/optimize'
import { htmlCache } from '../lib/html-cache'
import { eventLoopDelay, memorySeries, type RequestMetrics, type RouteMetrics } from '../lib/metrics'

/** What /admin/performance and GET /api/admin/metrics show: this instance, right now. */
export interface PerformanceSnapshot {
  at: string
  uptimeSeconds: number
  requests: {
    total: number
    windowMinutes: number
    routes: RouteMetrics[]
    /** The last 30 minutes, one point per minute. */
    perMinute: Array<{ start: string; count: number; p90: number }>
  }
  htmlCache: { entries: number; hits: number; misses: number; hitRate: number | null }
  imageCache: { hits: number; misses: number; hitRate: number | null }
  database: { used: number; free: number; pendingAcquires: number; pendingCreates: number; min: number; max: number }
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number; series: Array<{ at: string; rss: number; heapUsed: number }> }
  eventLoopDelay: { mean: number; p50: number; p99: number; max: number; since: string }
}

const rate = (hits: number, misses: number) => (hits + misses ? Math.round((hits / (hits + misses)) * 1000) / 10 : null)

interface TarnPool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
  numPendingCreates(): number
  min: number
  max: number
}

function poolStats(): PerformanceSnapshot['database'] {
  const pool = (db().client as { pool?: TarnPool }).pool
  if (!pool) return { used: 0, free: 0, pendingAcquires: 0, pendingCreates: 0, min: 0, max: 0 }
  return { used: pool.numUsed(), free: pool.numFree(), pendingAcquires: pool.numPendingAcquires(), pendingCreates: pool.numPendingCreates(), min: pool.min, max: pool.max }
}

export function getPerformanceSnapshot(requestMetrics: RequestMetrics): PerformanceSnapshot {
  const now = Date.now()
  const html = htmlCache.stats()
  const memory = process.memoryUsage()
  const loop = eventLoopDelay()
  return {
    at: new Date(now).toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    requests: {
      total: requestMetrics.total,
      windowMinutes: 5,
      routes: requestMetrics.routeTable(now),
      perMinute: requestMetrics.minuteSeries(now).map((p) => ({ ...p, start: new Date(p.start).toISOString() })),
    },
    htmlCache: { ...html, hitRate: rate(html.hits, html.misses) },
    imageCache: { ...imageCacheCounters, hitRate: rate(imageCacheCounters.hits, imageCacheCounters.misses) },
    database: poolStats(),
    memory: {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      series: [...memorySeries(), { at: now, rss: memory.rss, heapUsed: memory.heapUsed }].map((s) => ({ ...s, at: new Date(s.at).toISOString() })),
    },
    eventLoopDelay: { ...loop, since: new Date(loop.since).toISOString() },
  }
}
