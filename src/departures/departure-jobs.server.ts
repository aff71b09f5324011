import type { JobQueue } from '../jobs/job-queue'
import { db } from '../db/knex'
import { generateDepartures } from './departures.server'

// The rolling horizon (docs/decisions/042): once a day the schedules' departures are written up to
// 180 days ahead again, through the one job queue (ADR 033). Generation is idempotent, so a tick
// run twice, or by two instances, adds nothing the second time.

export const EXTEND_HORIZON_JOB = 'departures.extend-horizon'

/** 03:10 UTC, every day (a quiet hour on the island in winter and summer). */
const DAILY = '10 3 * * *'

/** Registers the daily job with the app's queue (at build time, before the queue starts). */
export function defineDepartureJobs(jobs: JobQueue): void {
  jobs.define({ name: EXTEND_HORIZON_JOB, handler: async () => void (await generateDepartures(db())) })
  jobs.every(EXTEND_HORIZON_JOB, DAILY)
}
