import type { i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/i18n.server'
import { LANGUAGES } from '../i18n/languages'
import { towns } from '../seed/content/transfer-towns'
import { extras, routeFares, seasonsAround, vehicles } from '../seed/content/transfers'
import { quoteMessages, transferFieldErrors, translateFrom } from './field-errors'
import { DEFAULT_PRICING } from './pricing-settings'
import type { PriceTable } from './quote'
import { quoteFieldNames, quoteRequest } from './quote.schema'
import { quoteProblem } from './summary'

// The price box in the browser checks the form with the quote API's own schema and table, and words
// what it refuses as the server would: it asks for a price only when the answer is one.

// The seeded price table, without the minivan's fares to Fornells (a vehicle that fits but has no price there).
const table: PriceTable = {
  towns: towns.map((t) => t.slug),
  vehicles: vehicles.map((v) => ({ code: v.code, maxPassengers: v.maxPassengers, maxSuitcases: v.maxSuitcases })),
  bands: towns.flatMap((t) => Object.entries(t.prices).flatMap(([vehicle, bands]) => bands.map(([min, max, cents]) => ({ town: t.slug, vehicle, min, max, cents, currency: 'EUR' })))).filter((b) => !(b.town === 'fornells' && b.vehicle === 'minivan')),
  routeFares: routeFares.flatMap(({ places: [from, to], prices }) => Object.entries(prices).flatMap(([vehicle, bands]) => bands.map(([min, max, cents]) => ({ from, to, vehicle, min, max, cents, currency: 'EUR' })))),
  seasons: seasonsAround(2027),
  extras: extras.map(({ name: _n, description: _d, ...spec }) => ({ ...spec, currency: 'EUR' })),
}
const ctx = { table, pricing: DEFAULT_PRICING }
const form = (over: Record<string, string> = {}) => ({ tripType: 'one-way', from: 'airport', to: 'ciutadella', date: '', time: '', adults: '2', children: '0', infants: '0', suitcases: '2', vehicle: 'car', ...over })

let translations: i18n
beforeAll(async () => {
  translations = await createI18n()
})

describe('quoteRequest: whether a form has a price', () => {
  it('prices a complete form, with or without its date and time', () => {
    expect(quoteRequest(form(), ctx)).toMatchObject({ ok: true, quote: { vehicle: 'car', passengers: 2 } })
    expect(quoteRequest(form({ date: '2027-08-01', time: '23:30' }), ctx)).toMatchObject({ ok: true, quote: { nightSurchargeCents: expect.any(Number) } })
  })

  it.each([
    ['to', form({ to: '' }), 'required'],
    ['to', form({ to: 'airport' }), 'airportBoth'],
    ['date', form({ date: '2027-02' }), 'date'],
    ['adults', form({ adults: '' }), 'required'],
    ['adults', form({ adults: '0' }), 'range'],
    ['adults', form({ adults: '2.5' }), 'wholeNumber'],
    ['vehicle', form({ vehicle: '' }), 'required'],
    ['vehicle', form({ adults: '6' }), 'capacity'],
    ['vehicle', form({ adults: '16', children: '15' }), 'capacityNone'],
    ['extra_child-seat', form({ 'extra_child-seat': '1' }), 'childSeats'],
    ['vehicle', form({ to: 'fornells', vehicle: 'minivan' }), 'noPrice'],
  ])('refuses a form with %s wrong: %j → %s', (field, body, code) => {
    const answer = quoteRequest(body, ctx)
    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.issues.find((i) => i.path[0] === field)?.message).toBe(code)
  })

  it('reads only what the price depends on: not the addresses, not the contact details', () => {
    const names = quoteFieldNames(table)
    expect(names).toEqual(expect.arrayContaining(['tripType', 'from', 'to', 'date', 'time', 'returnDate', 'returnTime', 'adults', 'children', 'infants', 'suitcases', 'vehicle', 'extra_child-seat', 'extra_bike']))
    for (const name of ['fromAddress', 'toAddress', 'name', 'email', 'phone', 'notes', 'idempotencyKey']) expect(names).not.toContain(name)
  })
})

describe('the price box words a refused form as the server does', () => {
  const refused = [form({ adults: '0' }), form({ adults: 'two' }), form({ adults: '2.5' }), form({ children: '16' }), form({ adults: '6' }), form({ adults: '16', children: '15' }), form({ 'extra_child-seat': '1' }), form({ 'extra_bike': '9' }), form({ vehicle: '' }), form({ vehicle: 'rocket' }), form({ to: 'fornells', vehicle: 'minivan' })]
  it.each(LANGUAGES)('in %s', (lng) => {
    const t = translations.getFixedT(lng)
    const names = Object.fromEntries(vehicles.map((v) => [v.code, v.name[lng]]))
    const vehicleName = (code: string) => names[code] ?? code
    const labels = { adults: 'A', children: 'C', infants: 'I', suitcases: 'S', 'extra_child-seat': 'CS', extra_bike: 'B' }
    const templates = translateFrom(quoteMessages(t))
    for (const body of refused) {
      const answer = quoteRequest(body, ctx)
      if (answer.ok) throw new Error(`priced: ${JSON.stringify(body)}`)
      const server = quoteProblem(transferFieldErrors(answer.issues, t, vehicleName), labels)
      expect(server, JSON.stringify(body)).toBeTruthy()
      expect(quoteProblem(transferFieldErrors(answer.issues, templates, vehicleName), labels), JSON.stringify(body)).toBe(server)
    }
  })
})
