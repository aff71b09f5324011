import type { Logger } from 'pino'
import { countUsers, createUser, oneTimePassword } from './users.server'

export const DEMO_ADMIN_EMAIL = 'admin@example.com'

/** A demo driver record waiting for its staff account (the seed's; src/fleet). */
export interface DemoDriver {
  name: string
  email: string
  link(userId: number): Promise<void>
}

/**
 * The first staff account: ADMIN_EMAIL / ADMIN_PASSWORD when set and no user has that address;
 * else, on the embedded demo database with no user at all, an admin with a one-time password
 * printed once (it must be changed at the first login) — and, when the demo has a driver waiting
 * for one, that driver's account with the role driver and a one-time password of its own, so the
 * driver's phone view can be tried (docs/decisions/040).
 */
export async function ensureFirstAdmin(options: { email?: string; password?: string; embedded: boolean; logger: Logger; print?: (line: string) => void; demoDriver?: () => Promise<DemoDriver | undefined> }): Promise<void> {
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
  const driver = await options.demoDriver?.()
  if (!driver) return
  const driverPassword = oneTimePassword()
  const user = await createUser({ email: driver.email, role: 'driver', password: driverPassword, name: driver.name, mustChangePassword: true })
  await driver.link(user.id)
  print(`  Driver account (${driver.name}'s jobs on a phone, shown once):`)
  print(`    e-mail:   ${driver.email}`)
  print(`    password: ${driverPassword}   (one-time)`)
  print('')
}
