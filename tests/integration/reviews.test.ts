import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../src/lib/form-fields'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { localParts } from '../../src/lib/island-time'
import { reviewPath } from '../../src/reviews/review-token'
import { html, tr } from '../helpers/locales'
import { hrefIn, jsonLdOf } from '../helpers/pages'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Verified reviews (docs/decisions/042, "Reviews"): the request after the trip (once per booking,
// through the job queue), the review form behind the e-mail's signed link, moderation that
// recomputes the trip's rating, imports labelled as such, and ratings and JSON-LD only from the
// reviews a page shows.

let t: TestApp
/** A trip the demo gave no reviews: the tests write its departures, bookings and reviews. */
let trip: { id: number; durationMinutes: number; nameEn: string }
beforeAll(async () => {
  t = await startTestApp()
  const row = await t.knex('trips').where({ review_count: 0 }).orderBy([{ column: 'sort_order', order: 'desc' }, { column: 'id', order: 'desc' }]).first()
  trip = { id: row.id, durationMinutes: row.durationMinutes, nameEn: row.translations.name.en }
})
afterAll(async () => {
  await t?.close()
})

const SWEEP = 'reviews.request-sweep'
const HOUR = 3_600_000

/** A departure of the test trip that started `hoursAgo` ago (negative: in the future). */
async function departure(hoursAgo: number): Promise<number> {
  const startsAt = new Date(Date.now() - hoursAgo * HOUR)
  const { date, time } = localParts(startsAt)
  const [row] = await t.knex('trip_departures').insert({ trip_id: trip.id, starts_at: startsAt, local_date: date, local_time: time, capacity: 12, seats_taken: 0 }).returning('id')
  return row.id
}

let n = 0
async function booking(departureId: number, over: Record<string, unknown> = {}): Promise<{ id: number; reference: string; email: string }> {
  n++
  const reference = `TR-2026-${String(900_000 + n + Math.floor(Math.random() * 90_000)).padStart(6, '0')}`
  const email = `emma.clarke.${n}.${Date.now()}@example.co.uk`
  const [row] = await t.knex('trip_bookings')
    .insert({
      reference, trip_id: trip.id, departure_id: departureId, status: 'confirmed', participants: JSON.stringify([]), seats: 2, total_cents: 9000, payment_method: 'online',
      payment_status: 'paid', paid_cents: 9000, online_due_cents: 9000, customer_name: 'Emma Louise Clarke', customer_email: email, customer_phone: '+44 7911 123456',
      customer_country: 'GB', language: 'en', ...over,
    })
    .returning('id')
  return { id: row.id, reference, email }
}

const requestsTo = (email: string) => t.knex('mail_outbox').where({ kind: 'trip-review-request', to_address: email })

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Runs the sweep as the queue does: two instances' ticks at once. */
async function sweep(): Promise<void> {
  await t.jobs.enqueue(SWEEP, {})
  await t.jobs.enqueue(SWEEP, {})
  await Promise.all([t.jobs.runDue(SWEEP), t.jobs.runDue(SWEEP)])
  // A worker of the app may have taken a tick: wait until none is left to run.
  await until(async () => Number((await t.knex('pgboss.job').where({ name: SWEEP }).whereIn('state', ['created', 'active', 'retry']).count({ n: '*' }))[0]!.n) === 0)
}

const reviewBody = (fields: Record<string, string>) => ({ [STARTED_FIELD]: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), [HONEYPOT_FIELD]: '', ...fields })
let ip = 0
const postReview = (path: string, fields: Record<string, string>) => request(t.app).post(`${path}&lng=en`).set('X-Forwarded-For', `198.51.100.${++ip}`).type('form').send(reviewBody(fields))

