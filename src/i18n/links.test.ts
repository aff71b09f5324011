import { describe, expect, it } from 'vitest'
import { languageFieldValue, languageNamedHref, localizedHref } from './links'

describe('localizedHref (ADR 045)', () => {
  it('leaves Spanish links bare: the default language needs no parameter', () => {
    expect(localizedHref('/trips', 'es')).toBe('/trips')
    expect(localizedHref('/trips?page=2', 'es')).toBe('/trips?page=2')
  })
  it('adds the language to a bare path, after an existing query and before a fragment', () => {
    expect(localizedHref('/trips', 'en')).toBe('/trips?lng=en')
    expect(localizedHref('/', 'de')).toBe('/?lng=de')
    expect(localizedHref('/trips?page=2&type=3', 'ca')).toBe('/trips?page=2&type=3&lng=ca')
    expect(localizedHref('/trips/4#book', 'en')).toBe('/trips/4?lng=en#book')
    expect(localizedHref('/?type=2#popular-trips', 'de')).toBe('/?type=2&lng=de#popular-trips')
    expect(localizedHref('/?#popular-trips', 'ca')).toBe('/?lng=ca#popular-trips')
  })
  it('keeps a language the link already names (the language switcher) and a query whose text it does not touch', () => {
    expect(localizedHref('/trips?lng=es', 'en')).toBe('/trips?lng=es')
    expect(localizedHref('/blog/rss.xml?x=1&lng=de', 'en')).toBe('/blog/rss.xml?x=1&lng=de')
    expect(localizedHref('/trips?q=sunset%20boat', 'en')).toBe('/trips?q=sunset%20boat&lng=en')
    expect(localizedHref('/trips?slng=x', 'en')).toBe('/trips?slng=x&lng=en')
  })
  it('leaves alone what is not a page of this site: fragments, other sites, schemes', () => {
    for (const href of ['#main-content', 'https://wa.me/34611', '//cdn.example/x.js', 'tel:+34971', 'mailto:a@b.c', ''])
      expect(localizedHref(href, 'de')).toBe(href)
  })
  it('gives GET forms a hidden language only outside Spanish', () => {
    expect(languageFieldValue('es')).toBeNull()
    expect(languageFieldValue('ca')).toBe('ca')
  })

  it('names the reader’s language on an address read away from the site (an e-mail, a QR code), Spanish too', () => {
    expect(languageNamedHref('/trips/booking?ref=TR-2026-000001&token=abc', 'es')).toBe('/trips/booking?ref=TR-2026-000001&token=abc&lng=es')
    expect(languageNamedHref('/airport-transfers/booking?ref=MT-2026-000064&token=x', 'ca')).toBe('/airport-transfers/booking?ref=MT-2026-000064&token=x&lng=ca')
    // A stored language the site does not speak leaves the address as it was: the browser's language decides.
    expect(languageNamedHref('/trips/booking?ref=TR-1', 'fr')).toBe('/trips/booking?ref=TR-1')
  })
})
