import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAGES } from '../../src/cami/stages'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { formatRating } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { expectHeadingsInOrder, expectLocalizedHead, faqQuestionsOf, h1Of, jsonLdOf, jsonLdTypes, withoutClasses, hrefIn } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string) => request(t.app).get(url)
const translated = (row: { translations: Record<string, Record<string, string>> } & Record<string, unknown>, attribute: string, lng: Language) =>
  row.translations[attribute]?.[lng] || row.translations[attribute]?.en || String(row[attribute])

/** Pages whose text comes from content_pages, by path. */
const CONTENT_PAGES = { '/services': 'services', '/about': 'about', '/legal/privacy': 'legal-privacy', '/legal/terms': 'legal-terms' } as const

describe.each(LANGUAGES)('content pages in %s', (lng) => {
  it.each(Object.entries(CONTENT_PAGES))('%s shows its Markdown text, breadcrumbs and a complete head', async (path, key) => {
    const res = await get(`${path}?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, path, lng)
    expectHeadingsInOrder(res.text)
    const row = await t.knex('content_pages').where({ key }).first()
    expect(h1Of(res.text)).toBe(html(translated(row, 'title', lng)))
    const seo = await t.knex('seo_records').where({ page_key: key }).first()
    expect(res.text).toContain(`<title>${html(seo.title[lng])}`)
    expect(res.text).toContain('class="prose-content')
    expect(res.text).toMatch(/<div class="prose-content[^"]*"><p>/)
    expect(jsonLdTypes(res.text)).toEqual(['TravelAgency', 'BreadcrumbList'])
  })

  it('/services links to every service', async () => {
    const res = await get(`/services?lng=${lng}`)
    for (const href of ['/trips', '/airport-transfers', '/airport-transfers/groups', '/airport-transfers/vip', '/contact']) expect(res.text).toContain(`<a ${hrefIn(href, lng)} class="after:absolute after:inset-0">`)
    expect(res.text).toContain(html(tr(lng, 'common', 'pages.services.cards.vip.title')))
  })

  it('/about shows its figures and a call to action', async () => {
    const res = await get(`/about?lng=${lng}`)
    expect(res.text).toContain('>2012</dd>')
    expect(res.text).toContain(html(tr(lng, 'common', 'pages.about.figures.team')))
    expect(res.text).toContain(html(tr(lng, 'common', 'pages.about.cta.title')))
  })

  it('legal pages say when they were last updated', async () => {
    const row = await t.knex('content_pages').where({ key: 'legal-terms' }).first()
    const res = await get(`/legal/terms?lng=${lng}`)
    expect(res.text).toContain(html(tr(lng, 'common', 'pages.legal.lastUpdated')))
    expect(res.text).toContain(`<time dateTime="${new Date(row.updatedAt).toISOString()}">`)
  })

  it('/legal/faq groups the general and transfers questions with FAQPage JSON-LD of all of them', async () => {
    const res = await get(`/legal/faq?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, '/legal/faq', lng)
    expectHeadingsInOrder(res.text)
    expect(h1Of(res.text)).toBe(html(tr(lng, 'common', 'faqPage.title')))
    const rows = await t.knex('faq_entries').whereIn('topic', ['general', 'transfers']).where({ is_published: true })
    expect(rows.length).toBeGreaterThan(6)
    expect(faqQuestionsOf(res.text)).toHaveLength(rows.length)
    for (const topic of ['general', 'transfers']) expect(res.text).toContain(`id="faq-${topic}"`)
    const faq = jsonLdOf(res.text).find((d) => d['@type'] === 'FAQPage')!
    const questions = (faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>).map((q) => q.name)
    expect(questions.sort()).toEqual(rows.map((r) => translated(r, 'question', lng)).sort())
    for (const r of rows) expect(res.text).toContain(html(translated(r, 'answer', lng)))
  })

  it('/testimonials shows every published testimonial and the rating average, without review markup', async () => {
    const res = await get(`/testimonials?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, '/testimonials', lng)
    expectHeadingsInOrder(res.text)
    expect(h1Of(res.text)).toBe(html(tr(lng, 'common', 'testimonialsPage.title')))
    const rows = await t.knex('testimonials').where({ is_published: true })
    expect(res.text.match(/<figure /g)).toHaveLength(rows.length)
    for (const r of rows) expect(res.text).toContain(html(r.name))
    // The figures are the verified reviews' the trip pages count (ADR 052), not the testimonials'.
    const reviews = await t.knex('trip_reviews').join('trips', 'trips.id', 'trip_reviews.trip_id').where({ 'trip_reviews.status': 'published', 'trips.status': 'published' }).select('trip_reviews.rating')
    const average = formatRating(Math.round((reviews.reduce((s, r) => s + Number(r.rating), 0) / reviews.length) * 10) / 10, lng)
    expect(res.text).toContain(html(tr(lng, 'common', 'testimonialsPage.summary', { average, count: reviews.length })))
    expect(jsonLdTypes(res.text)).toEqual(['TravelAgency', 'BreadcrumbList'])
    expect(res.text).not.toMatch(/AggregateRating|"Review"|ratingValue/)
  })

  it('/cami-de-cavalls lists the 20 stages in a table (≈ 185 km), how to walk it and the hiking trips', async () => {
    const res = await get(`/cami-de-cavalls?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, '/cami-de-cavalls', lng)
    expectHeadingsInOrder(res.text)
    expect(h1Of(res.text)).toBe(html(tr(lng, 'common', 'cami.title')))
    const rows = [...res.text.matchAll(/<tr data-stage="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)]
    expect(rows.map((r) => Number(r[1]))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    const kms = rows.map((r) => Number(/>([\d.,]+)\s*km</.exec(r[2]!)![1]!.replace(',', '.')))
    expect(Math.abs(kms.reduce((a, b) => a + b, 0) - 185)).toBeLessThan(2)
    const cells = (row: string) => [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
    expect(cells(rows[0]![2]!).slice(0, 2)).toEqual(['Maó – Es Grau', 'Es Grau'])
    expect(cells(rows[19]![2]!).slice(0, 2)).toEqual(['Cala de Sant Esteve – Maó', 'Maó'])
    expect(withoutClasses(res.text)).toContain(`<caption>${html(tr(lng, 'common', 'cami.stages.caption'))}</caption>`)
    expect(res.text.match(/<th scope="col"/g)).toHaveLength(5)
    for (const d of new Set(STAGES.map((s) => s.difficulty))) expect(res.text).toContain(html(tr(lng, 'common', `cami.difficulty.${d}`)))
    for (const tip of ['season', 'water', 'camping', 'gates', 'direction', 'transport']) expect(res.text).toContain(html(tr(lng, 'common', `cami.howTo.${tip}.title`)))
    expect(res.text).toContain(hrefIn('/airport-transfers', lng))
    const hiking = await t.knex('trips').join('trip_types', 'trips.trip_type_id', 'trip_types.id').where('trip_types.slug', 'hiking').select('trips.*')
    expect(hiking.length).toBeGreaterThan(0)
    for (const trip of hiking) expect(res.text).toContain(hrefIn(`/trips/${trip.id}`, lng))
    expect(res.text.match(/href="\/trips\/\d+(?:\?lng=[a-z]+)?"/g)).toHaveLength(hiking.length)
    expect(jsonLdTypes(res.text)).toEqual(['TravelAgency', 'TouristAttraction', 'BreadcrumbList'])
    expect(jsonLdOf(res.text).find((d) => d['@type'] === 'TouristAttraction')).toMatchObject({ name: 'Camí de Cavalls', alternateName: 'GR 223', isAccessibleForFree: true })
  })
})

describe('content pages edge cases', () => {
  it('escapes raw HTML written into a content page', async () => {
    const row = await t.knex('content_pages').where({ key: 'about' }).first()
    try {
      await t.knex('content_pages').where({ key: 'about' }).update({ translations: JSON.stringify({ ...row.translations, body: { en: 'Hi <script>alert(1)</script> [x](javascript:alert(1))' } }) })
      const res = await get('/about?lng=en')
      expect(res.text).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;')
      expect(res.text).not.toContain('<script>alert')
      expect(res.text).not.toContain('href="javascript:')
    } finally {
      await t.knex('content_pages').where({ key: 'about' }).update({ translations: JSON.stringify(row.translations) })
    }
  })

  it('falls back to English, then to the plain column, for a missing translation', async () => {
    const row = await t.knex('content_pages').where({ key: 'legal-terms' }).first()
    try {
      await t.knex('content_pages').where({ key: 'legal-terms' }).update({ translations: JSON.stringify({ title: { en: 'Terms (English)' } }) })
      expect(h1Of((await get('/legal/terms?lng=de')).text)).toBe('Terms (English)')
      await t.knex('content_pages').where({ key: 'legal-terms' }).update({ translations: '{}' })
      expect(h1Of((await get('/legal/terms?lng=de')).text)).toBe(html(row.title))
    } finally {
      await t.knex('content_pages').where({ key: 'legal-terms' }).update({ translations: JSON.stringify(row.translations) })
    }
  })

  it('answers 404 when a content page row is missing, and an empty testimonials page when none is published', async () => {
    const row = await t.knex('content_pages').where({ key: 'legal-privacy' }).first()
    await t.knex('content_pages').where({ key: 'legal-privacy' }).delete()
    try {
      expect((await get('/legal/privacy?lng=en')).status).toBe(404)
    } finally {
      await t.knex('content_pages').insert(row)
    }
    await t.knex('testimonials').update({ is_published: false })
    try {
      const res = await get('/testimonials?lng=en')
      expect(res.status).toBe(200)
      expect(res.text).toContain(html(tr('en', 'common', 'testimonialsPage.empty')))
      // The rating figures come from the verified reviews, which stay (ADR 052).
      expect(res.text).toContain('data-rating-summary')
    } finally {
      await t.knex('testimonials').update({ is_published: true })
    }
  })
})
