import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { faqs } from '../../src/seed/content/faq'
import * as correction from '../../migrations/20261126113100_no_flight_tracking_claim'
import { flightTrackingClaimsIn } from '../helpers/flight-tracking-claim'
import { html } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Issue 14 (ADR 038): no page or string claims flight tracking (tests/helpers/flight-tracking-claim.ts).
// Every public page of the sitemap and every town's transfer page is checked by the site crawl
// (crawl.test.ts), which fetches them once for all its checks.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('no flight-tracking claim', () => {
  it('in any interface string of any language', () => {
    for (const lng of LANGUAGES) {
      for (const file of readdirSync(path.resolve('locales', lng))) {
        expect(flightTrackingClaimsIn(readFileSync(path.resolve('locales', lng, file), 'utf8')), `${lng}/${file}`).toEqual([])
      }
    }
  })

  it('says what is true instead: the FAQ answers a delayed flight with the flight number on the driver’s job', async () => {
    const delayed = faqs.find((f) => f.question.en === 'What happens if my flight is delayed?')!
    for (const lng of LANGUAGES) {
      const page = await request(t.app).get(`/legal/faq?lng=${lng}`)
      expect(page.text).toContain(html(delayed.answer[lng]))
    }
    expect(delayed.answer.en).toMatch(/flight number .* driver's job/)
  })
})

describe('migration 20261126113100: a database seeded before is corrected, where staff have not changed the text', () => {
  /** The texts as the seed wrote them before: each edit undone. */
  const seeded = (text: string, edit: { from: string; to: string }) => text.replace(edit.to, edit.from)

  it('puts the true text in every language of every seeded row still as the seed wrote it, and leaves edited texts alone', async () => {
    const faq = await t.knex('faq_entries').whereRaw(`translations->'question'->>'en' = ?`, ['What happens if my flight is delayed?']).first()
    const services = await t.knex('content_pages').where({ key: 'services' }).first()
    const seo = await t.knex('seo_records').where({ pageKey: 'airport-transfers' }).first()
    /** The edits of a table; of the SEO records, those whose corrected text this record holds. */
    const edits = (table: string, current?: string) => correction.CORRECTIONS.find((c) => c.table === table && (!current || current.includes(c.edits.en.to)))!.edits
    const faqEdits = edits('faq_entries')
    const servicesEdits = edits('content_pages')
    const seoEdits = edits('seo_records', seo.description.en)
    // An older database: the claim in every language, except the German FAQ answer, which staff rewrote.
    const rewritten = 'Unser Team prüft Ihren Flug vor der Abholung.'
    const old = (texts: Record<string, string>, byLanguage: typeof faqEdits) => Object.fromEntries(LANGUAGES.map((lng) => [lng, seeded(texts[lng]!, byLanguage[lng])]))
    const faqAnswers = { ...old(faq.translations.answer, faqEdits), de: rewritten }
    await t.knex('faq_entries').where({ id: faq.id }).update({ answer: seeded(faq.answer, faqEdits.es), translations: JSON.stringify({ ...faq.translations, answer: faqAnswers }) })
    await t.knex('content_pages').where({ key: 'services' }).update({ body: seeded(services.body, servicesEdits.es), translations: JSON.stringify({ ...services.translations, body: old(services.translations.body, servicesEdits) }) })
    await t.knex('seo_records').where({ pageKey: 'airport-transfers' }).update({ description: JSON.stringify(old(seo.description, seoEdits)) })
    expect(flightTrackingClaimsIn(JSON.stringify(await t.knex('faq_entries').where({ id: faq.id }).first()))).not.toEqual([])

    await correction.up(t.knex)

    const fixedFaq = await t.knex('faq_entries').where({ id: faq.id }).first()
    expect(fixedFaq.answer).toBe(faq.answer)
    expect(fixedFaq.translations.answer).toEqual({ ...faq.translations.answer, de: rewritten })
    expect(Object.keys(fixedFaq.translationsUpdatedAt.answer).sort()).toEqual(['ca', 'en', 'es'])
    const fixedServices = await t.knex('content_pages').where({ key: 'services' }).first()
    expect([fixedServices.body, fixedServices.translations.body]).toEqual([services.body, services.translations.body])
    expect((await t.knex('seo_records').where({ pageKey: 'airport-transfers' }).first()).description).toEqual(seo.description)
    // Run again (or on a database seeded afterwards): nothing left to change.
    const before = await t.knex('faq_entries').where({ id: faq.id }).first()
    await correction.up(t.knex)
    expect(await t.knex('faq_entries').where({ id: faq.id }).first()).toEqual(before)
    const page = await request(t.app).get('/legal/faq?lng=de')
    expect(page.text).toContain(rewritten)
  })
})
