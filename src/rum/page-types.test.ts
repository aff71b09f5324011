import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageTypeOf } from './page-types'

/** Every folder under views/ with a +Page, as Vike's page id ("/views/trips/@id"). */
function pageIds(dir = 'views'): string[] {
  const entries = readdirSync(path.resolve(dir), { withFileTypes: true })
  const here = entries.some((e) => e.name === '+Page.tsx') ? [`/${dir}`] : []
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => pageIds(`${dir}/${e.name}`))]
}

describe('page type of a Vike page', () => {
  it('every public page has one, so a new page cannot go unmeasured by accident', () => {
    const publicPages = pageIds().filter((id) => !id.startsWith('/views/admin') && !id.startsWith('/views/auth'))
    expect(publicPages.length).toBeGreaterThan(25)
    expect(publicPages.filter((id) => pageTypeOf(id) === null)).toEqual([])
  })

  it('maps routes, not addresses; staff screens and the login are not measured', () => {
    expect(pageTypeOf('/views/index')).toBe('home')
    expect(pageTypeOf('/views/trips/@id')).toBe('trip')
    expect(pageTypeOf('/views/trips')).toBe('trips')
    expect(pageTypeOf('/views/blog/@slug')).toBe('blog-post')
    expect(pageTypeOf('/views/legal/privacy')).toBe('content')
    expect(pageTypeOf('/views/airport-transfers/@town')).toBe('transfers')
    expect(pageTypeOf('/views/airport-transfers/request')).toBe('transfer-booking')
    expect(pageTypeOf('/views/_error')).toBe('error')
    expect(pageTypeOf('/views/admin/performance')).toBeNull()
    expect(pageTypeOf('/views/auth/login')).toBeNull()
    expect(pageTypeOf(undefined)).toBeNull()
  })
})
