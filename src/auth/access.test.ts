import { describe, expect, it } from 'vitest'
import { isAdminOnly, mayEnter, safeNextPath } from './access'

describe('admin guard rules', () => {
  it('lets admins everywhere, editors only into content areas, users nowhere', () => {
    expect(mayEnter('admin', '/users')).toBe(true)
    expect(mayEnter('editor', '/trips/edit/3')).toBe(true)
    expect(mayEnter('editor', '/')).toBe(true)
    for (const path of ['/users', '/users/3/edit', '/api-keys', '/email-settings', '/subscribers', '/transfers/prices']) expect(mayEnter('editor', path)).toBe(false)
    expect(mayEnter('editor', '/transfers')).toBe(true)
    expect(mayEnter('user', '/')).toBe(false)
    expect(isAdminOnly('/users-guide')).toBe(false)
    expect(isAdminOnly('/subscribers.csv')).toBe(true)
    expect(isAdminOnly('/users.json')).toBe(true)
    expect(isAdminOnly('/Users')).toBe(true)
  })
  it('follows only same-site paths after login', () => {
    expect(safeNextPath('/admin/trips?page=2')).toBe('/admin/trips?page=2')
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'admin', 42, undefined]) expect(safeNextPath(bad)).toBeNull()
  })
})
