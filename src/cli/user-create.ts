import { parseArgs } from 'node:util'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { z } from 'zod'
import { createI18n } from '../i18n/i18n.server'
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages'
import { PASSWORD_MIN_LENGTH } from '../users/password-rules'
import { ROLES } from '../users/users.model'
import { assertRole, createUser } from '../users/users.server'
import { openCliDatabase } from './cli-database'

/**
 * `npm run user:create -- --email ana@example.com --role admin [--name "Ana"] [--language de]`:
 * asks for the password (hidden) twice; piped input (`echo pw | npm run user:create …`) is read as
 * the password. With the embedded database the site must be stopped first (one process at a time;
 * it says so). The roles are explained in the terminal's language (LANG), English otherwise.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, name: { type: 'string', default: '' }, language: { type: 'string', default: 'es' } },
})

const terminalLanguage = (process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '').slice(0, 2)
const t = (await createI18n()).getFixedT(isLanguage(terminalLanguage) ? terminalLanguage : 'en', 'admin')
const rolesHelp = ROLES.map((r) => `  ${r.padEnd(11)} ${t(`roleDescriptions.${r}`)}`).join('\n')
const usage = `Usage: npm run user:create -- --email <address> [--role ${ROLES.join('|')}] [--name <name>] [--language ${LANGUAGES.join('|')}]\n\nRoles:\n${rolesHelp}\n\n--language: the language of the staff e-mails this person receives (default es).`

if (!values.email) {
  console.error(usage)
  process.exit(2)
}
if (!isLanguage(values.language)) {
  console.error(`Unknown language "${values.language}": ${LANGUAGES.join(', ')}.`)
  process.exit(2)
}
const language: Language = values.language

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

let role: ReturnType<typeof assertRole>
try {
  role = assertRole(values.role)
} catch {
  console.error(`Unknown role "${values.role}".\n\nRoles:\n${rolesHelp}`)
  process.exit(2)
}
if (!z.email().safeParse(values.email).success) {
  console.error(`Not an e-mail address: ${values.email}`)
  process.exit(2)
}

// The database first: a running site that holds it is reported before anyone types a password.
const { close } = await openCliDatabase()
try {
  const password = await ask('Password: ')
  if (process.stdin.isTTY && (await ask('Repeat password: ')) !== password) throw new Error('The passwords do not match.')
  if (password.length < PASSWORD_MIN_LENGTH) throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  const user = await createUser({ email: values.email, role, name: values.name, password, language })
  console.log(`Created ${user.role} ${user.email} (id ${user.id}).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
