import { describe, expect, it } from 'vitest'
import { columnsAsTranslations, outdatedAttributes, translationStamps } from './translation-stamps'

const t0 = new Date('2026-01-01T10:00:00Z')
const t1 = new Date('2026-02-01T10:00:00Z')
const t2 = new Date('2026-03-01T10:00:00Z')

describe('translation stamps', () => {
  it('stamps every present text of a new row', () => {
    expect(translationStamps(undefined, { name: { es: 'Barco', en: 'Boat', de: '' } }, t0)).toEqual({ name: { es: t0.toISOString(), en: t0.toISOString() } })
  })

  it('restamps only the texts that changed, and a Spanish change makes the others outdated', () => {
    const created = { translations: { name: { es: 'Barco', en: 'Boat', de: 'Boot' } }, translationsUpdatedAt: translationStamps(undefined, { name: { es: 'Barco', en: 'Boat', de: 'Boot' } }, t0) }
    const next = { name: { es: 'Barco velero', en: 'Boat', de: 'Boot' } }
    const stamps = translationStamps(created, next, t1)
    expect(stamps.name).toEqual({ es: t1.toISOString(), en: t0.toISOString(), de: t0.toISOString() })
    const row = { translations: next, translationsUpdatedAt: stamps }
    expect(outdatedAttributes(row, 'de')).toEqual(['name'])
    expect(outdatedAttributes(row, 'es')).toEqual([])
    // Updating the German text brings it up to date.
    const fixed = { name: { ...next.name, de: 'Segelboot' } }
    const later = { translations: fixed, translationsUpdatedAt: translationStamps(row, fixed, t2) }
    expect(outdatedAttributes(later, 'de')).toEqual([])
    expect(outdatedAttributes(later, 'en')).toEqual(['name'])
  })

  it('treats unstamped content as up to date until its Spanish text changes', () => {
    const seeded = { translations: { name: { es: 'Barco', en: 'Boat' } }, updatedAt: t0 }
    expect(outdatedAttributes(seeded, 'en')).toEqual([])
    const next = { name: { es: 'Barca', en: 'Boat' } }
    const row = { translations: next, translationsUpdatedAt: translationStamps(seeded, next, t1) }
    expect(row.translationsUpdatedAt.name).toEqual({ es: t1.toISOString(), en: t0.toISOString() })
    expect(outdatedAttributes(row, 'en')).toEqual(['name'])
  })

  it('does not call a missing translation outdated (it is missing)', () => {
    const row = { translations: { name: { es: 'Barco', en: '' } }, translationsUpdatedAt: { name: { es: t1.toISOString(), en: t0.toISOString() } } }
    expect(outdatedAttributes(row, 'en')).toEqual([])
  })

  it('reads per-language columns (SEO records) as translations', () => {
    const before = { title: { es: 'Inicio', en: 'Home' }, keywords: { es: ['a'] } }
    const next = { title: { es: 'Portada', en: 'Home' }, keywords: { es: ['a'] } }
    const stamps = translationStamps({ translations: columnsAsTranslations(before, ['title', 'keywords']), updatedAt: t0 }, columnsAsTranslations(next, ['title', 'keywords']), t1)
    expect(stamps).toEqual({ title: { es: t1.toISOString(), en: t0.toISOString() } })
  })
})
