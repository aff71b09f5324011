import { afterEach, describe, expect, it } from 'vitest'
import { imageAddress, imageUrl, optimizedUrl, setImageVersions, withImageVersion } from './image-url'

describe('image URLs carry the original’s version (docs/decisions/061)', () => {
  afterEach(() => setImageVersions(new Map()))

  it('adds the known version to a library path; content spellings stay without it', () => {
    setImageVersions(new Map([['demo/cove turquoise.jpg', '0123456789ab']]))
    expect(imageUrl('demo/cove turquoise.jpg')).toBe('/api/images/optimize/demo/cove%20turquoise.jpg?v=0123456789ab')
    expect(imageAddress('demo/cove turquoise.jpg')).toBe('/api/images/optimize/demo/cove%20turquoise.jpg')
    // Not a stored original (yet): no version.
    expect(imageUrl('uploads/new.jpg')).toBe('/api/images/optimize/uploads/new.jpg')
    expect(imageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg')
  })

  it('keeps the version in every variant, last, as the optimizer’s memory spells it', () => {
    const src = '/api/images/optimize/demo/a.jpg?v=0123456789ab'
    expect(optimizedUrl(src, { width: 320, height: 200 })).toBe('/api/images/optimize/demo/a.jpg?width=320&height=200&format=webp&quality=80&v=0123456789ab')
    expect(optimizedUrl('/api/images/optimize/demo/a.jpg', { width: 20, quality: 30 })).toBe('/api/images/optimize/demo/a.jpg?width=20&format=webp&quality=30')
    expect(optimizedUrl('/logo.svg', { width: 20 })).toBe('/logo.svg')
  })

  it('gives an address written into content the current version, unless it names one', () => {
    setImageVersions(new Map([['demo/a.jpg', '0123456789ab']]))
    expect(withImageVersion('/api/images/optimize/demo/a.jpg')).toBe('/api/images/optimize/demo/a.jpg?v=0123456789ab')
    expect(withImageVersion('/api/images/optimize/demo/a.jpg?width=800')).toBe('/api/images/optimize/demo/a.jpg?width=800&v=0123456789ab')
    expect(withImageVersion('/api/images/optimize/demo/a.jpg?v=ffffffffffff')).toBe('/api/images/optimize/demo/a.jpg?v=ffffffffffff')
    expect(withImageVersion('https://example.com/a.jpg')).toBe('https://example.com/a.jpg')
  })
})
