import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { TripDetailSchema, type TripDetail } from '../../src/trips/trips.schema'
import { formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { h1Of, withoutClasses, hrefIn } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let bookable: number
let notBookable: number
beforeAll(async () => {
  t = await startTestApp()
  bookable = await tripId('south-coast-coves-boat-trip')
  notBookable = await tripId('mao-harbour-sunset-cruise-gin')
  // Nothing of it on sale online (no departure to come): neither the booking form nor an enquiry, a way to contact the business.
  // Its past departures stay: the demo's reviewed bookings were made on them.
  await t.knex('trip_departures').where({ trip_id: notBookable }).whereRaw('starts_at > now()').delete()
})
afterAll(async () => {
  await t?.close()
})

async function tripId(slug: string) {
  return ((await t.knex('trips').where({ slug }).first('id')) as { id: number }).id
}
const detail = async (id: number, lng: string): Promise<TripDetail> => TripDetailSchema.parse((await request(t.app).get(`/api/trips/${id}?lng=${lng}`)).body)
/** Structured data nodes, typed loosely: the tests compare them with expected shapes. */
type JsonLd = Record<string, unknown> & { itemListElement?: Array<Record<string, unknown>>; itinerary?: { itemListElement: Array<Record<string, unknown>> } }
const jsonLdOf = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd)
const cardIds = (page: string) => [...page.matchAll(/<a href="\/trips\/(\d+)(?:\?lng=[a-z]+)?" class="after:absolute/g)].map((m) => Number(m[1]))
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const valid = (): Record<string, string> => ({ name: 'Anna Schmidt', email: 'anna@example.de', date: inDays(30), adults: '2', children: '2', message: 'Wir sind zwei Erwachsene und zwei Kinder.', consent: 'on', started: started(), website: '' })
const post = (id: number, body: Record<string, string>, ip = '198.51.100.1') => request(t.app).post(`/trips/${id}?lng=de`).set('X-Forwarded-For', ip).type('form').send(body)
const messages = () => t.knex('trip_enquiries').orderBy('id')
const keptValue = (field: string, value: string) => new RegExp(`name="${field}"[^>]*value="${html(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`)
const errorOf = (field: string, code: string, vars?: Record<string, number>) => `<p id="f-${field}-error" class="mt-1 text-sm font-medium text-red-700">${html(tr('de', 'common', `forms.errors.${code}`, vars))}</p>`

describe.each(LANGUAGES)('/trips/{id} in %s', (lng) => {
  let page: string
  let trip: TripDetail
  beforeAll(async () => {
    const res = await request(t.app).get(`/trips/${bookable}?lng=${lng}`)
    expect(res.status).toBe(200)
    page = res.text
    trip = await detail(bookable, lng)
  })

  it('shows the whole trip: gallery, description, facts, price, rating, badge, itinerary, includes, meeting point', () => {
    expect(h1Of(page)).toBe(html(trip.name))
    expect((page.match(/<h1[ >]/g) ?? []).length).toBe(1)
    expect(page).toContain(`<html lang="${lng}"`)
    expect(page).toContain(html(trip.description))
    // The API's URLs carry the picture's version (docs/decisions/061), which the variants keep.
    const variantOf = (url: string) => `${url.split('?')[0]}\\?[^"]*&amp;v=${url.split('v=')[1]}`
    expect(page).toMatch(new RegExp(`<img src="${variantOf(trip.gallery[0]!)}"[^>]*loading="eager"`))
    for (const src of trip.gallery.slice(1)) expect(page).toMatch(new RegExp(`<img src="${variantOf(src)}"[^>]*loading="lazy"`))
    expect(page).toContain(html(trip.location))
    expect(page).toContain(html(trip.duration))
    expect(page).toContain(html(trip.type))
    expect(page).toContain(formatPrice(trip.priceCents, trip.currency, lng))
    expect(page).toContain(html(tr(lng, 'trips', 'detail.perPerson')))
    // The rating and its count are computed from the trip's published reviews (the demo's verified ones).
    expect(trip.reviewCount).toBeGreaterThan(1)
    expect(page).toContain(html(tr(lng, 'trips', 'detail.reviews_other', { count: trip.reviewCount })))
    expect(page).toContain(`>${html(tr(lng, 'common', 'trip.bestseller'))}</span>`)
    expect(page).toContain(html(tr(lng, 'trips', 'detail.groupSizeValue', { count: trip.maxGroupSize! })))
    expect(trip.itinerary.length).toBeGreaterThan(2)
    // Its summer (10:00) and winter (10:30) departures keep neither of the itinerary's clock times: the steps count from the start, and the page says so.
    expect(page).toContain('data-itinerary-relative')
    expect(page).toContain(html(tr(lng, 'trips', 'detail.itineraryRelative')))
    expect(page).toContain(`<time dateTime="PT0M">${html(tr(lng, 'trips', 'detail.itineraryStart'))}</time>`)
    for (const step of trip.itinerary) {
      expect(page).not.toContain(`>${step.time}</time>`)
      expect(page).toContain(`>${html(step.title)}</h3>`)
      expect(page).toContain(html(step.description))
    }
    for (const item of [...trip.includes, ...trip.excludes]) expect(page).toContain(`<span>${html(item)}</span>`)
    expect(page).toContain(html(trip.meetingPoint))
    expect(page).toContain(hrefIn(`/destinations/${trip.destination!.id}`, lng))
    expect(page).toContain(`marker=${trip.destination!.latitude},${trip.destination!.longitude}"`)
  })

  it('offers up to three related trips of the same type or destination, never itself', async () => {
    const related = cardIds(page.slice(page.indexOf('id="related-trips"')))
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related).not.toContain(bookable)
    for (const id of related) {
      const other = await detail(id, lng)
      expect(other.typeId === trip.typeId || other.destinationId === trip.destinationId).toBe(true)
    }
  })

  it('has the enquiry form with labelled fields and the privacy consent', () => {
    expect(page).toContain(`action="/trips/${bookable}" method="post"`)
    for (const field of ['name', 'email', 'phone', 'date', 'adults', 'children', 'message', 'consent', 'website', 'started']) expect(page).toContain(`name="${field}"`)
    for (const field of ['name', 'email', 'phone', 'date', 'adults', 'children', 'message', 'consent']) expect(page).toContain(`for="f-${field}"`)
    expect(page).toContain(html(tr(lng, 'trips', 'enquiry.capacity_other', { count: 40 })))
    expect(page).toContain(hrefIn('/legal/privacy', lng))
    expect(page).toContain(`>${html(tr(lng, 'trips', 'enquiry.consent').replace(/.*<link>(.*)<\/link>.*/, '$1'))}</a>`)
    expect(page).toContain('href="#enquiry"')
  })

  it('shows the facts a traveller decides on in a "Good to know" block, in the visitor language', () => {
    const guides = { es: 'Español, Inglés', en: 'Spanish, English', de: 'Spanisch, Englisch', ca: 'Espanyol, Anglès' }[lng]
    expect(trip).toMatchObject({ freeCancellationHours: 24, bookingMode: 'on_request', guideLanguages: ['es', 'en'], fitnessLevel: 'easy', minAge: null })
    expect(trip.whatToBring.length).toBeGreaterThan(0)
    const facts = page.slice(page.indexOf('id="trip-facts"'))
    expect(facts).toContain(html(tr(lng, 'trips', 'facts.title')))
    for (const text of [
      tr(lng, 'trips', 'facts.cancellationFree_other', { count: 24 }),
      tr(lng, 'trips', 'facts.confirmationOnRequest'),
      tr(lng, 'trips', 'facts.paymentOnRequest'),
      guides,
      tr(lng, 'trips', 'facts.fitness.easy'),
      ...trip.whatToBring,
      ...trip.includes,
      ...trip.excludes,
    ])
      expect(facts).toContain(html(text))
    expect(facts).not.toContain(html(tr(lng, 'trips', 'facts.minAge')))
    // Departure days and season, from the trip's schedules (every day at 10:00 in summer, Sundays at 10:30 in winter).
    const schedule = facts.slice(facts.indexOf('data-testid="schedule-summary"'))
    expect(facts).toContain(html(tr(lng, 'trips', 'dates.title')))
    expect(schedule).toContain(html(tr(lng, 'trips', 'dates.everyDay')))
    expect(schedule).toContain(html(tr(lng, 'trips', 'dates.at', { times: '10:00' })))
    expect(schedule).toContain(html(tr(lng, 'trips', 'dates.at', { times: '10:30' })))
  })

  it('describes the trip in its head: title, description and image of the trip, TouristTrip with offer and itinerary, breadcrumbs', () => {
    expect(page).toContain(`<title>${html(trip.name)}`)
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000/trips/${bookable}?lng=${lng}"/>`)
    for (const l of LANGUAGES) expect(page).toContain(`hrefLang="${l}" href="http://localhost:3000/trips/${bookable}?lng=${l}"/>`)
    expect(page).toContain(`<meta property="og:image" content="http://localhost:3000${trip.image.split('?')[0]}?width=1200&amp;height=630&amp;format=jpeg&amp;quality=80&amp;v=${trip.image.split('v=')[1]}"`)
    const ld = jsonLdOf(page)
    const touristTrip = ld.find((x) => x['@type'] === 'TouristTrip')!
    const url = `http://localhost:3000/trips/${bookable}?lng=${lng}`
    expect(touristTrip).toMatchObject({ name: trip.name, url, offers: { '@type': 'Offer', price: trip.price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url } })
    expect(touristTrip.itinerary).toMatchObject({ '@type': 'ItemList', numberOfItems: trip.itinerary.length })
    expect(touristTrip.itinerary!.itemListElement[0]).toMatchObject({ position: 1, description: trip.itinerary[0]!.description })
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList')!
    expect(crumbs.itemListElement!.map((c) => c.name)).toEqual([tr(lng, 'common', 'nav.home'), tr(lng, 'common', 'nav.trips'), trip.name])
  })
})

describe('an itinerary whose clock times every departure keeps', () => {
  it('shows them as they are written, with no note', async () => {
    const id = await tripId('mahon-cheese-farm-and-gin-tasting')
    const steps = (await detail(id, 'en')).itinerary
    // One timetable, leaving at the time of a step of the itinerary.
    await t.knex('trip_schedules').where({ trip_id: id }).update({ times: JSON.stringify([steps[1]!.time]) })
    const page = (await request(t.app).get(`/trips/${id}?lng=en`)).text
    expect(page).not.toContain('data-itinerary-relative')
    for (const step of steps) expect(page).toContain(`<time dateTime="${step.time}">${step.time}</time>`)
  })
})

describe('a trip without booking options', () => {
  it('has no enquiry form but a way to contact the business', async () => {
    const res = await request(t.app).get(`/trips/${notBookable}?lng=es`)
    expect(res.status).toBe(200)
    expect(res.text).not.toContain('method="post"')
    expect(res.text).toContain(html(tr('es', 'trips', 'detail.noBookingTitle')))
    expect(res.text).toContain('href="/contact" class="btn-primary')
  })

  it('refuses an enquiry POST with 405 and stores nothing', async () => {
    const res = await post(notBookable, valid())
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(await messages()).toHaveLength(0)
  })
})

describe('POST /trips/{id}: the enquiry form', () => {
  it.each([
    ['name', '', 'required'],
    ['name', 'x'.repeat(121), 'tooLongMax', { max: 120 }],
    ['email', '', 'required'],
    ['email', 'anna(at)example.de', 'email'],
    ['date', '', 'required'],
    ['date', '31.12.2030', 'date'],
    ['date', '2000-01-01', 'datePast'],
    ['adults', 'abc', 'number'],
    ['adults', '2.5', 'number'],
    ['adults', '0', 'minValue', { min: 1 }],
    ['adults', '501', 'maxValue', { max: 500 }],
    ['children', '-1', 'minValue', { min: 0 }],
    ['phone', '600 123', 'phone'],
    ['message', 'x'.repeat(3001), 'tooLongMax', { max: 3000 }],
    ['consent', '', 'consent'],
  ] as Array<[string, string, string, Record<string, number>?]>)('%s = %j: re-renders the page (400) with the translated message and every value kept', async (field, value, code, vars) => {
    const body = { ...valid(), [field]: value }
    if (field === 'consent') delete body.consent
    const res = await post(bookable, body)
    expect(res.status).toBe(400)
    expect(res.text).toContain(errorOf(field, code, vars))
    // The summary counts what to fix and links the field (it says more than the old "please correct the errors").
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errorSummary.title_one', { count: 1 })))
    expect(res.text).toContain(`<a href="#f-${field}"`)
    expect(res.text).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`))
    for (const kept of ['name', 'email', 'date', 'adults', 'children'].filter((f) => f !== field)) expect(res.text).toMatch(keptValue(kept, body[kept]!))
    if (field !== 'message') expect(res.text).toContain(`>${html(body.message!)}</textarea>`)
    expect(h1Of(res.text)).toBe(html((await detail(bookable, 'de')).name))
    expect(await messages()).toHaveLength(0)
  })

  it('opens on the linked error summary like the other public forms: the page\'s only summary and only autofocus, an "Error:" title', async () => {
    const body: Record<string, string> = { ...valid(), email: 'anna(at)example.de', date: '' }
    delete body.consent
    const res = await post(bookable, body)
    expect(res.status).toBe(400)
    expect(res.text.match(/data-error-summary/g)).toHaveLength(1)
    expect(res.text.match(/autofocus/g)).toHaveLength(1)
    // No fragment on the form's address: a browser skips autofocus when the address targets an element.
    expect(res.text).toContain(`action="/trips/${bookable}" method="post"`)
    const summary = res.text.slice(res.text.indexOf('data-error-summary'))
    expect(summary).toMatch(/^data-error-summary="true"[^>]*>\s*<h2 id="error-summary-title"[^>]*>/)
    expect(summary).toContain(html(tr('de', 'common', 'forms.errorSummary.title_other', { count: 3 })))
    // One link per field, in the order of the form, each "Label: message" (the consent's message names itself).
    const links = [...summary.matchAll(/<a href="#(f-[a-z]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]])
    expect(links).toEqual([
      ['f-date', html(`${tr('de', 'trips', 'enquiry.date')}: ${tr('de', 'common', 'forms.errors.required')}`)],
      ['f-email', html(`${tr('de', 'trips', 'enquiry.email')}: ${tr('de', 'common', 'forms.errors.email')}`)],
      ['f-consent', html(tr('de', 'common', 'forms.errors.consent'))],
    ])
    for (const [target] of links) expect(res.text).toContain(`id="${target}"`)
    const titleOf = (page: string) => page.match(/<title>([^<]*)<\/title>/)?.[1]
    const own = titleOf((await request(t.app).get(`/trips/${bookable}?lng=de`)).text)!
    const title = titleOf(res.text)
    expect(title).toBe(html(tr('de', 'common', 'forms.titleWithErrors', { title: '' })) + own)
    expect(title).toMatch(/^Fehler: /)
  })

  it('an empty form gets a message for every required field', async () => {
    const res = await post(bookable, { name: '', email: '', date: '', adults: '', children: '', message: '', started: started(), website: '' })
    expect(res.status).toBe(400)
    for (const [field, code] of [['name', 'required'], ['email', 'required'], ['date', 'required'], ['adults', 'required'], ['consent', 'consent']]) expect(res.text).toContain(errorOf(field!, code!))
    expect(res.text).not.toContain('id="f-children-error"')
    expect(res.text).not.toContain('id="f-message-error"')
  })

  it('a form sent faster than a person could (or without its signed start) is shown again, never dropped', async () => {
    for (const stamp of [formStartToken(t.env.SESSION_SECRET), undefined, `${Date.now() - 60_000}.forged-signature-0000000`]) {
      const body = { ...valid(), started: stamp ?? '' }
      const res = await post(bookable, body)
      expect(res.status).toBe(400)
      // Said once, as the summary's heading: nothing for the visitor to correct, only to send again.
      expect(withoutClasses(res.text)).toContain(`<h2 id="error-summary-title">${html(tr('de', 'common', 'forms.sendAgain'))}</h2>`)
      expect(res.text).toMatch(keptValue('name', 'Anna Schmidt'))
      expect(res.text).toMatch(/name="started" value="\d+\.[\w-]+"/) // a fresh token to send it again
    }
    expect(await messages()).toHaveLength(0)
  })

  it('refuses a party larger than the trip takes, on the party field, and stores nothing', async () => {
    const capacity = (await detail(bookable, 'de')).capacity
    expect(capacity).toBe(40)
    const res = await post(bookable, { ...valid(), adults: '39', children: '2' })
    expect(res.status).toBe(400)
    expect(res.text).toContain(`<p id="f-adults-error" class="mt-1 text-sm font-medium text-red-700">${html(tr('de', 'trips', 'enquiry.tooMany_other', { count: 40 }))}</p>`)
    expect(res.text).toMatch(keptValue('children', '2'))
    expect(await messages()).toHaveLength(0)
    // The whole party fits: 38 adults and 2 children are exactly the 40 seats.
    expect((await post(bookable, { ...valid(), adults: '38', children: '2' }, '198.51.100.9')).status).toBe(303)
    await t.knex('trip_enquiries').delete()
  })

  it('stores a valid enquiry with a reference, acknowledges it in the visitor language, tells the staff and shows the reference after the redirect', async () => {
    const res = await post(bookable, valid())
    expect(res.status).toBe(303)
    const [row] = await messages()
    expect(row).toMatchObject({ tripId: bookable, name: 'Anna Schmidt', email: 'anna@example.de', participants: 4, children: 2, language: 'de', status: 'new', travelDate: inDays(30) })
    expect(row.reference).toMatch(new RegExp(`^EN-${new Date().getFullYear()}-\\d{6}$`))
    expect(row.consentAt).toBeTruthy()
    expect(res.headers.location).toBe(`/trips/${bookable}?enquiry=${row.reference}#enquiry`)
    const germanName = (await detail(bookable, 'de')).name
    const spanishName = (await detail(bookable, 'es')).name
    const ack = await t.knex('mail_outbox').where({ kind: 'trip-enquiry', toAddress: 'anna@example.de' }).orderBy('id', 'desc').first()
    expect(ack).toMatchObject({ language: 'de', subject: tr('de', 'trips', 'enquiry.mail.ackSubject', { reference: row.reference, trip: germanName }) })
    for (const text of [row.reference, tr('de', 'trips', 'enquiry.mail.ackText'), '2 Erwachsene, 2 Kinder', 'Wir sind zwei Erwachsene und zwei Kinder.']) expect(ack.text).toContain(text)
    const staff = await t.knex('mail_outbox').where({ kind: 'trip-enquiry', toAddress: 'hola@menorcatours.example' }).orderBy('id', 'desc').first()
    expect(staff).toMatchObject({ replyTo: 'anna@example.de', language: 'es', subject: tr('es', 'admin', 'tripEnquiries.mail.subject', { reference: row.reference, name: 'Anna Schmidt', trip: spanishName }) })
    expect(staff.text).toContain(`/admin/trip-enquiries/${row.id}`)
    const history = await t.knex('audit_log').where({ subjectType: 'trip-enquiry', subjectId: row.id })
    expect(history).toMatchObject([{ action: 'created', actorType: 'customer', note: row.reference }])
    const confirmation = await request(t.app).get(`${res.headers.location!.replace('#enquiry', '')}&lng=de`)
    expect(confirmation.status).toBe(200)
    expect(confirmation.text).toContain(html(tr('de', 'trips', 'enquiry.sentTitle')))
    expect(confirmation.text).toContain(`<strong data-enquiry-reference="true">${row.reference}</strong>`)
    // A reference of another trip (or none at all) shows nothing.
    const elsewhere = await request(t.app).get(`/trips/${notBookable}?enquiry=${row.reference}&lng=de`)
    expect(elsewhere.text).not.toContain('data-enquiry-reference')
  })

  it('pre-fills the date and the party from the address; a date in the past or nonsense is ignored', async () => {
    const date = inDays(12)
    const page = (await request(t.app).get(`/trips/${bookable}?lng=en&date=${date}&adults=3&children=1`)).text
    expect(page).toMatch(keptValue('date', date))
    expect(page).toMatch(keptValue('adults', '3'))
    expect(page).toMatch(keptValue('children', '1'))
    const ignored = (await request(t.app).get(`/trips/${bookable}?lng=en&date=2000-01-01&adults=zero`)).text
    expect(ignored).not.toMatch(/name="date"[^>]*value="/)
    expect(ignored).toMatch(keptValue('adults', '2'))
  })

  it('answers a honeypot hit exactly like a success, storing and e-mailing nothing (ADR 020)', async () => {
    const mailsBefore = (await t.knex('mail_outbox')).length
    const res = await post(bookable, { ...valid(), name: 'Bot', website: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(new RegExp(`^/trips/${bookable}\\?enquiry=EN-\\d{4}-\\d{6}#enquiry$`))
    expect(await t.knex('trip_enquiries').where({ name: 'Bot' })).toHaveLength(0)
    expect(await t.knex('mail_outbox')).toHaveLength(mailsBefore)
  })

  it('limits how many enquiries one address can store, with a translated message', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 5; i++) expect((await post(bookable, valid(), ip)).status).toBe(303)
    const res = await post(bookable, valid(), ip)
    expect(res.status).toBe(429)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.rateLimited')))
    expect((await post(bookable, valid(), '203.0.113.78')).status).toBe(303)
  })

  it('an unknown or malformed trip answers the 404 page', async () => {
    for (const id of ['999', 'abc', '1abc']) {
      const res = await request(t.app).post(`/trips/${id}?lng=de`).type('form').send(valid())
      expect(res.status).toBe(404)
      expect(res.text).toContain(html(tr('de', 'common', 'errors.notFound.title')))
    }
  })
})
