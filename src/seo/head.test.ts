import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '../settings/settings.schema'
import { buildPageHead, languageUrl, MAX_TITLE_LENGTH, PRICE_RANGE, withBusinessName } from './head'

const site: SiteSettings = {
  businessName: 'Menorca Tours & Transfers',
  legalName: 'Menorca Tours S.L.',
  taxId: 'B07123456',
  phone: '+34 971 36 24 18',
  whatsapp: '+34 611 42 87 30',
  email: 'hola@menorcatours.example',
  address: { street: 'Moll de Llevant 1', postalCode: '07701', locality: 'Maó', region: 'Illes Balears', country: 'ES' },
  latitude: 39.888,
  longitude: 4.265,
  openingHours: { es: 'L–S', en: 'Mon–Sat', de: 'Mo–Sa', ca: 'Dl–Ds' },
  social: { facebook: 'https://facebook.com/x', instagram: 'https://instagram.com/x' },
}

const record = {
  pageKey: 'home',
  title: { es: 'Excursiones en Menorca', en: 'Menorca trips' },
  description: { es: 'Descripción', en: 'Description' },
  keywords: { es: ['menorca', 'excursiones'], en: ['menorca'] },
  canonicalUrl: null,
  robotsDirective: 'index, follow',
  schema: null,
}

describe('buildPageHead', () => {
  const head = buildPageHead({ lng: 'de', path: '/', publicUrl: 'https://example.test', site, record, fallback: { title: 'x', description: 'y' } })

  it('applies the language rule to the record (de → en)', () => {
    expect(head.title).toBe('Menorca trips | Menorca Tours & Transfers')
    expect(head.description).toBe('Description')
    expect(head.keywords).toEqual(['menorca'])
  })
  it('links every language plus x-default with the lng parameter, and a self canonical', () => {
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['es', 'en', 'de', 'ca', 'x-default'])
    expect(head.alternates[2]?.href).toBe('https://example.test/?lng=de')
    // x-default is a canonical URL: the default language's (issue 16).
    expect(head.alternates[4]?.href).toBe('https://example.test/?lng=es')
    expect(head.canonical).toBe('https://example.test/?lng=de')
  })
  it('describes the business as a TravelAgency with the 20–150 EUR price range', () => {
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'TravelAgency', priceRange: PRICE_RANGE })
    expect(PRICE_RANGE).toBe('€20 - €150')
  })
  it('leaves the business name off a title it would push past 60 characters', () => {
    expect(withBusinessName('Kayak', site.businessName)).toBe('Kayak | Menorca Tours & Transfers')
    const long = 'Sunset catamaran cruise along the north coast'
    expect(`${long} | ${site.businessName}`.length).toBeGreaterThan(MAX_TITLE_LENGTH)
    expect(withBusinessName(long, site.businessName)).toBe(long)
  })
  it('gives the social image its size when its address fixes it (every default and page image is 1200×630)', () => {
    expect(head.image).toMatch(/width=1200&height=630/)
    expect([head.imageWidth, head.imageHeight]).toEqual([1200, 630])
    const unsized = buildPageHead({ lng: 'es', path: '/', publicUrl: 'https://example.test', site, image: '/logo.svg', fallback: { title: 'x', description: 'y' } })
    expect(unsized.imageWidth).toBeUndefined()
  })
  it('uses the fallback texts when there is no record', () => {
    const bare = buildPageHead({ lng: 'es', path: '/trips/3', publicUrl: 'https://example.test', site, fallback: { title: 'Kayak', description: 'Sea caves' } })
    expect(bare.title).toBe('Kayak | Menorca Tours & Transfers')
    expect(bare.canonical).toBe(languageUrl('https://example.test', '/trips/3', 'es'))
  })
})
