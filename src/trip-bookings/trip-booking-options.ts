import type { TripBookingSource, TripBookingStatus, TripPaymentStatus } from './trip-bookings.model'

// The values staff filter trip bookings by (the list's selects and its address).

export const TRIP_BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const satisfies readonly TripBookingStatus[]
export const TRIP_PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'paid', 'refunded', 'partially_refunded'] as const satisfies readonly TripPaymentStatus[]
export const TRIP_BOOKING_SOURCES = ['web', 'phone'] as const satisfies readonly TripBookingSource[]
