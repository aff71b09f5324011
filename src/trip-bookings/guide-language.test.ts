import { describe, expect, it } from 'vitest'
import { guideLanguageFor } from './guide-language'

describe('guideLanguageFor (no preference given)', () => {
  it('keeps a choice, else takes the visitor’s language when offered', () => {
    expect(guideLanguageFor(['es', 'en'], 'es', 'de')).toBe('es')
    expect(guideLanguageFor(['es', 'en', 'de'], undefined, 'de')).toBe('de')
  })
  it('puts a visitor who does not read Spanish down for English, a Catalan one for Spanish', () => {
    expect(guideLanguageFor(['es', 'en'], undefined, 'de')).toBe('en')
    expect(guideLanguageFor(['es', 'en'], undefined, 'ca')).toBe('es')
    expect(guideLanguageFor(['es'], undefined, 'de')).toBe('es')
    expect(guideLanguageFor([], undefined, 'de')).toBeNull()
  })
})
