import { describe, expect, it } from 'vitest'
import { whatsappLink } from '../../i18n/format'
import { canSend, toE164 } from './chat'

describe('chat helpers (SPEC §4, §5)', () => {
  it('never sends a blank or whitespace-only message', () => {
    expect(canSend('')).toBe(false)
    expect(canSend('  \n\t ')).toBe(false)
    expect(canSend(' hola ')).toBe(true)
  })
  it('builds a wa.me link with the text prefilled', () => {
    expect(whatsappLink('+34 971 123 456', '¿Hay plazas mañana?')).toBe('https://wa.me/34971123456?text=%C2%BFHay%20plazas%20ma%C3%B1ana%3F')
    expect(whatsappLink('+34 971 123 456')).toBe('https://wa.me/34971123456')
  })
  it('normalises the business number to E.164', () => {
    expect(toE164('+34 971 123 456')).toBe('+34971123456')
  })
})
