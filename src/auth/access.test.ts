import { describe, expect, it } from 'vitest'
import { adminPageToReturnTo, safeNextPath } from './access'
import { pageAccess, pageDeclaration, PASSWORD_PAGE_ID } from './page-access'
import { isRoleDeclaration, mayUse, STAFF_ROLES } from '../lib/roles'

describe('role declarations (ADR 019)', () => {
  it('let in exactly the declared staff roles, and no one without a valid declaration', () => {
    expect(mayUse('admin', ['admin'])).toBe(true)
    expect(mayUse('editor', ['admin'])).toBe(false)
    expect(mayUse('editor', ['admin', 'editor'])).toBe(true)
    expect(mayUse('dispatcher', ['admin', 'dispatcher'])).toBe(true)
    expect(mayUse('driver', ['admin', 'dispatcher'])).toBe(false)
    // Deny by default: nothing declared, an empty or malformed declaration, or a role that is not staff.
    for (const declared of [undefined, null, [], ['Admin'], ['admin', 'root'], 'admin', {}]) expect(mayUse('admin', declared)).toBe(false)
    expect(mayUse('user', ['admin', 'editor'])).toBe(false)
    expect(mayUse(undefined, ['admin'])).toBe(false)
    expect(isRoleDeclaration([...STAFF_ROLES])).toBe(true)
  })

  it("counts only a page's own +roles.ts, never one inherited from a parent folder", () => {
    const entries = (file: string | null) => ({ roles: [{ configValue: ['admin', 'editor'], configDefinedByFile: file }] })
    expect(pageDeclaration('/views/admin/users', entries('/views/admin/users/+roles.ts'))).toEqual(['admin', 'editor'])
    expect(pageDeclaration('/views/admin/users/new', entries('/views/admin/users/+roles.ts'))).toBeUndefined()
    expect(pageDeclaration('/views/admin/users', entries(null))).toBeUndefined()
    expect(pageDeclaration('/views/admin/users', {})).toBeUndefined()
    expect(pageDeclaration(undefined, entries('/views/admin/users/+roles.ts'))).toBeUndefined()
  })

  it('decides a page from who asks and what the matched page declares', () => {
    const editor = { role: 'editor', mustChangePassword: false }
    expect(pageAccess({ user: null, pageId: '/views/admin', declared: ['admin', 'editor'] })).toBe('login')
    expect(pageAccess({ user: { role: 'user', mustChangePassword: false }, pageId: '/views/admin', declared: ['admin', 'editor'] })).toBe('not-staff')
    expect(pageAccess({ user: editor, pageId: '/views/admin', declared: ['admin', 'editor'] })).toBe('allowed')
    expect(pageAccess({ user: editor, pageId: '/views/admin/users', declared: ['admin'] })).toBe('forbidden')
    expect(pageAccess({ user: editor, pageId: '/views/admin/new-screen', declared: undefined })).toBe('forbidden')
    expect(pageAccess({ user: editor, pageId: '/views/admin', declared: ['admin', 'editor'], refused: true })).toBe('forbidden')
    const fresh = { role: 'editor', mustChangePassword: true }
    expect(pageAccess({ user: fresh, pageId: '/views/admin/trips', declared: ['admin', 'editor'] })).toBe('change-password')
    expect(pageAccess({ user: fresh, pageId: PASSWORD_PAGE_ID, declared: STAFF_ROLES })).toBe('allowed')
  })
})

describe('after login', () => {
  it('follows only same-site paths', () => {
    expect(safeNextPath('/admin/trips?page=2')).toBe('/admin/trips?page=2')
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'admin', 42, undefined]) expect(safeNextPath(bad)).toBeNull()
  })
  it('returns staff to the admin page they asked for (the page itself then decides), never to the password form', () => {
    expect(adminPageToReturnTo('editor', '/admin/trips?q=boat')).toBe('/admin/trips?q=boat')
    expect(adminPageToReturnTo('editor', '/admin')).toBe('/admin')
    expect(adminPageToReturnTo('editor', '/admin/account/password')).toBeNull()
    expect(adminPageToReturnTo('editor', '/administrator')).toBeNull()
    expect(adminPageToReturnTo('editor', '/trips')).toBeNull()
    expect(adminPageToReturnTo('user', '/admin/trips')).toBeNull()
  })
})
