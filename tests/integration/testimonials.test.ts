import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatIslandDate, formatRating } from '../../src/i18n/format'
import { LANGUAGES } from '../../src/i18n/languages'
import { testimonials as seeded } from '../../src/seed/content/testimonials'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { localizedHref } from '../../src/i18n/links'

/** A link's address inside a pattern: `?` is literal. */
const esc = (href: string) => href.replace(/[?]/g, '\\?')

/**
 * Issue 16 (docs/decisions/052): a testimonial shows the day travelled and the trip or transfer it
 * is about; the figures of /testimonials and /about are the trip pages' verified reviews.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const page = async (address: string) => {
  const res = await request(t.app).get(address)
  expect(res.status, address).toBe(200)
  return res.text
}

/** What the trip pages count: the published reviews of the published trips, and their mean to one decimal. */
async function tripPagesFigures() {
  const trips = await t.knex('trips').where({ status: 'published' }).select('id', 'reviewCount')
  const ratings = (await t.knex('trip_reviews').where({ status: 'published' }).whereIn('tripId', trips.map((trip) => trip.id)).pluck('rating')).map(Number)
  expect(ratings.length, 'the demo has published reviews').toBeGreaterThan(0)
  expect(trips.reduce((sum, trip) => sum + Number(trip.reviewCount), 0), 'the trip pages count the same reviews').toBe(ratings.length)
  return { count: ratings.length, average: Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10 }
}

describe('testimonials: their date and what they are about', () => {
  it('every testimonial on /testimonials, in every language, names its trip (linked) or the transfer, and the day travelled', async () => {
    const trips = new Map((await t.knex('trips').select('id', 'slug', 'translations')).map((trip) => [trip.slug, trip]))
    for (const lng of LANGUAGES) {
      const text = await page(`/testimonials?lng=${lng}`)
      for (const item of seeded) {
        const at = text.indexOf(html(item.text[lng]))
        expect(at, `${item.name} ${lng}`).toBeGreaterThan(-1)
        const card = text.slice(at, text.indexOf('</figure>', at))
        const subject = item.about === 'transfer'
          ? `href="${esc(localizedHref('/airport-transfers', lng))}"[^>]*>${html(tr(lng, 'common', 'testimonialCard.transfer'))}</a>`
          : `href="${esc(localizedHref(`/trips/${trips.get(item.about.trip).id}`, lng))}"[^>]*>${html(trips.get(item.about.trip).translations.name[lng])}</a>`
        expect(card, `${item.name} ${lng}`).toMatch(new RegExp(`${subject} · <time dateTime="${item.travelledOn}">${formatIslandDate(item.travelledOn, lng)}</time>`, 'i'))
      }
      // A visitor learns how a review gets here (a link after the trip), and that this is a selection.
      expect(text).toContain(html(tr(lng, 'common', 'testimonialsPage.howTo')))
    }
  })

  it('the home page’s three carry them too, and the API gives both', async () => {
    const home = await page('/?lng=en')
    expect([...home.matchAll(/data-testimonial-about/g)]).toHaveLength(3)
    const api = (await request(t.app).get('/api/testimonials?lng=de')).body as Array<{ about: { kind: string }; travelledOn: string }>
    expect(api.length).toBe(seeded.length)
    for (const item of api) expect(item.travelledOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(api.filter((item) => item.about.kind === 'transfer')).toHaveLength(seeded.filter((item) => item.about === 'transfer').length)
  })

  it('a testimonial without its date or subject (a row from before) is not shown', async () => {
    const row = await t.knex('testimonials').where({ name: seeded[0]!.name }).first()
    await t.knex('testimonials').where({ id: row.id }).update({ travelled_on: null })
    try {
      expect(await page('/testimonials?lng=en')).not.toContain(html(seeded[0]!.text.en))
    } finally {
      await t.knex('testimonials').where({ id: row.id }).update({ travelled_on: row.travelledOn })
    }
  })
})

describe('the figures are the trip pages’ reviews', () => {
  it('/testimonials and /about state the count and mean of the published reviews of the published trips, in every language', async () => {
    const { count, average } = await tripPagesFigures()
    for (const lng of LANGUAGES) {
      const averageText = formatRating(average, lng)
      expect(await page(`/testimonials?lng=${lng}`)).toContain(html(tr(lng, 'common', 'testimonialsPage.summary', { average: averageText, count })))
      const about = await page(`/about?lng=${lng}`)
      expect(about).toContain(`${averageText}/5`)
      expect(about).toContain(html(tr(lng, 'common', 'pages.about.figures.rating', { count })))
    }
  })

  it('a trip withdrawn takes its reviews out of the figures, as from the trip pages', async () => {
    const before = await tripPagesFigures()
    const trip = await t.knex('trips').where({ status: 'published' }).where('reviewCount', '>', 0).first()
    await t.knex('trips').where({ id: trip.id }).update({ status: 'draft' })
    try {
      const after = await tripPagesFigures()
      expect(after.count).toBe(before.count - Number(trip.reviewCount))
      expect(await page('/testimonials?lng=en')).toContain(html(tr('en', 'common', 'testimonialsPage.summary', { average: formatRating(after.average, 'en'), count: after.count })))
    } finally {
      await t.knex('trips').where({ id: trip.id }).update({ status: 'published' })
    }
  })
})
