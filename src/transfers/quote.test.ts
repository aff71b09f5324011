import { describe, expect, it } from 'vitest'
import { towns, vehicles } from '../seed/content/transfers'
import { DEFAULT_PRICING, type PricingSettings } from './pricing-settings'
import { fromCents, isNightTime, quoteTransfer, routeProblem, vehiclesThatFit, type PriceTable, type QuoteInput } from './quote'

// The seeded price table, as the service loads it from the database.
const table: PriceTable = {
  towns: towns.map((t) => t.slug),
  vehicles: vehicles.map((v) => ({ code: v.code, maxPassengers: v.maxPassengers, maxSuitcases: v.maxSuitcases })),
  bands: towns.flatMap((t) => Object.entries(t.prices).flatMap(([vehicle, bands]) => bands.map(([min, max, cents]) => ({ town: t.slug, vehicle, min, max, cents, currency: 'EUR' })))),
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

describe('ports and routes without the airport', () => {
  it.each([
    { from: 'port-mao', to: 'fornells', priced: 'fornells' },
    { from: 'fornells', to: 'port-ciutadella', priced: 'ciutadella' }, // dearer end
    { from: 'port-ciutadella', to: 'mao', priced: 'ciutadella' },
    { from: 'port-mao', to: 'mao', priced: 'mao' },
    { from: 'airport', to: 'port-ciutadella', priced: 'ciutadella' },
    { from: 'port-mao', to: 'airport', priced: 'mao' },
  ])('$from → $to is priced as $priced', ({ from, to, priced }) => {
    const q = quote({ from, to, vehicle: 'car', passengers: 3 })
    expect(q.pricedTown).toBe(priced)
    expect(q.totalCents).toBe(fare(priced, 'car', 3))
  })
  it.each([
    { from: 'airport', to: 'airport', problem: 'airportBoth' },
    { from: 'port-mao', to: 'port-mao', problem: 'samePlace' },
    { from: 'fornells', to: 'ciutadella', problem: 'terminalRequired' },
  ])('refuses $from → $to ($problem)', ({ from, to, problem }) => {
    expect(routeProblem(from, to)).toBe(problem)
    expect(quoteTransfer({ from, to, vehicle: 'car', passengers: 2, isReturn: false }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'route' })
  })
  it('refuses an unknown town', () => {
    expect(quoteTransfer({ from: 'airport', to: 'atlantis', vehicle: 'car', passengers: 2, isReturn: false }, table, DEFAULT_PRICING)).toEqual({ ok: false, reason: 'route' })
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
