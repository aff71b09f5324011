import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { FIELD, fieldErrors, formValues, isStorableText } from './forms'

const t = ((key: string) => `T(${key})`) as never

describe('form field rules', () => {
  const schema = z.object({ name: FIELD.requiredText(5), email: FIELD.email(), phone: FIELD.phone(), consent: FIELD.consent() })
  it('reports one translated code per field', () => {
    const result = schema.safeParse({ name: '   ', email: 'nope', phone: '971 12 34 56' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!, t)).toEqual({
      name: 'T(forms.errors.required)',
      email: 'T(forms.errors.email)',
      phone: 'T(forms.errors.phone)',
      consent: 'T(forms.errors.consent)',
    })
  })
  it('accepts international phone numbers and trims text', () => {
    const ok = schema.parse({ name: ' Ana ', email: 'ana@example.com', phone: '+34 971 36 24 18', consent: 'on' })
    expect(ok.name).toBe('Ana')
  })
  it('rejects text over the limit', () => {
    const result = schema.safeParse({ name: 'abcdef', email: 'a@b.co', phone: '+34971362418', consent: 'on' })
    expect(fieldErrors(result.error!, t).name).toBe('T(forms.errors.tooLongMax)')
  })
})

describe('numbers out of range', () => {
  const withParams = ((key: string, params?: Record<string, unknown>) => `T(${key}${params ? ` ${JSON.stringify(params)}` : ''})`) as never
  const schema = z.object({ adults: z.number().min(1, { error: 'min' }).max(500, { error: 'max' }), seats: z.number().refine((n) => n > 0, { error: 'min' }) })
  it('names the bound the schema knows ("1 or more"), and keeps the plain message where it knows none', () => {
    expect(fieldErrors(schema.safeParse({ adults: 0, seats: 0 }).error!, withParams)).toEqual({ adults: 'T(forms.errors.minValue {"min":1})', seats: 'T(forms.errors.min)' })
    expect(fieldErrors(schema.safeParse({ adults: 501, seats: 1 }).error!, withParams)).toEqual({ adults: 'T(forms.errors.maxValue {"max":500})' })
  })
  it('looks a form’s own codes up first, with the values a refinement gives', () => {
    const own = z.object({ jobs: z.number().refine((n) => n >= 1 && n <= 200, { error: 'range', params: { min: 1, max: 200 } }) })
    const keys = ((key: string | string[], params?: Record<string, unknown>) => `T(${[key].flat().join('|')} ${JSON.stringify(params)})`) as never
    expect(fieldErrors(own.safeParse({ jobs: 0 }).error!, keys, { ownKeys: 'admin:rules.errors.' })).toEqual({ jobs: 'T(admin:rules.errors.range|forms.errors.range {"min":1,"max":200})' })
  })
})

describe('free text and control characters', () => {
  const single = z.object({ name: FIELD.requiredText(50) })
  const multi = z.object({ message: FIELD.requiredText(50, { multiline: true }) })
  it('refuses any control character in a single-line field with the code "control"', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      const result = single.safeParse({ name: bad })
      expect(result.success).toBe(false)
      expect(fieldErrors(result.error!, t).name).toBe('T(publicForms.errors.control)')
    }
  })
  it('keeps tab, newline and CR in multi-line fields, and refuses the rest', () => {
    expect(multi.parse({ message: 'a\tb\r\nc' }).message).toBe('a\tb\r\nc')
    expect(multi.safeParse({ message: 'a\u0000b' }).success).toBe(false)
    expect(multi.safeParse({ message: 'a\u0008b' }).success).toBe(false)
  })
  it('refuses half of a surrogate pair (PostgreSQL cannot keep it in JSON) and keeps whole ones', () => {
    for (const bad of ['x\ud800y', 'x\udfffy', 'x\ud83d']) {
      expect(single.safeParse({ name: bad }).success).toBe(false)
      expect(multi.safeParse({ message: bad }).success).toBe(false)
      expect(isStorableText(bad)).toBe(false)
    }
    expect(single.parse({ name: 'Nuria 🌊 Ñ' }).name).toBe('Nuria 🌊 Ñ')
    expect(isStorableText('Nuria 🌊\tÑ\u0007')).toBe(true)
    expect(isStorableText('a\u0000b')).toBe(false)
  })
  it('reports the character rather than "required" for a field of control characters only', () => {
    const result = single.safeParse({ name: '\u0000' })
    expect(fieldErrors(result.error!, t).name).toBe('T(publicForms.errors.control)')
  })
  it('gives the form back without control characters, line breaks kept', () => {
    expect(formValues({ name: 'Anna\u0000 Schmidt', message: 'Hallo\r\n\twelt\u0007', website: 'x' }, ['website'])).toEqual({ name: 'Anna Schmidt', message: 'Hallo\r\n\twelt' })
  })
})
