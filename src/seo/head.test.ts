import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '../settings/settings.schema'
import { buildPageHead, fitTitle, languageUrl, MAX_TITLE_LENGTH, PRICE_RANGE, seoPageKeyOf } from './head'

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
  canonicalUrl: {},
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
    expect(fitTitle('Kayak', site.businessName)).toBe('Kayak | Menorca Tours & Transfers')
    const long = 'Sunset catamaran cruise along the north coast'
    expect(`${long} | ${site.businessName}`.length).toBeGreaterThan(MAX_TITLE_LENGTH)
    expect(fitTitle(long, site.businessName)).toBe(long)
  })
  it('cuts a title longer than 60 characters after its last whole word that fits, with an ellipsis', () => {
    const long = 'Menorquinische Dressur und Ausritt bei Sonnenuntergang am Monte Toro'
    expect(long.length).toBeGreaterThan(MAX_TITLE_LENGTH)
    const cut = fitTitle(long, site.businessName)
    expect(cut).toBe('Menorquinische Dressur und Ausritt bei Sonnenuntergang am…')
    expect([...cut].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
    // No dangling punctuation before the ellipsis.
    expect(fitTitle('Cala Macarella und Macarelleta, Menorca: Sehenswertes und Ausflüge', site.businessName)).toBe('Cala Macarella und Macarelleta, Menorca: Sehenswertes und…')
    expect(fitTitle(`${'a'.repeat(70)} b`, site.businessName)).toBe(`${'a'.repeat(59)}…`)
  })
  it('keeps the page number of a further list page whole, cutting the title before it if need be', () => {
    const page2 = (title: string) => `${title} – page 2`
    expect(fitTitle('Trips', site.businessName, page2)).toBe('Trips – page 2 | Menorca Tours & Transfers')
    const long = 'Boat trips, kayaking and hiking on Menorca: every excursion we run'
    const cut = fitTitle(long, site.businessName, page2)
    expect(cut).toBe('Boat trips, kayaking and hiking on Menorca: every… – page 2')
    expect([...cut].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
  })
  it("points each language at the record's canonical for that language, and each alternate at that language's canonical", () => {
    const perLanguage = { ...record, canonicalUrl: { en: 'https://menorca.example/en/', de: '/de/start' } }
    const build = (lng: 'es' | 'en' | 'de' | 'ca', path = '/') => buildPageHead({ lng, path, publicUrl: 'https://example.test', site, record: perLanguage, fallback: { title: 'x', description: 'y' } })
    const expected = [
      { hreflang: 'es', href: 'https://example.test/?lng=es' },
      { hreflang: 'en', href: 'https://menorca.example/en/' },
      { hreflang: 'de', href: 'https://example.test/de/start' },
      { hreflang: 'ca', href: 'https://example.test/?lng=ca' },
      { hreflang: 'x-default', href: 'https://example.test/?lng=es' },
    ]
    for (const lng of ['es', 'en', 'de', 'ca'] as const) {
      const head = build(lng)
      expect(head.alternates, lng).toEqual(expected)
      expect(head.canonical, lng).toBe(expected.find((a) => a.hreflang === lng)!.href)
    }
    // A further page of the record's list is a document of its own: its own address, in every language.
    expect(build('en', '/?page=2').canonical).toBe('https://example.test/?page=2&lng=en')
    expect(build('en', '/?page=2').alternates[2]?.href).toBe('https://example.test/?page=2&lng=de')
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
  it("names a page's SEO record after its path", () => {
    expect(['/', '/trips', '/legal/faq', '/airport-transfers/fornells', '/trips?page=2'].map(seoPageKeyOf)).toEqual(['home', 'trips', 'legal-faq', 'airport-transfers-fornells', 'trips'])
  })
})
