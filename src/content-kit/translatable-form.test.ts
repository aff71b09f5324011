import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fromForm, lines, missingInForm, structuredLines, text, toForm, translatableShape } from './translatable-form'

describe('translatable admin forms', () => {
  const NAME = { name: text({ max: 20 }) }
  const schema = z.object(translatableShape(NAME))

  it('requires Spanish and keeps the other languages optional', () => {
    expect(schema.safeParse({ name_es: '', name_en: 'Boat' }).success).toBe(false)
    expect(schema.parse({ name_es: ' Barco ' })).toEqual({ name_es: 'Barco', name_en: '', name_de: '', name_ca: '' })
    expect(schema.safeParse({ name_es: 'x'.repeat(21) }).success).toBe(false)
  })

  it('stores Spanish as the plain value and every non-empty language in translations', () => {
    expect(fromForm({ name_es: 'Barco', name_en: 'Boat', name_de: '', name_ca: 'Vaixell' }, NAME)).toEqual({
      plain: { name: 'Barco' },
      translations: { name: { es: 'Barco', en: 'Boat', ca: 'Vaixell' } },
    })
  })

  it('reads an entity back into form values and tells which languages are missing', () => {
    const values = toForm({ name: 'Barco', translations: { name: { en: 'Boat' } } } as never, NAME)
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

  it('stores lists one item per line, and structured lines parsed, in every language', () => {
    const fields = {
      tags: lines({ max: 200, itemMax: 10, maxItems: 3, unique: true }),
      steps: structuredLines({ max: 200, parseLine: (line) => ({ at: line.split('|')[0]!.trim(), what: (line.split('|')[1] ?? '').trim() }), formatItem: (s) => `${s.at} | ${s.what}`, validItem: (s) => s.what !== '' }),
    }
    const form = z.object(translatableShape(fields)).parse({ tags_es: 'playa\n\n calas \nplaya', tags_en: 'beach', steps_es: '09:00 | Salida\n13:00 | Comida' })
    const { plain, translations } = fromForm(form, fields)
    expect(plain).toEqual({ tags: ['playa', 'calas'], steps: [{ at: '09:00', what: 'Salida' }, { at: '13:00', what: 'Comida' }] })
    expect(translations).toEqual({ tags: { es: ['playa', 'calas'], en: ['beach'] }, steps: { es: plain.steps } })
    expect(toForm({ ...plain, translations } as never, fields)).toMatchObject({ tags_es: 'playa\ncalas', tags_en: 'beach', tags_de: '', steps_es: '09:00 | Salida\n13:00 | Comida', steps_en: '' })
    const refused = z.object(translatableShape(fields)).safeParse({ tags_de: 'a\nb\nc\nd', tags_ca: 'muy-largo-de-verdad', steps_en: '10:00 |' })
    expect(refused.success).toBe(false)
    expect(Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({ tags_de: 'tooLong', tags_ca: 'tooLong', steps_en: 'invalid' })
  })
})
