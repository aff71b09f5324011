import { describe, expect, it } from 'vitest'
import { normalizePhone, phoneField } from './phone'

describe('normalizePhone', () => {
  it.each([
    ['+34 971 36 24 18', '+34971362418'],
    ['971 36 24 18', '+34971362418'],
    ['971-362-418', '+34971362418'],
    ['0034 611 42 87 30', '+34611428730'],
    ['+34.611.42.87.30', '+34611428730'],
    ['+49 (0)30 12345678', '+493012345678'],
    ['+34 (971) 36 24 18', '+34971362418'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +34611428730  ', '+34611428730'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it('reads a number without a country code in the country given', () => {
    expect(normalizePhone('030 12345678', 'DE')).toBe('+493012345678')
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958')
  })

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['12', 'too short'],
    ['+34 971 36 24 18 99 99', 'too long for Spain'],
    ['+34 571 36 24 18', 'a Spanish range no one holds'],
    ['+999 123456789', 'no such country code'],
    ['1-800-FLOWERS', 'letters'],
    ['+34 971 36 24 18 ext 12', 'an extension'],
    ['9'.repeat(60), 'absurdly long'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizePhone(input)).toBeNull()
  })
})

describe('phoneField', () => {
  it('stores E.164 and names the problem', () => {
    expect(phoneField().parse(' 611 42 87 30 ')).toBe('+34611428730')
    expect(phoneField().safeParse('12').error?.issues[0]?.message).toBe('phone')
    // International, but a digit short for a German mobile: the digits are wrong, not the format.
    expect(phoneField().safeParse('+49 151 1234567').error?.issues[0]?.message).toBe('phoneDigits')
    expect(phoneField().safeParse('0049 151 1234567').error?.issues[0]?.message).toBe('phoneDigits')
    expect(phoneField().safeParse('').error?.issues[0]?.message).toBe('required')
    expect(phoneField({ defaultCountry: 'DE' }).parse('030 12345678')).toBe('+493012345678')
  })
})
