import type { Logger } from 'pino'
import { countUsers, createUser, oneTimePassword } from './users.server'

export const DEMO_ADMIN_EMAIL = 'admin@example.com'

/**
 * The first staff account: ADMIN_EMAIL / ADMIN_PASSWORD when set and no user has that address;
 * else, on the embedded demo database with no user at all, an admin with a one-time password
 * printed once (it must be changed at the first login).
 */
export async function ensureFirstAdmin(options: { email?: string; password?: string; embedded: boolean; logger: Logger; print?: (line: string) => void }): Promise<void> {
  const print = options.print ?? ((line: string) => console.log(line))
  if (options.email && options.password) {
    try {
      await createUser({ email: options.email, role: 'admin', password: options.password, name: 'Admin' })
      options.logger.info({ email: options.email }, 'admin account created from ADMIN_EMAIL')
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error
    }
    return
  }
  if (!options.embedded || (await countUsers()) > 0) return
  const password = oneTimePassword()
  await createUser({ email: DEMO_ADMIN_EMAIL, role: 'admin', password, name: 'Admin', mustChangePassword: true })
  print('')
  print('  Admin account for this demo database (shown once):')
  print(`    e-mail:   ${DEMO_ADMIN_EMAIL}`)
  print(`    password: ${password}   (one-time: you choose your own at the first login)`)
  print('    log in at /auth/login')
  print('')
}
