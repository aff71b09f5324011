import { describe, expect, it } from 'vitest'
import { unstorableFields } from './storable-input'

describe('unstorableFields', () => {
  it('names each field holding a NUL or half a surrogate pair, nested ones by their path', () => {
    expect(unstorableFields({ name: 'Anna', notes: 'a\u0000b', legs: [{ flight: 'VY\ud8001' }], party: { 'x\u0000': 1 } }).sort()).toEqual(['legs.0.flight', 'notes', 'party'])
    expect(unstorableFields('plain\u0000')).toEqual(['_'])
  })
  it('passes every other text, emoji and control characters a schema judges included', () => {
    expect(unstorableFields({ name: 'Nuria 🌊 Ñ', message: 'Hallo\r\n\twelt\u0007', n: 3, none: null })).toEqual([])
  })
  it('reads a body nested thousands of levels deep without running out of stack', () => {
    let deep: unknown = 'end\u0000'
    for (let i = 0; i < 20_000; i++) deep = { a: deep }
    expect(unstorableFields(deep)).toHaveLength(1)
  })
})
