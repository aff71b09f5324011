import request from 'supertest'
import type { Express } from 'express'
import type { Role } from '../../src/users/users.model'
import { createUser } from '../../src/users/users.server'

export const STAFF_PASSWORD = 'a long and careful passphrase'

/** The CSRF token of a page's form. */
export function csrfOf(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html)
  if (!match) throw new Error('no CSRF field in the page')
  return match[1]!
}

let counter = 0
/** A new staff user of this role, with a unique e-mail. */
export async function createStaff(role: Role, options: { mustChangePassword?: boolean } = {}) {
  counter += 1
  const email = `${role}.${counter}.${Date.now()}@staff.example`
  const user = await createUser({ email, role, name: `${role} ${counter}`, password: STAFF_PASSWORD, ...options })
  return { ...user, password: STAFF_PASSWORD }
}

/** A supertest agent logged in as a new user of this role (cookies kept between requests). */
export async function loginAs(app: Express, role: Role) {
  const user = await createStaff(role)
  const agent = request.agent(app)
  const page = await agent.get('/auth/login')
  const res = await agent.post('/auth/login').type('form').send({ email: user.email, password: user.password, _csrf: csrfOf(page.text) })
  if (res.status !== 303) throw new Error(`login failed: ${res.status}`)
  const csrf = csrfOf((await agent.get(role === 'user' ? '/auth/login' : '/admin')).text)
  return { agent, user, csrf }
}
