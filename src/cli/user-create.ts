import path from 'node:path'
import { parseArgs } from 'node:util'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { loadEnv } from '../config/env'
import { startEmbeddedDatabase } from '../db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'
import { PASSWORD_MIN_LENGTH } from '../users/password-rules'
import { assertRole, createUser } from '../users/users.service'

/**
 * `npm run user:create -- --email ana@example.com --role admin [--name "Ana"]`: asks for the
 * password (hidden) twice; piped input (`echo pw | npm run user:create …`) is read as the password.
 * Stop the server first when it uses the embedded database (one process at a time).
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, name: { type: 'string', default: '' } } })
if (!values.email) {
  console.error('Usage: npm run user:create -- --email <address> [--role admin|editor|user] [--name <name>]')
  process.exit(2)
}

async function ask(question: string): Promise<string> {
  let muted = false
  const output = new Writable({ write: (chunk, _enc, done) => { if (!muted) process.stdout.write(chunk); done() } })
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY })
  const answer = new Promise<string>((resolve) => rl.question(question, resolve))
  muted = process.stdin.isTTY
  const value = await answer
  rl.close()
  if (process.stdin.isTTY) process.stdout.write('\n')
  return value
}

const password = await ask('Password: ')
if (process.stdin.isTTY && (await ask('Repeat password: ')) !== password) {
  console.error('The passwords do not match.')
  process.exit(1)
}
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  process.exit(1)
}

const env = loadEnv()
const embedded = env.DATABASE_URL ? undefined : await startEmbeddedDatabase(path.join(env.dataDir, 'pg'))
const knex = openDatabase({ connectionString: env.DATABASE_URL ?? embedded!.connectionString, poolMax: 2 })
try {
  await migrateToLatest(knex)
  const user = await createUser({ email: values.email, role: assertRole(values.role), name: values.name, password })
  console.log(`Created ${user.role} ${user.email} (id ${user.id}).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await closeDatabase()
  await embedded?.stop()
}
