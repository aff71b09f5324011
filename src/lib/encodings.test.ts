import { describe, expect, it } from 'vitest'
import { chooseEncoding, matchesEtag } from './encodings'

const all = { br: true, gzip: true, identity: true }

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br')
    expect(chooseEncoding('gzip', all)).toBe('gzip')
    expect(chooseEncoding('deflate', all)).toBe('identity')
    expect(chooseEncoding(undefined, all)).toBe('identity')
  })

  it('honours q=0 refusals and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', all)).toBe('gzip')
    expect(chooseEncoding('*', all)).toBe('br')
    expect(chooseEncoding('*;q=0, gzip;q=0.5', all)).toBe('gzip')
    expect(chooseEncoding('BR;Q=1', all)).toBe('br')
  })

  it('only offers codings the server has', () => {
    expect(chooseEncoding('br, gzip', { identity: true })).toBe('identity')
    expect(chooseEncoding('br, gzip', { gzip: true, identity: true })).toBe('gzip')
  })
})

describe('matchesEtag', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
    expect(matchesEtag('"abd"', '"abc"')).toBe(false)
    expect(matchesEtag(undefined, '"abc"')).toBe(false)
  })
})
