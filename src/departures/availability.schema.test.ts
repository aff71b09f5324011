import { describe, expect, it } from 'vitest'
import { BookingSettingsSchema, PriceCategorySchema, ScheduleSchema } from './availability.schema'

const category = (over: Record<string, string> = {}) => ({ code: 'child', label_es: 'Niño', unit: 'person', seats: '1', minAge: '4', maxAge: '12', price: '34,50', sortOrder: '1', ...over })
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('price category validation', () => {
  it('reads a child category: ages, a price typed with a comma, the label per language', () => {
    const parsed = PriceCategorySchema.parse(category({ label_en: 'Child' }))
    expect(parsed).toMatchObject({ code: 'child', unit: 'person', seats: 1, minAge: 4, maxAge: 12, price: 3450, sortOrder: 1, label_es: 'Niño', label_en: 'Child', label_de: '' })
  })

  it('takes a free lap infant (0 seats) and a private group of 6', () => {
    expect(PriceCategorySchema.parse(category({ code: 'infant', seats: '0', minAge: '0', maxAge: '3', price: '0' }))).toMatchObject({ seats: 0, price: 0 })
    expect(PriceCategorySchema.parse(category({ code: 'group', unit: 'group', seats: '6', minAge: '', maxAge: '', price: '240' }))).toMatchObject({ unit: 'group', seats: 6, minAge: null, maxAge: null, price: 24000 })
  })

  it('refuses a group without seats, a person taking two seats, ages the wrong way round, a bad code or price, no Spanish label', () => {
    expect(issues(PriceCategorySchema.safeParse(category({ unit: 'group', seats: '0' })))).toEqual({ seats: 'min' })
    expect(issues(PriceCategorySchema.safeParse(category({ seats: '2' })))).toEqual({ seats: 'max' })
    expect(issues(PriceCategorySchema.safeParse(category({ minAge: '12', maxAge: '4' })))).toEqual({ maxAge: 'min' })
    expect(issues(PriceCategorySchema.safeParse(category({ code: 'Kinder!', price: '-3', label_es: ' ' })))).toEqual({ code: 'slug', price: 'min', label_es: 'required' })
    expect(issues(PriceCategorySchema.safeParse(category({ unit: 'family' })))).toEqual({ unit: 'invalid' })
  })
})

describe('schedule and booking settings validation', () => {
  it('reads weekdays and times, sorted and without repeats; no language ticked means the trip’s', () => {
    const parsed = ScheduleSchema.parse({ startsOn: '2027-05-01', endsOn: '2027-10-15', day2: 'on', day4: 'on', day6: 'on', times: '16:00, 09:00 09:00', capacity: '' })
    expect(parsed).toEqual({ startsOn: '2027-05-01', endsOn: '2027-10-15', weekdays: [2, 4, 6], times: ['09:00', '16:00'], capacity: null, guideLanguages: null })
  })

  it('refuses an end before the start, no weekday, an impossible time', () => {
    expect(issues(ScheduleSchema.safeParse({ startsOn: '2027-05-10', endsOn: '2027-05-01', times: '9:00' }))).toEqual({ endsOn: 'date', day1: 'required', times: 'invalid' })
  })

  it('needs a guide language, and a way to pay', () => {
    const base = { bookingMode: 'instant', onlinePayment: 'none', depositPercent: '30', cutoffHours: '12', freeCancellationHours: '', defaultCapacity: '12', durationMinutes: '180' }
    expect(issues(BookingSettingsSchema.safeParse(base))).toEqual({ guide_es: 'required', payOnDayAllowed: 'invalid' })
    expect(BookingSettingsSchema.parse({ ...base, payOnDayAllowed: 'on', guide_de: 'on' })).toMatchObject({ freeCancellationHours: null, resourceId: null, guideLanguages: ['de'], payOnDayAllowed: true })
  })
})
