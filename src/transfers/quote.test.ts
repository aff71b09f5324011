import { describe, expect, it } from 'vitest'
import { towns } from '../seed/content/transfer-towns'
import { extras, routeFares, seasonsAround, vehicles } from '../seed/content/transfers'
import { DEFAULT_PRICING, type PricingSettings } from './pricing-settings'
import { fromCents, isNightTime, normalizeQuote, quoteTransfer, routeProblem, vehiclesThatFit, type PriceTable, type QuoteInput, type StoredQuote } from './quote'

// The seeded price table, as the service loads it from the database (with the seasons of 2027).
const table: PriceTable = {
  towns: towns.map((t) => t.slug),
  vehicles: vehicles.map((v) => ({ code: v.code, maxPassengers: v.maxPassengers, maxSuitcases: v.maxSuitcases })),
  bands: towns.flatMap((t) => Object.entries(t.prices).flatMap(([vehicle, bands]) => bands.map(([min, max, cents]) => ({ town: t.slug, vehicle, min, max, cents, currency: 'EUR' })))),
  routeFares: routeFares.flatMap(({ places: [from, to], prices }) => Object.entries(prices).flatMap(([vehicle, bands]) => bands.map(([min, max, cents]) => ({ from, to, vehicle, min, max, cents, currency: 'EUR' })))),
  seasons: seasonsAround(2027),
  extras: extras.map(({ name: _n, description: _d, ...spec }) => ({ ...spec, currency: 'EUR' })),
}
const fare = (town: string, vehicle: string, passengers: number) => table.bands.find((b) => b.town === town && b.vehicle === vehicle && passengers >= b.min && passengers <= b.max)!.cents
const quote = (input: Partial<QuoteInput>, settings: PricingSettings = DEFAULT_PRICING) => {
  const result = quoteTransfer({ from: 'airport', to: 'fornells', vehicle: 'car', passengers: 2, isReturn: false, ...input }, table, settings)
  if (!result.ok) throw new Error(`no quote: ${result.reason}`)
  return result.quote
}

describe('one-way day fares: every town × vehicle × passenger band of the table', () => {
  const cases = table.bands.flatMap((b) => [b.min, b.max].map((passengers) => ({ town: b.town, vehicle: b.vehicle, passengers, cents: b.cents })))
  it.each(cases)('airport → $town, $vehicle, $passengers passengers = $cents cents', ({ town, vehicle, passengers, cents }) => {
    const q = quote({ to: town, vehicle, passengers, time: '12:00' })
    expect(q).toMatchObject({ totalCents: cents, baseCents: cents, nightSurchargeCents: 0, returnDiscountCents: 0, currency: 'EUR', pricedTown: town })
    expect(q.legs).toHaveLength(1)
    // The same fare the other way round.
    expect(quote({ from: town, to: 'airport', vehicle, passengers, time: '12:00' }).totalCents).toBe(cents)
  })
})

describe('passenger bands', () => {
  it.each([
    { vehicle: 'minibus', passengers: 12, band: [1, 12] },
    { vehicle: 'minibus', passengers: 13, band: [13, 16] },
    { vehicle: 'minibus', passengers: 16, band: [13, 16] },
  ])('$vehicle with $passengers passengers uses the $band band', ({ vehicle, passengers, band }) => {
    const expected = table.bands.find((b) => b.town === 'ciutadella' && b.vehicle === vehicle && b.min === band[0])!.cents
    expect(quote({ to: 'ciutadella', vehicle, passengers }).totalCents).toBe(expected)
  })
  it.each([
    { vehicle: 'car', passengers: 5 },
    { vehicle: 'minivan', passengers: 9 },
    { vehicle: 'vip', passengers: 7 },
    { vehicle: 'minibus', passengers: 17 },
  ])('has no fare for $passengers passengers in a $vehicle', ({ vehicle, passengers }) => {
    expect(quoteTransfer({ from: 'airport', to: 'mao', vehicle, passengers, isReturn: false }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'no-price' })
  })
})

describe('night surcharge (pick-ups 22:00–06:59 island time, +20 %, rounded to whole euros)', () => {
  it.each([
    { time: '21:59', night: false },
    { time: '22:00', night: true },
    { time: '23:45', night: true },
    { time: '00:00', night: true },
    { time: '06:59', night: true },
    { time: '07:00', night: false },
    { time: '12:30', night: false },
  ])('$time → night: $night', ({ time, night }) => {
    expect(isNightTime(time, DEFAULT_PRICING)).toBe(night)
    const q = quote({ to: 'fornells', vehicle: 'car', time })
    // Fornells by car: 52 € by day; 20 % is 10.40 €, rounded to 10 €.
    expect(q.totalCents).toBe(night ? 6200 : 5200)
    expect(q.legs[0]).toMatchObject({ night, nightSurchargeCents: night ? 1000 : 0 })
  })
  it('follows the settings: another window, another percentage', () => {
    const settings = { ...DEFAULT_PRICING, nightStart: '01:00', nightEnd: '05:00', nightSurchargePercent: 50 }
    expect(quote({ to: 'mao', time: '00:30' }, settings).totalCents).toBe(2000)
    expect(quote({ to: 'mao', time: '04:59' }, settings).totalCents).toBe(3000)
  })
  it('adds nothing while the time is unknown', () => {
    expect(quote({ to: 'mao' }).nightSurchargeCents).toBe(0)
  })
})