describe('the review request after the trip', () => {
  it('goes once per confirmed booking whose trip ended 2 h ago, in its language, never to a cancelled one or before the end', async () => {
    const ended = await departure(trip.durationMinutes / 60 + 3)
    const asked = await booking(ended)
    const german = await booking(ended, { language: 'de', customer_name: 'Hannah Schmidt', customer_country: 'DE' })
    const cancelled = await booking(ended, { status: 'cancelled' })
    const justEnded = await booking(await departure(trip.durationMinutes / 60 + 1))
    const running = await booking(await departure(0.5))

    await sweep()
    const [mail, ...more] = await requestsTo(asked.email)
    expect(more).toEqual([])
    expect(mail.language).toBe('en')
    expect(mail.subject).toBe(tr('en', 'trips', 'reviews.mail.subject', { trip: trip.nameEn }))
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}${reviewPath(t.context.secrets, asked.reference)}`)
    expect(mail.text).toContain(tr('en', 'trips', 'reviews.mail.heading', { name: 'Emma' }))
    const [de] = await requestsTo(german.email)
    expect(de.language).toBe('de')
    expect(de.text).toContain(tr('de', 'trips', 'reviews.mail.button'))
    for (const b of [cancelled, justEnded, running]) expect(await requestsTo(b.email)).toEqual([])
    const row = await t.knex('trip_bookings').where({ id: asked.id }).first()
    expect(row.reviewRequestedAt).not.toBeNull()
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: asked.id, action: 'review-requested' })).toHaveLength(1)

    // Later sweeps ask nobody twice.
    await sweep()
    expect(await requestsTo(asked.email)).toHaveLength(1)
    expect(await requestsTo(german.email)).toHaveLength(1)
  })
})

describe('the review form', () => {
  let travelled: { id: number; reference: string; email: string }
  let path: string
  beforeAll(async () => {
    travelled = await booking(await departure(trip.durationMinutes / 60 + 30))
    path = reviewPath(t.context.secrets, travelled.reference)
  })

  it('answers 404 to a forged link, a booking that does not exist, was cancelled or has not travelled yet', async () => {
    expect((await request(t.app).get(`/trips/review?ref=${travelled.reference}&token=forged`)).status).toBe(404)
    expect((await request(t.app).get(reviewPath(t.context.secrets, 'TR-2026-999999'))).status).toBe(404)
    const cancelled = await booking(await departure(40), { status: 'cancelled' })
    expect((await request(t.app).get(reviewPath(t.context.secrets, cancelled.reference))).status).toBe(404)
    const future = await booking(await departure(-48))
    expect((await request(t.app).get(reviewPath(t.context.secrets, future.reference))).status).toBe(404)
    const forged = await request(t.app).post(`/trips/review?ref=${travelled.reference}&token=forged`).type('form').send(reviewBody({ rating: '5', comment: 'A forged link cannot write a review.' }))
    expect(forged.status).toBe(404)
    expect(await t.knex('trip_reviews').where({ booking_id: travelled.id })).toEqual([])
  })

  it('shows the trip and the date, with 1–5 stars as radio buttons, and works without JavaScript', async () => {
    const res = await request(t.app).get(`${path}&lng=en`)
    expect(res.status).toBe(200)
    expect(res.text).toContain(html(trip.nameEn))
    for (const stars of [1, 2, 3, 4, 5]) expect(res.text).toMatch(new RegExp(`<input id="f-rating-${stars}" type="radio"[^>]* name="rating" value="${stars}"`))
    expect(res.text).toContain(`<legend`)
    expect(res.text).toContain(html(tr('en', 'trips', 'reviews.form.shownAs', { name: 'Emma' })))
    expect(res.text).toContain('method="post"')
  })

  it('refuses bad input with a message per field (400), keeping what was typed', async () => {
    const res = await postReview(path, { rating: '9', comment: 'Short' })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('en', 'trips', 'reviews.form.ratingError')))
    expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.tooShort')))
    expect(res.text).toContain('aria-invalid="true"')
    expect(res.text).toContain('>Short</textarea>')
    // The page opens on the summary, each message linked to its field.
    const summary = res.text.slice(res.text.indexOf('data-error-summary'))
    expect(summary).toContain(html(tr('en', 'common', 'forms.errorSummary.title_other', { count: 2 })))
    expect(summary).toContain('href="#f-rating-5"')
    expect(summary).toContain('href="#f-comment"')
    const empty = await postReview(path, {})
    expect(empty.status).toBe(400)
    expect(empty.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(await t.knex('trip_reviews').where({ booking_id: travelled.id })).toEqual([])
  })

  it('stores one review per booking: first name and country from the booking; a second submit edits it while pending; once moderated it stays', async () => {
    const first = await postReview(path, { rating: '4', comment: 'Lovely morning on the water, and a guide who knew every cove.' })
    expect(first.status).toBe(303)
    expect(first.headers.location).toBe(`${path}&sent=received`)
    const [stored] = await t.knex('trip_reviews').where({ booking_id: travelled.id })
    expect(stored).toMatchObject({ tripId: trip.id, rating: 4, authorName: 'Emma', country: 'GB', language: 'en', status: 'pending', source: 'verified' })
    expect((await request(t.app).get(`${first.headers.location}&lng=en`)).text).toContain(html(tr('en', 'trips', 'reviews.form.sent.received.title')))

    const second = await postReview(path, { rating: '5', comment: 'Even better on reflection: a perfect morning on the water.' })
    expect(second.headers.location).toBe(`${path}&sent=updated`)
    const rows = await t.knex('trip_reviews').where({ booking_id: travelled.id })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: stored.id, rating: 5, comment: 'Even better on reflection: a perfect morning on the water.' })
    // Pending reviews count for nothing yet.
    expect(await t.knex('trips').where({ id: trip.id }).first()).toMatchObject({ reviewCount: 0 })

    await t.knex('trip_reviews').where({ id: stored.id }).update({ status: 'published', published_at: new Date() })
    const late = await postReview(path, { rating: '1', comment: 'Trying to change a published review afterwards.' })
    expect(late.headers.location).toBe(`${path}&sent=published`)
    expect(await t.knex('trip_reviews').where({ id: stored.id }).first()).toMatchObject({ rating: 5 })
    const page = await request(t.app).get(`${path}&lng=en`)
    expect(page.text).toContain(html(tr('en', 'trips', 'reviews.form.sent.published.title')))
    expect(page.text).not.toContain('name="rating"')
    // Set back for the moderation tests.
    await t.knex('trip_reviews').where({ id: stored.id }).update({ status: 'pending', published_at: null })
  })
})

describe('moderation', () => {
  const form = (agentCsrf: string, fields: Record<string, string>) => ({ _csrf: agentCsrf, ...fields })
  const tripRow = () => t.knex('trips').where({ id: trip.id }).first()

  it('is for admins and editors only', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    expect((await agent.get('/admin/reviews')).status).toBe(403)
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/reviews?lng=en')).status).toBe(200)
  })

  it('lists pending reviews first; publishing, rejecting and deleting recompute the trip rating, with the note in the history', async () => {
    // Two more reviewed bookings of the test trip, pending.
    const more = []
    for (const rating of [3, 2]) {
      const b = await booking(await departure(trip.durationMinutes / 60 + 50 + rating))
      const res = await postReview(reviewPath(t.context.secrets, b.reference), { rating: String(rating), comment: `A fair trip, ${rating} stars from us this time.` })
      expect(res.status).toBe(303)
      more.push((await t.knex('trip_reviews').where({ booking_id: b.id }).first()).id as number)
    }
    const pending = (await t.knex('trip_reviews').where({ trip_id: trip.id, status: 'pending' }).orderBy('id')) as Array<{ id: number; rating: number }>
    expect(pending).toHaveLength(3)

    const { agent, csrf } = await loginAs(t.app, 'editor')
    const list = await agent.get(`/admin/reviews?lng=en&trip=${trip.id}`)
    const statuses = [...list.text.matchAll(/data-review="\d+" data-status="(\w+)"/g)].map((m) => m[1])
    expect(statuses.slice(0, 3)).toEqual(['pending', 'pending', 'pending'])
    expect(statuses.indexOf('pending')).toBe(0)
    expect(list.text).toContain(html(tr('en', 'admin', 'reviews.source.verified')))

    const publish = async (id: number, fields: Record<string, string> = {}) => agent.post(`/admin/reviews?trip=${trip.id}`).type('form').send(form(csrf, { reviewId: String(id), action: 'publish', comment: 'Even better on reflection: a perfect morning on the water.', ...fields }))
    const [five, three, two] = [pending[0]!, pending[1]!, pending[2]!]
    const editedAt = (await tripRow()).updatedAt
    const published = await publish(five.id, { comment: 'Even better on reflection: a perfect morning on the water!', note: 'exclamation mark kept' })
    expect(published.status).toBe(303)
    expect(published.headers.location).toBe(`/admin/reviews?trip=${trip.id}&done=published`)
    expect(await tripRow()).toMatchObject({ reviewCount: 1 })
    // A rating refresh is no edit of the trip: a form open on it is not told someone saved it (ADR 067).
    expect((await tripRow()).updatedAt).toEqual(editedAt)
    expect(Number((await tripRow()).rating)).toBe(5)
    const [history] = await t.knex('audit_log').where({ subject_type: 'trip-review', subject_id: five.id, action: 'status' })
    expect(history.note, JSON.stringify(history)).toBe('exclamation mark kept')
    expect(history.changes.status, JSON.stringify(history)).toEqual(['pending', 'published'])

    await publish(three.id, { comment: 'A fair trip, 3 stars from us this time.' })
    await publish(two.id, { comment: 'A fair trip, 2 stars from us this time.' })
    expect(await tripRow()).toMatchObject({ reviewCount: 3 })
    expect(Number((await tripRow()).rating)).toBe(3.3)

    const rejected = await agent.post('/admin/reviews').type('form').send(form(csrf, { reviewId: String(two.id), action: 'reject', comment: 'A fair trip, 2 stars from us this time.', note: 'about another trip' }))
    expect(rejected.headers.location).toBe('/admin/reviews?done=rejected')
    expect(await tripRow()).toMatchObject({ reviewCount: 2 })
    expect(Number((await tripRow()).rating)).toBe(4)

    const deleted = await agent.post('/admin/reviews').type('form').send(form(csrf, { reviewId: String(three.id), action: 'delete', comment: 'x' }))
    expect(deleted.headers.location).toBe('/admin/reviews?done=deleted')
    expect(await t.knex('trip_reviews').where({ id: three.id }).first()).toBeUndefined()
    expect(await tripRow()).toMatchObject({ reviewCount: 1 })
    expect(Number((await tripRow()).rating)).toBe(5)

    // Bad input: the page again with the message at the review's text (400), nothing changed.
    const bad = await agent.post('/admin/reviews?lng=en').type('form').send(form(csrf, { reviewId: String(five.id), action: 'save', comment: '   ' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect((await t.knex('trip_reviews').where({ id: five.id }).first()).comment).toBe('Even better on reflection: a perfect morning on the water!')

    // The public page shows the published review with its verified label; the rating comes from it.
    const page = await request(t.app).get(`/trips/${trip.id}?lng=en`)
    expect(page.text).toContain('Even better on reflection: a perfect morning on the water!')
    expect(page.text).toContain(html(tr('en', 'trips', 'reviews.verified')))
    expect(page.text).toContain('data-trip-rating')
    expect(page.text).not.toContain('A fair trip, 2 stars')
  })

  it('imports an earlier rating, labelled "imported from …" wherever it shows and never counted as verified', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const bad = await agent.post('/admin/reviews?lng=en').type('form').send(form(csrf, { intent: 'import', tripId: String(trip.id), rating: '', text: 'x', authorName: '', importedFrom: '', language: 'en', country: 'GBR' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.invalid')))

    const before = await t.knex('trip_reviews').where({ trip_id: trip.id, source: 'import' })
    const res = await agent
      .post('/admin/reviews')
      .type('form')
      .send(form(csrf, { intent: 'import', tripId: String(trip.id), rating: '4', text: 'Great views, a bit crowded in August.', authorName: 'Rachel Green', importedFrom: 'TripAdvisor', language: 'en', country: 'gb', travelledOn: '2025-08-14' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/reviews?done=imported')
    const imported = await t.knex('trip_reviews').where({ trip_id: trip.id, source: 'import' })
    expect(imported).toHaveLength(before.length + 1)
    expect(imported.at(-1)).toMatchObject({ bookingId: null, authorName: 'Rachel', country: 'GB', status: 'published', source: 'import', rating: 4 })

    const page = await request(t.app).get(`/trips/${trip.id}?lng=en`)
    const importedItem = page.text.split('data-review=').slice(1).find((chunk) => chunk.includes('Great views, a bit crowded in August.'))!
    expect(importedItem).toContain('data-review-source="import"')
    expect(importedItem).toContain(html(tr('en', 'trips', 'reviews.importedFrom', { source: 'TripAdvisor' })))
    expect(importedItem).not.toContain(html(tr('en', 'trips', 'reviews.verified')))
    expect(page.text).toContain(html(tr('en', 'trips', 'reviews.verifiedAndImported', { verified: 1, imported: 1 })))
    // Not in the structured data: search engines' rules forbid marking up reviews collected elsewhere.
    const tripLd = jsonLdOf(page.text).find((x) => x['@type'] === 'TouristTrip') as { review?: Array<{ reviewBody: string }>; aggregateRating?: { reviewCount: number } }
    expect(JSON.stringify(tripLd)).not.toContain('Great views, a bit crowded in August.')
    expect(tripLd.aggregateRating?.reviewCount ?? 0).toBe(await t.knex('trip_reviews').where({ trip_id: trip.id, status: 'published' }).whereNot({ source: 'import' }).count({ n: '*' }).first().then((r) => Number(r!.n)))
    const list = await agent.get(`/admin/reviews?lng=en&source=import&trip=${trip.id}`)
    expect(list.text).toContain(html(tr('en', 'admin', 'reviews.importedFrom', { source: 'TripAdvisor' })))
    expect(list.text).not.toContain(`data-status="pending"`)
  })

  it('shows editors what would be published, never the customer’s booking, full name, e-mail or phone; admins see the booking', async () => {
    const b = await booking(await departure(trip.durationMinutes / 60 + 70), { customer_name: 'Orla Niamh Fitzgerald', customer_phone: '+353 87 555 0142' })
    expect((await postReview(reviewPath(t.context.secrets, b.reference), { rating: '5', comment: 'The skipper found us a cove all to ourselves.' })).status).toBe(303)
    const { id } = await t.knex('trip_reviews').where({ booking_id: b.id }).first()
    onTestFinished(() => t.knex('trip_reviews').where({ id }).delete())
    const itemOf = (page: string) => page.slice(page.indexOf(`data-review="${id}"`), page.indexOf('</li>', page.indexOf(`data-review="${id}"`)))

    const editor = await loginAs(t.app, 'editor')
    const seen = await editor.agent.get(`/admin/reviews?lng=en&trip=${trip.id}&status=pending`)
    expect(seen.status).toBe(200)
    const item = itemOf(seen.text)
    expect(item).toContain('The skipper found us a cove all to ourselves.')
    expect(item).toContain('>Orla<')
    for (const personal of [b.reference, 'Fitzgerald', 'Niamh', b.email, '555 0142', '5550142']) expect(seen.text).not.toContain(personal)

    const admin = await loginAs(t.app, 'admin')
    expect(itemOf((await admin.agent.get(`/admin/reviews?lng=en&trip=${trip.id}&status=pending`)).text)).toContain(b.reference)
  })
})

describe('ratings and JSON-LD only from the reviews shown', () => {
  it('marks up the aggregate of the published reviews and one Review per review on the page; "show more" without JavaScript', async () => {
    const [top] = await t.knex('trips').where('review_count', '>', 6).orderBy('review_count', 'desc').limit(1)
    expect(top).toBeDefined()
    const published = await t.knex('trip_reviews').where({ trip_id: top.id, status: 'published' })
    expect(top.reviewCount).toBe(published.length)
    const mean = Math.round((published.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / published.length) * 10) / 10
    expect(Number(top.rating)).toBe(mean)

    const res = await request(t.app).get(`/trips/${top.id}?lng=en`)
    const shown = [...res.text.matchAll(/data-review="(\d+)"/g)].map((m) => Number(m[1]))
    expect(shown).toHaveLength(6)
    const tripLd = jsonLdOf(res.text).find((x) => x['@type'] === 'TouristTrip') as { aggregateRating: Record<string, unknown>; review: Array<{ reviewBody: string; author: { name: string } }> }
    // Reviews imported from another site are shown and averaged on the page, never marked up.
    const own = published.filter((r: { source: string }) => r.source !== 'import')
    const ownMean = Math.round((own.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / own.length) * 10) / 10
    expect(tripLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: ownMean, reviewCount: own.length })
    const byId = new Map(published.map((r: { id: number; comment: string; authorName: string; source: string }) => [r.id, r]))
    const shownOwn = shown.filter((id) => byId.get(id)!.source !== 'import')
    expect(tripLd.review).toHaveLength(shownOwn.length)
    for (const [i, id] of shownOwn.entries()) {
      expect(tripLd.review[i]!.reviewBody).toBe(byId.get(id)!.comment)
      expect(tripLd.review[i]!.author.name).toBe(byId.get(id)!.authorName)
    }
    // No pending or rejected review is shown or marked up.
    const hidden = await t.knex('trip_reviews').where({ trip_id: top.id }).whereNot({ status: 'published' }).pluck('id')
    for (const id of hidden) expect(shown).not.toContain(id)
    expect(res.text).toContain(hrefIn(`/trips/${top.id}?reviews=2#reviews`, 'en'))

    const more = await request(t.app).get(`/trips/${top.id}?reviews=2&lng=en`)
    const shownMore = [...more.text.matchAll(/data-review="(\d+)"/g)].map((m) => Number(m[1]))
    expect(shownMore.length).toBe(Math.min(12, published.length))
    expect((jsonLdOf(more.text).find((x) => x['@type'] === 'TouristTrip') as { review: unknown[] }).review).toHaveLength(shownMore.filter((id) => byId.get(id)!.source !== 'import').length)
  })

  it('a trip without reviews shows no rating at all: no stars on its card or page, no "0.0", no markup', async () => {
    const [empty] = await t.knex('trips').where({ review_count: 0 }).whereNot({ id: trip.id }).limit(1)
    expect(empty).toBeDefined()
    const page = await request(t.app).get(`/trips/${empty.id}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('data-trip-rating')
    expect(page.text).toContain(html(tr('en', 'trips', 'reviews.none')))
    const tripLd = jsonLdOf(page.text).find((x) => x['@type'] === 'TouristTrip')!
    expect(tripLd).not.toHaveProperty('aggregateRating')
    expect(tripLd).not.toHaveProperty('review')

    const lists = [(await request(t.app).get('/trips?lng=en')).text, (await request(t.app).get('/trips?lng=en&page=2')).text].join('')
    const card = lists.split('<article').find((chunk) => chunk.includes(`href="/trips/${empty.id}?lng=en"`))!
    expect(card).toBeDefined()
    expect(card).not.toContain('text-amber-500')
    const rated = lists.split('<article').find((chunk) => /href="\/trips\/(\d+)\?lng=en"/.test(chunk) && !chunk.includes(`href="/trips/${empty.id}?lng=en"`) && chunk.includes('text-amber-500'))
    expect(rated).toBeDefined()
    // Last when sorted by rating.
    const sorted = (await request(t.app).get('/api/trips?sort=rating&page=2')).body as { trips: Array<{ id: number; reviewCount: number }> }
    expect(sorted.trips.at(-1)!.reviewCount).toBe(0)
  })
})

describe('the demo', () => {
  it('has verified reviews of past bookings, a few pending, an import labelled, and ratings computed from them', async () => {
    const verified = await t.knex('trip_reviews as r').join('trip_bookings as b', 'b.id', 'r.booking_id').where({ 'r.source': 'verified' }).select('r.*', 'b.status as bookingStatus', 'b.customer_name as customerName')
    expect(verified.length).toBeGreaterThan(30)
    for (const r of verified) {
      expect(r.bookingStatus).toBe('confirmed')
      expect(r.customerName.startsWith(`${r.authorName} `)).toBe(true)
    }
    expect(new Set(verified.map((r) => r.language))).toEqual(new Set(['es', 'en', 'de', 'ca']))
    // No trip shows two guests with word-for-word the same review.
    const repeated = await t.knex('trip_reviews').select('trip_id', 'comment').count({ n: '*' }).where({ source: 'verified' }).groupBy('trip_id', 'comment').havingRaw('count(*) > 1')
    expect(repeated).toEqual([])
    expect(verified.filter((r) => r.status === 'pending').length).toBeGreaterThan(0)
    expect(await t.knex('trip_reviews').where({ source: 'import', status: 'published' }).whereLike('comment', '[%]%')).not.toHaveLength(0)
    for (const row of await t.knex('trips').whereNot({ id: trip.id })) {
      const ratings = (await t.knex('trip_reviews').where({ trip_id: row.id, status: 'published' }).pluck('rating')) as number[]
      expect(row.reviewCount).toBe(ratings.length)
      expect(Number(row.rating)).toBe(ratings.length ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10 : 0)
    }
  })
})
