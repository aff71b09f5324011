import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone-format'

describe('formatPhone', () => {
  it('groups each stored number by its own country for display', () => {
    expect(formatPhone('+34971362418')).toBe('+34 971 36 24 18')
    expect(formatPhone('+34663517301')).toBe('+34 663 51 73 01')
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958')
    expect(formatPhone('+4915123456789')).toBe('+49 1512 3456789')
  })
  it('keeps what it cannot read as it was given', () => {
    expect(formatPhone('')).toBe('')
    expect(formatPhone('ask at reception')).toBe('ask at reception')
  })
})