describe('return trips: two legs, 10 % off the total', () => {
  it.each([
    { town: 'fornells', vehicle: 'minivan', passengers: 5, time: '10:00', returnTime: '15:00', total: 13100 }, // 2 × 73 = 146, −14.60 → −15
    { town: 'mao', vehicle: 'car', passengers: 2, time: '10:00', returnTime: '15:00', total: 3600 }, // 2 × 20 = 40, −4
    { town: 'ciutadella', vehicle: 'vip', passengers: 6, time: '23:30', returnTime: '15:00', total: 24700 }, // 125 + 25 night + 125 = 275, −27.50 → −28 (half up)
    { town: 'cala-galdana', vehicle: 'minibus', passengers: 14, time: '09:00', returnTime: '05:30', total: 32700 }, // 165 + 165 + 33 = 363, −36.30 → −36
  ])('airport ⇄ $town, $vehicle, $passengers pax, $time / $returnTime = $total', ({ town, vehicle, passengers, time, returnTime, total }) => {
    const q = quote({ to: town, vehicle, passengers, isReturn: true, time, returnTime })
    expect(q.legs.map((l) => [l.direction, l.from, l.to])).toEqual([['outbound', 'airport', town], ['return', town, 'airport']])
    expect(q.subtotalCents - q.returnDiscountCents).toBe(q.totalCents)
    expect(q.baseCents).toBe(2 * fare(town, vehicle, passengers))
    expect(q.totalCents).toBe(total)
  })
  it('takes the discount percentage from the settings', () => {
    expect(quote({ to: 'mao', isReturn: true }, { ...DEFAULT_PRICING, returnDiscountPercent: 0 }).totalCents).toBe(4000)
  })
})

describe('routes: the airport, ports and towns at either end', () => {
  it.each([
    { from: 'port-mao', to: 'fornells', priced: 'fornells' },
    { from: 'fornells', to: 'port-ciutadella', priced: 'ciutadella' }, // dearer end
    { from: 'port-mao', to: 'mao', priced: 'mao' },
    { from: 'airport', to: 'port-ciutadella', priced: 'ciutadella' },
    { from: 'port-mao', to: 'airport', priced: 'mao' },
    // Town to town, allowed now: without a route fare, the dearer of the two towns' airport fares.
    { from: 'fornells', to: 'ciutadella', priced: 'ciutadella' },
    { from: 'alaior', to: 'es-mercadal', priced: 'es-mercadal' },
    { from: 'mao', to: 'son-bou', priced: 'son-bou' }, // the route fare is the port's, not the town's
    { from: 'ciutadella', to: 'cala-en-bosc', priced: 'cala-en-bosc' }, // the route fare is the port's
  ])('$from → $to costs the airport fare of $priced', ({ from, to, priced }) => {
    const q = quote({ from, to, vehicle: 'car', passengers: 3 })
    expect(q).toMatchObject({ pricedTown: priced, routeFare: null })
    expect(q.totalCents).toBe(fare(priced, 'car', 3))
    expect(quote({ from: to, to: from, vehicle: 'car', passengers: 3 }).totalCents).toBe(fare(priced, 'car', 3))
  })
  it.each([
    // An explicit route fare wins, in both directions; a port without one takes its town's.
    { from: 'ciutadella', to: 'mao', vehicle: 'car', passengers: 4, cents: 7000, route: ['ciutadella', 'mao'] },
    { from: 'mao', to: 'ciutadella', vehicle: 'vip', passengers: 6, cents: 11800, route: ['ciutadella', 'mao'] },
    { from: 'port-ciutadella', to: 'mao', vehicle: 'car', passengers: 2, cents: 7000, route: ['ciutadella', 'mao'] }, // was 75 € (the Ciutadella airport fare)
    { from: 'port-mao', to: 'port-ciutadella', vehicle: 'minivan', passengers: 5, cents: 9800, route: ['ciutadella', 'mao'] },
    { from: 'son-bou', to: 'port-mao', vehicle: 'car', passengers: 1, cents: 4200, route: ['port-mao', 'son-bou'] },
    { from: 'port-mao', to: 'son-bou', vehicle: 'minibus', passengers: 13, cents: 10500, route: ['port-mao', 'son-bou'] },
    { from: 'port-ciutadella', to: 'cala-en-bosc', vehicle: 'car', passengers: 2, cents: 2500, route: ['cala-en-bosc', 'port-ciutadella'] }, // 87 € by the airport rule
  ])('$from → $to, $vehicle, $passengers pax: the route fare, $cents cents', ({ from, to, vehicle, passengers, cents, route }) => {
    const q = quote({ from, to, vehicle, passengers })
    expect(q.totalCents).toBe(cents)
    expect(q.routeFare).toEqual({ from: route[0], to: route[1] })
  })
  it('prices both legs of a return by the route fare, then takes the return discount', () => {
    // 2 × 70 = 140, −14.
    expect(quote({ from: 'ciutadella', to: 'mao', vehicle: 'car', passengers: 2, isReturn: true }).totalCents).toBe(12600)
  })
  it('has no price when neither a route fare nor the towns\' fares hold the group', () => {
    expect(quoteTransfer({ from: 'ciutadella', to: 'mao', vehicle: 'minibus', passengers: 17, isReturn: false }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'no-price' })
  })
  it.each([
    { from: 'airport', to: 'airport', problem: 'airportBoth' },
    { from: 'port-mao', to: 'port-mao', problem: 'samePlace' },
    { from: 'fornells', to: 'fornells', problem: 'samePlace' },
  ])('refuses $from → $to ($problem)', ({ from, to, problem }) => {
    expect(routeProblem(from, to)).toBe(problem)
    expect(quoteTransfer({ from, to, vehicle: 'car', passengers: 2, isReturn: false }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'route' })
  })
  it('refuses an unknown town', () => {
    expect(quoteTransfer({ from: 'airport', to: 'atlantis', vehicle: 'car', passengers: 2, isReturn: false }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'route' })
  })
})

