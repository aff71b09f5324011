import type { Knex } from 'knex'

/**
 * A transfer on request is answered within the office's working hours (src/transfers/reply-deadline.ts),
 * so the booking rules staff saved gain the hours the office answers in: 09:00 to 20:00 every day
 * unless they are set already. Written out here, not read from DEFAULT_BOOKING_RULES: a migration
 * must do the same whenever it runs. A site that never saved its rules reads the defaults anyway.
 */
const OFFICE_HOURS = { officeOpensAt: '09:00', officeClosesAt: '20:00' }

export async function up(knex: Knex): Promise<void> {
  // jsonb ||: the right side wins, so hours a site already has stay as they are.
  await knex('settings').where({ key: 'transfers.booking' }).update({ value: knex.raw('?::jsonb || value', [JSON.stringify(OFFICE_HOURS)]) })
}

export async function down(knex: Knex): Promise<void> {
  await knex('settings').where({ key: 'transfers.booking' }).update({ value: knex.raw("value - 'officeOpensAt' - 'officeClosesAt'") })
}
