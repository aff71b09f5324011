import type { Knex } from 'knex'

/**
 * Issue 14 (docs/decisions/038): the staff roles `dispatcher` and `driver` become holdable (the
 * role column is a Knex enum, i.e. a CHECK constraint), and each account gets the language its
 * staff e-mails are written in (Spanish until the staff member chooses another on /admin/account).
 */
const ROLES_BEFORE = ['admin', 'editor', 'user']
const ROLES_AFTER = ['admin', 'editor', 'dispatcher', 'driver', 'user']
const LANGUAGES = ['es', 'en', 'de', 'ca']

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ')

async function setRoles(knex: Knex, roles: string[]): Promise<void> {
  await knex.raw('alter table users drop constraint if exists users_role_check')
  await knex.raw(`alter table users add constraint users_role_check check (role in (${list(roles)}))`)
}

export async function up(knex: Knex): Promise<void> {
  await setRoles(knex, ROLES_AFTER)
  await knex.schema.alterTable('users', (t) => {
    t.string('language', 2).notNullable().defaultTo('es')
  })
  await knex.raw(`alter table users add constraint users_language_check check (language in (${list(LANGUAGES)}))`)
}

export async function down(knex: Knex): Promise<void> {
  // Accounts holding a new role lose their staff rights rather than block the rollback.
  await knex('users').whereIn('role', ['dispatcher', 'driver']).update({ role: 'user' })
  await setRoles(knex, ROLES_BEFORE)
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('language')
  })
}