describe('seasons: a leg\'s fare changes by the percentage of the season its date falls in', () => {
  // Fornells by car: 52 €. High season 15 Jul–31 Aug 2027 +15 % (7.80 → 8 €); low season
  // 1 Nov 2027–31 Mar 2028 −10 % (5.20 → 5 €).
  it.each([
    { date: undefined, season: 0, total: 5200 },
    { date: '2027-07-14', season: 0, total: 5200 },
    { date: '2027-07-15', season: 800, total: 6000 },
    { date: '2027-08-31', season: 800, total: 6000 },
    { date: '2027-09-01', season: 0, total: 5200 },
    { date: '2027-10-31', season: 0, total: 5200 },
    { date: '2027-11-01', season: -500, total: 4700 },
    { date: '2028-02-29', season: -500, total: 4700 },
    { date: '2028-03-31', season: -500, total: 4700 },
    { date: '2028-04-01', season: 0, total: 5200 },
  ])('on $date: $season cents, $total in all', ({ date, season, total }) => {
    const q = quote({ to: 'fornells', date, time: '12:00' })
    expect(q).toMatchObject({ baseCents: 5200, seasonCents: season, totalCents: total })
    expect(q.legs[0]).toMatchObject({ seasonPercent: season > 0 ? 15 : season < 0 ? -10 : 0, seasonCents: season, totalCents: total })
  })
  it('names the season on the leg, for staff', () => {
    expect(quote({ to: 'fornells', date: '2027-08-01' }).legs[0]!.season).toBe('Temporada alta 2027')
    expect(quote({ to: 'fornells', date: '2027-06-01' }).legs[0]!.season).toBeNull()
  })
  it('adjusts each leg by its own date, and the night surcharge applies to the adjusted fare', () => {
    // Out 31 Aug at 23:00: 52 + 8 = 60, night 20 % = 12 → 72. Back 1 Sep by day: 52. 124, −10 % (12.40 → 12) = 112 €.
    const q = quote({ to: 'fornells', isReturn: true, date: '2027-08-31', time: '23:00', returnDate: '2027-09-01', returnTime: '10:00' })
    expect(q.legs.map((l) => [l.seasonCents, l.nightSurchargeCents, l.totalCents])).toEqual([[800, 1200, 7200], [0, 0, 5200]])
    expect(q).toMatchObject({ seasonCents: 800, nightSurchargeCents: 1200, faresCents: 12400, returnDiscountCents: 1200, totalCents: 11200 })
  })
  it('rounds a reduction to whole euros half away from zero, like a surcharge', () => {
    // Ciutadella by minivan 105 €: −10 % = −10.50 → −11 €.
    expect(quote({ to: 'ciutadella', vehicle: 'minivan', passengers: 5, date: '2027-12-01' }).totalCents).toBe(9400)
  })
  it('applies to route fares too', () => {
    // Ciutadella ↔ Maó 70 €, +15 % = 10.50 → 11 €.
    expect(quote({ from: 'ciutadella', to: 'mao', date: '2027-08-10' }).totalCents).toBe(8100)
  })
})

