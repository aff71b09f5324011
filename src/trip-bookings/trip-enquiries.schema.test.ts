import { describe, expect, it } from 'vitest'
import { addDays } from '../lib/island-time'
import { ENQUIRY_MAX_DAYS_AHEAD, islandToday, TripEnquiryFormSchema } from './trip-enquiries.schema'

const form = (date: string) => ({ name: 'Anna Schmidt', email: 'anna@example.de', date, adults: '2', consent: 'on' })
const dateError = (date: string) => TripEnquiryFormSchema.safeParse(form(date)).error?.issues.find((i) => i.path[0] === 'date')?.message

describe('the trip enquiry date', () => {
  it('takes today up to two years ahead, and says which side a date outside falls on', () => {
    expect(dateError(islandToday())).toBeUndefined()
    expect(dateError(addDays(islandToday(), ENQUIRY_MAX_DAYS_AHEAD))).toBeUndefined()
    expect(dateError(addDays(islandToday(), ENQUIRY_MAX_DAYS_AHEAD + 1))).toBe('dateTooFar')
    expect(dateError('2099-12-31')).toBe('dateTooFar')
    expect(dateError(addDays(islandToday(), -1))).toBe('datePast')
  })
})
