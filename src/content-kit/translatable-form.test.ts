import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fromForm, missingInForm, toForm, translatableShape } from './translatable-form'

describe('translatable admin forms', () => {
  const schema = z.object(translatableShape({ name: { max: 20 } }))

  it('requires Spanish and keeps the other languages optional', () => {
    expect(schema.safeParse({ name_es: '', name_en: 'Boat' }).success).toBe(false)
    expect(schema.parse({ name_es: ' Barco ' })).toEqual({ name_es: 'Barco', name_en: '', name_de: '', name_ca: '' })
    expect(schema.safeParse({ name_es: 'x'.repeat(21) }).success).toBe(false)
  })

  it('stores Spanish as the plain value and every non-empty language in translations', () => {
    expect(fromForm({ name_es: 'Barco', name_en: 'Boat', name_de: '', name_ca: 'Vaixell' }, ['name'])).toEqual({
      plain: { name: 'Barco' },
      translations: { name: { es: 'Barco', en: 'Boat', ca: 'Vaixell' } },
    })
  })

  it('reads an entity back into form values and tells which languages are missing', () => {
    const values = toForm({ name: 'Barco', translations: { name: { en: 'Boat' } } }, ['name'])
    expect(values).toEqual({ name_es: 'Barco', name_en: 'Boat', name_de: '', name_ca: '' })
    expect(missingInForm(values, ['name'])).toEqual(['de', 'ca'])
  })

  it('marks a language missing only for texts another language has', () => {
    const banner = { title_es: 'Atardecer', title_en: 'Sunset', title_de: 'Sonnenuntergang', title_ca: '', buttonText_es: '', buttonText_en: '', buttonText_de: '', buttonText_ca: '' }
    // No button text in any language: not a gap; the Catalan title is.
    expect(missingInForm(banner, ['title', 'buttonText'])).toEqual(['ca'])
    // A text only a translation has makes Spanish (the source) missing too.
    expect(missingInForm({ ...banner, title_ca: 'Posta de sol', buttonText_en: 'Book' }, ['title', 'buttonText'])).toEqual(['es', 'de', 'ca'])
    expect(missingInForm({}, ['title', 'buttonText'])).toEqual([])
    expect(missingInForm({ title_es: 'A', title_en: ' ', title_de: 'B', title_ca: 'C' }, ['title'])).toEqual(['en'])
  })
})
