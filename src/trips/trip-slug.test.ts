import { describe, expect, it } from 'vitest'
import { slugOf } from './trip-slug.server'

describe('slugOf', () => {
  it.each([
    ['Excursión en barco a Cala Macarella', 'excursion-en-barco-a-cala-macarella'],
    ['  Maó: queso & ginebra!  ', 'mao-queso-ginebra'],
    ['Camí de Cavalls — 3 días', 'cami-de-cavalls-3-dias'],
    ['¿¡!?', 'trip'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug)
  })

  it('stays within 160 characters and never ends with a hyphen', () => {
    const slug = slugOf(`${'a'.repeat(159)} b`)
    expect(slug.length).toBeLessThanOrEqual(160)
    expect(slug.endsWith('-')).toBe(false)
  })
})