describe('extras: free or priced, once per booking or once per leg', () => {
  it.each<{ extras: Record<string, number>; isReturn: boolean; cents: number }>([
    { extras: { 'child-seat': 1 }, isReturn: false, cents: 0 },
    { extras: { 'child-seat': 2, 'booster-seat': 1 }, isReturn: true, cents: 0 },
    { extras: { bike: 1 }, isReturn: false, cents: 1500 },
    { extras: { bike: 2 }, isReturn: false, cents: 3000 },
    { extras: { bike: 2 }, isReturn: true, cents: 6000 }, // per leg: both legs
    { extras: { 'golf-bag': 3 }, isReturn: false, cents: 3000 },
    { extras: { 'golf-bag': 3 }, isReturn: true, cents: 3000 }, // per booking: once
    { extras: { 'golf-bag': 1, bike: 1, 'child-seat': 0 }, isReturn: true, cents: 4000 },
  ])('$extras, return: $isReturn → $cents cents of extras', ({ extras: wanted, isReturn, cents }) => {
    const q = quote({ to: 'mao', extras: wanted, isReturn })
    expect(q.extrasCents).toBe(cents)
    expect(q.totalCents).toBe(q.faresCents - q.returnDiscountCents + cents)
    expect(q.extras.map((e) => e.code).sort()).toEqual(Object.keys(wanted).filter((code) => wanted[code]).sort())
  })
  it('lists each extra with its quantity, unit price and total, in the offer\'s order', () => {
    const q = quote({ to: 'mao', isReturn: true, extras: { bike: 2, 'child-seat': 1 } })
    expect(q.extras).toEqual([
      { code: 'child-seat', quantity: 1, per: 'booking', unitCents: 0, totalCents: 0 },
      { code: 'bike', quantity: 2, per: 'leg', unitCents: 1500, totalCents: 6000 },
    ])
  })
  it('takes the return discount off the fares only', () => {
    // Maó by car, return: 2 × 20 = 40, −4; two bikes on both legs: +60 → 96 €.
    expect(quote({ to: 'mao', isReturn: true, extras: { bike: 2 } })).toMatchObject({ faresCents: 4000, extrasCents: 6000, subtotalCents: 10000, returnDiscountCents: 400, totalCents: 9600 })
  })
  it.each<{ extras: Record<string, number> }>([
    { extras: { jetpack: 1 } },
    { extras: { bike: 5 } },
    { extras: { bike: -1 } },
    { extras: { bike: 1.5 } },
  ])('refuses $extras', ({ extras: wanted }) => {
    expect(quoteTransfer({ from: 'airport', to: 'mao', vehicle: 'car', passengers: 2, isReturn: false, extras: wanted }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'extra' })
  })
})

describe('stored quotes', () => {
  it('reads a quote stored before seasons and extras as one without them', () => {
    const old: StoredQuote = {
      currency: 'EUR', vehicle: 'car', passengers: 2, pricedTown: 'fornells',
      legs: [{ direction: 'outbound', from: 'airport', to: 'fornells', baseCents: 5200, night: true, nightSurchargeCents: 1000, totalCents: 6200 }],
      baseCents: 5200, nightSurchargeCents: 1000, subtotalCents: 6200, returnDiscountPercent: 0, returnDiscountCents: 0, totalCents: 6200,
    }
    const today = quote({ to: 'fornells', time: '23:00' })
    expect(normalizeQuote(old)).toEqual(today)
    expect(normalizeQuote(today)).toEqual(today)
  })
})

describe('vehicles and "from" prices', () => {
  it.each([
    { passengers: 2, luggage: 2, best: 'car' },
    { passengers: 5, luggage: 5, best: 'minivan' }, // cheaper than the VIP van, which also fits
    { passengers: 4, luggage: 6, best: 'minivan' },
    { passengers: 9, luggage: 2, best: 'minibus' },
    { passengers: 17, luggage: 0, best: undefined },
  ])('the cheapest vehicle for $passengers people and $luggage bags is $best', ({ passengers, luggage, best }) => {
    expect(vehiclesThatFit(table, passengers, luggage, { from: 'airport', to: 'fornells' })[0]?.code).toBe(best)
  })
  it('advertises transfers from 20 €, and per town and vehicle', () => {
    expect(fromCents(table)).toBe(2000)
    expect(fromCents(table, { town: 'fornells' })).toBe(5200)
    expect(fromCents(table, { vehicle: 'minivan' })).toBe(2800)
  })
})
