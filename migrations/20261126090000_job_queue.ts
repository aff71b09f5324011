import type { Knex } from 'knex'
import PgBoss from 'pg-boss'
import { jobSchemaOf } from '../src/jobs/job-schema'

/**
 * The job queue's tables (pg-boss 10, docs/decisions/033): created by a migration like every other
 * table, so a database is complete after `npm run migrate` and the app never creates schema at start.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(withoutOwnTransaction(PgBoss.getConstructionPlans(jobSchemaOf(knex))))
}

/** pg-boss wraps its plan in BEGIN … COMMIT; Knex already runs each migration in a transaction, which that COMMIT would end early. */
function withoutOwnTransaction(plan: string): string {
  return plan.replace(/^\s*BEGIN;\s*$/m, '').replace(/^\s*COMMIT;\s*$/m, '')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop schema if exists ?? cascade', [jobSchemaOf(knex)])
}
