import { describe, expect, it } from 'vitest'
import { missingLanguages, translate, translateList } from './translatable'

const trip = {
  name: 'Plain name',
  translations: { name: { es: 'Excursión en barco', en: 'Boat trip', de: '' }, tags: { en: ['sea', 'sun'] } },
}

describe('translatable-content rule (SPEC §3)', () => {
  it('returns the current language text', () => {
    expect(translate(trip, 'name', 'es')).toBe('Excursión en barco')
  })
  it('falls back to English when the language is missing or blank', () => {
    expect(translate(trip, 'name', 'ca')).toBe('Boat trip')
    expect(translate(trip, 'name', 'de')).toBe('Boat trip')
  })
  it('falls back to the plain value when no translation exists', () => {
    expect(translate({ name: 'Only plain', translations: {} }, 'name', 'de')).toBe('Only plain')
    expect(translate({ name: 'No translations column', translations: undefined }, 'name', 'es')).toBe('No translations column')
  })
  it('returns an empty string when nothing exists', () => {
    expect(translate({ translations: null }, 'description', 'en')).toBe('')
  })
  it('handles list attributes the same way', () => {
    expect(translateList(trip, 'tags', 'de')).toEqual(['sea', 'sun'])
    expect(translateList({ tags: ['plain'], translations: undefined }, 'tags', 'es')).toEqual(['plain'])
    expect(translateList({}, 'tags', 'es')).toEqual([])
  })
  it('lists the languages still missing', () => {
    expect(missingLanguages(trip, 'name', ['es', 'en', 'de', 'ca'])).toEqual(['de', 'ca'])
  })
})
