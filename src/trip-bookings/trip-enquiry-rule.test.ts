import { describe, expect, it } from 'vitest'
import { showsEnquiryForm, takesEnquiries } from './trip-enquiry-rule'

const trip = (over: Partial<{ status: string; bookingMode: string; showBookingOptions: boolean }> = {}) => ({ status: 'published', bookingMode: 'instant', showBookingOptions: false, ...over })

describe('the enquiry form', () => {
  it('is always there for a trip sold on request', () => {
    expect(showsEnquiryForm(trip({ bookingMode: 'on_request' }), false)).toBe(true)
    expect(takesEnquiries(trip({ bookingMode: 'on_request' }))).toBe(true)
  })

  it('stands in for the booking form of a trip sold online only while nothing can be booked, when editors asked for it', () => {
    expect(showsEnquiryForm(trip({ showBookingOptions: true }), true)).toBe(false)
    expect(showsEnquiryForm(trip({ showBookingOptions: true }), false)).toBe(true)
    expect(showsEnquiryForm(trip(), false)).toBe(false)
    expect(takesEnquiries(trip({ showBookingOptions: true }))).toBe(true)
    expect(takesEnquiries(trip())).toBe(false)
  })

  it('is never there for a trip not on the site', () => {
    for (const status of ['draft', 'archived']) expect(takesEnquiries(trip({ status, bookingMode: 'on_request' }))).toBe(false)
  })
})
