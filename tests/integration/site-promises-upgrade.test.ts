import { createHash } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { unkeptPromises } from '../../src/faq/unkept-promises'
import { faqs } from '../../src/seed/content/faq'
import { contentPages } from '../../src/seed/content/pages'
import { legalPrivacyPage } from '../../src/seed/content/pages/legal-privacy'
import { legalTermsPage } from '../../src/seed/content/pages/legal-terms'
import * as upgrade from '../../migrations/20261129091000_site_promises_upgrade'
import { html, tr } from '../helpers/locales'
import { adminGridOf } from '../helpers/pages'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

/**
 * Issue 16 (ADR 055): a site installed before the seed's texts were made true still holds the old
 * promises in its rows (PayPal, instant confirmation, 48-hour trip cancellation, …). The migration
 * brings every text still exactly as an earlier seed wrote it to today's, and leaves staff's own.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
type Steps = (typeof upgrade.CORRECTIONS)[number]['steps'][Language]

/**
 * Today's seed text as an earlier seed wrote it: the newest `back` steps undone, newest first. The
 * result must hash to what the migration recognises, or the test's old text is not the seed's.
 */
function older(today: string, steps: Steps, back: number): string {
  let text = today
  for (const step of steps.slice(steps.length - back).reverse()) {
    for (const [from, to] of step.edits) text = text.replace(to, () => from)
    expect(sha256(text)).toBe(step.seeded)
  }
  return text
}

const stepsOf = (attribute: 'answer' | 'body', today: Record<Language, string>) =>
  upgrade.CORRECTIONS.find((c) => c.attribute === attribute && LANGUAGES.every((lng) => c.current[lng] === sha256(today[lng])))!.steps

const booking = faqs.find((f) => f.question.en === 'How do I book a trip?')!
const paying = faqs.find((f) => f.question.en === 'How can I pay for my transfer?')!

