import { describe, expect, it } from 'vitest'
import { isActive, MAIN_NAVIGATION } from './navigation'

const byHref = (href: string) => MAIN_NAVIGATION.find((i) => i.href === href)!

describe('active navigation item', () => {
  it('marks home only on /', () => {
    expect(isActive(byHref('/'), '/')).toBe(true)
    expect(isActive(byHref('/'), '/trips')).toBe(false)
  })
  it('marks a section on its sub-pages', () => {
    expect(isActive(byHref('/trips'), '/trips/4')).toBe(true)
    expect(isActive(byHref('/destinations'), '/destinations/2')).toBe(true)
  })
  it('marks a parent when a child outside its path is open', () => {
    expect(isActive(byHref('/trips'), '/cami-de-cavalls')).toBe(true)
    expect(isActive(byHref('/services'), '/airport-transfers/fornells')).toBe(true)
    expect(isActive(byHref('/blog'), '/airport-transfers')).toBe(false)
  })
})