describe('migration 20261129091000: the seeded FAQ, terms and privacy texts of an older site', () => {
  it('become today’s texts in every language still as a seed wrote them; a text staff edited stays as it is', async () => {
    const faqRow = (question: string) => t.knex('faq_entries').whereRaw(`translations->'question'->>'en' = ?`, [question]).first()
    const bookingRow = await faqRow(booking.question.en)
    const payingRow = await faqRow(paying.question.en)
    const terms = await t.knex('content_pages').where({ key: 'legal-terms' }).first()
    const privacy = await t.knex('content_pages').where({ key: 'legal-privacy' }).first()
    const bookingSteps = stepsOf('answer', booking.answer)
    const payingSteps = stepsOf('answer', paying.answer)
    const termsSteps = stepsOf('body', legalTermsPage.body)
    const privacySteps = stepsOf('body', legalPrivacyPage.body)
    // Both earlier versions are known for the booking answer and the terms (8ffeb40 and 849d0d6).
    expect(bookingSteps.en).toHaveLength(2)
    expect(termsSteps.en).toHaveLength(2)

    /** Each language's text `back` versions ago. */
    const old = (today: Record<Language, string>, steps: Record<Language, Steps>, back: number) =>
      Object.fromEntries(LANGUAGES.map((lng) => [lng, older(today[lng], steps[lng], back)])) as Record<Language, string>
    // The pre-upgrade database: the booking answer and the terms from the first seed, the payment
    // answer and the privacy page from the one before this issue; staff had rewritten the German
    // payment answer (it still names PayPal) and edited the English privacy page.
    const staffGerman = 'Zahlen Sie bar beim Fahrer oder per PayPal, ganz wie Sie möchten.'
    const staffPrivacy = `${older(legalPrivacyPage.body.en, privacySteps.en, 1)}\n\nOur own note: we also use PayPal.`
    const oldBooking = old(booking.answer, bookingSteps, 2)
    const oldPaying = { ...old(paying.answer, payingSteps, 1), de: staffGerman }
    const oldTerms = old(legalTermsPage.body, termsSteps, 2)
    const oldPrivacy = { ...old(legalPrivacyPage.body, privacySteps, 1), en: staffPrivacy }
    expect(oldBooking.en).toContain('instant confirmation')
    expect(oldTerms.en).toContain('by card or PayPal when booking')
    expect(oldTerms.de).toContain('**48 Stunden**')
    expect(oldPaying.en).toContain('with PayPal')
    await t.knex('faq_entries').where({ id: bookingRow.id }).update({ answer: oldBooking.es, translations: JSON.stringify({ ...bookingRow.translations, answer: oldBooking }) })
    await t.knex('faq_entries').where({ id: payingRow.id }).update({ answer: oldPaying.es, translations: JSON.stringify({ ...payingRow.translations, answer: oldPaying }) })
    await t.knex('content_pages').where({ key: 'legal-terms' }).update({ body: oldTerms.es, translations: JSON.stringify({ ...terms.translations, body: oldTerms }) })
    await t.knex('content_pages').where({ key: 'legal-privacy' }).update({ body: oldPrivacy.es, translations: JSON.stringify({ ...privacy.translations, body: oldPrivacy }) })
    const otherFaqs = () => t.knex('faq_entries').whereNotIn('id', [bookingRow.id, payingRow.id]).orderBy('id')
    const othersBefore = await otherFaqs()
    // What a visitor of the old site reads.
    expect((await request(t.app).get('/legal/faq?lng=en')).text).toContain(html(oldPaying.en))
    expect((await request(t.app).get('/legal/terms?lng=de')).text).toContain('per Karte oder PayPal bei der Buchung')

    await upgrade.up(t.knex)

    const bookingAfter = await faqRow(booking.question.en)
    expect(bookingAfter.answer).toBe(booking.answer.es)
    expect(bookingAfter.translations.answer).toEqual(booking.answer)
    expect(Object.keys(bookingAfter.translationsUpdatedAt.answer).sort()).toEqual(['ca', 'de', 'en', 'es'])
    const payingAfter = await faqRow(paying.question.en)
    expect(payingAfter.answer).toBe(paying.answer.es)
    expect(payingAfter.translations.answer).toEqual({ ...paying.answer, de: staffGerman })
    // The German text was not rewritten: its older stamp makes the translation report ask for a look.
    expect(payingAfter.translationsUpdatedAt.answer?.de).toBe(payingRow.translationsUpdatedAt.answer?.de)
    const termsAfter = await t.knex('content_pages').where({ key: 'legal-terms' }).first()
    expect([termsAfter.body, termsAfter.translations.body]).toEqual([legalTermsPage.body.es, legalTermsPage.body])
    const privacyAfter = await t.knex('content_pages').where({ key: 'legal-privacy' }).first()
    expect([privacyAfter.body, privacyAfter.translations.body]).toEqual([legalPrivacyPage.body.es, { ...legalPrivacyPage.body, en: staffPrivacy }])
    // The other rows (today's texts already) are untouched.
    expect(await otherFaqs()).toEqual(othersBefore)

    // What a visitor reads now: today's promises, and the staff's own words where they wrote them.
    for (const lng of LANGUAGES) {
      const faqPage = (await request(t.app).get(`/legal/faq?lng=${lng}`)).text
      expect(faqPage).toContain(html(booking.answer[lng]))
      if (lng !== 'de') expect(faqPage, lng).not.toContain('PayPal')
      const termsPage = (await request(t.app).get(`/legal/terms?lng=${lng}`)).text
      expect(termsPage, lng).not.toContain('PayPal')
      // The old 48-hour promise in any language (not any "48": the page's own timestamp may hold one).
      expect(termsPage, lng).not.toMatch(/\b48[\s-]*(h\b|hours?|horas|Stunden|hores)/i)
    }
    expect((await request(t.app).get('/legal/faq?lng=de')).text).toContain(html(staffGerman))
    expect((await request(t.app).get('/legal/privacy?lng=en')).text).toContain('Our own note: we also use PayPal.')
    expect((await request(t.app).get('/legal/privacy?lng=de')).text).not.toContain('PayPal')

    // The admin points out the unkept promise in staff's own words, in the staff member's language; nowhere else.
    const { agent } = await loginAs(t.app, 'editor')
    const notice = (lng: Language, phrase: string, languages: string) => `${html(tr(lng, 'admin', 'unkeptPromises.title'))}</p><ul class="mt-1 list-disc pl-5"><li><q>${phrase}</q> (${languages})</li></ul>`
    expect((await agent.get(`/admin/faq/edit/${payingRow.id}?lng=ca`)).text).toContain(notice('ca', 'PayPal', 'DE'))
    expect((await agent.get('/admin/pages/edit/legal-privacy?lng=en')).text).toContain(notice('en', 'PayPal', 'EN'))
    for (const address of [`/admin/faq/edit/${bookingRow.id}?lng=en`, '/admin/pages/edit/legal-terms?lng=en']) {
      const page = await agent.get(address)
      expect(page.status, address).toBe(200)
      expect(page.text, address).not.toContain(html(tr('en', 'admin', 'unkeptPromises.title')))
    }
    const faqGrid = adminGridOf((await agent.get('/admin/faq?lng=en&pageSize=100')).text)
    expect(faqGrid.rows.filter((r) => r.cells.unkept).map((r) => [r.id, r.cells.unkept])).toEqual([[payingRow.id, 'PayPal']])

    // Run again (or on a database seeded afterwards): nothing left to change.
    const before = await t.knex('content_pages').orderBy('key')
    const faqBefore = await t.knex('faq_entries').orderBy('id')
    await upgrade.up(t.knex)
    expect(await t.knex('content_pages').orderBy('key')).toEqual(before)
    expect(await t.knex('faq_entries').orderBy('id')).toEqual(faqBefore)
  })

  it('finds the unkept promises of the earlier seeds, and none in today’s FAQ and pages', () => {
    const today = [...faqs.flatMap((f) => [f.question, f.answer]), ...contentPages.flatMap((p) => [p.title, p.body])]
    expect(today.flatMap((texts) => unkeptPromises(LANGUAGES.map((lng) => [lng, texts[lng]])))).toEqual([])
    const oldest = (attribute: 'answer' | 'body', texts: Record<Language, string>) => {
      const steps = stepsOf(attribute, texts)
      return unkeptPromises(LANGUAGES.map((lng) => [lng, older(texts[lng], steps[lng], steps[lng].length)]))
    }
    expect(oldest('answer', paying.answer)).toEqual([{ phrase: 'PayPal', languages: ['es', 'en', 'de', 'ca'] }])
    expect(oldest('answer', booking.answer).map((p) => p.languages).flat().sort()).toEqual(['ca', 'de', 'en', 'es'])
    const driver = faqs.find((f) => f.question.en === 'Where will the driver meet me at Menorca Airport?')!
    expect(oldest('answer', driver.answer).map((p) => p.phrase)).toEqual(['El día antes te enviamos', 'The day before we send', 'Am Vortag senden wir', "El dia abans t'enviam"])
    expect(oldest('body', legalTermsPage.body).map((p) => p.phrase)).toEqual(['PayPal'])
  })

  it('writes nothing for a text that only resembles an old one (one character changed)', () => {
    const [step] = stepsOf('answer', paying.answer).en
    const seeded = step!.edits[0]![0]
    expect(upgrade.upgraded(seeded, stepsOf('answer', paying.answer).en, sha256(paying.answer.en))).toBe(paying.answer.en)
    expect(upgrade.upgraded(`${seeded} `, stepsOf('answer', paying.answer).en, sha256(paying.answer.en))).toBeNull()
    expect(upgrade.upgraded(paying.answer.en, stepsOf('answer', paying.answer).en, sha256(paying.answer.en))).toBeNull()
    expect(upgrade.upgraded(null, stepsOf('answer', paying.answer).en, sha256(paying.answer.en))).toBeNull()
  })
})
