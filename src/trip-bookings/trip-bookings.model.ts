import { TimestampedModel } from '../db/base-model'

/** A trip booking's life: pending_payment (seats held until hold_expires_at) → confirmed | expired; confirmed → cancelled. */
export type TripBookingStatus = 'pending_payment' | 'confirmed' | 'cancelled' | 'expired'
export type TripPaymentMethod = 'online' | 'on_the_day'
export type TripPaymentStatus = 'unpaid' | 'deposit_paid' | 'paid' | 'refunded' | 'partially_refunded'
export type TripBookingSource = 'web' | 'phone'

/** One line of a booking's party as it was priced (never recomputed silently). */
export interface BookedParticipants {
  categoryId: number
  code: string
  /** The category's label in the booking's language when it was made. */
  label: string
  unit: 'person' | 'group'
  /** Seats one unit takes. */
  seats: number
  count: number
  unitPriceCents: number
  totalCents: number
}

export class TripBookingModel extends TimestampedModel {
  static override tableName = 'trip_bookings'
  static override jsonAttributes = ['participants']
  id!: number
  reference!: string
  tripId!: number
  departureId!: number
  status!: TripBookingStatus
  participants!: BookedParticipants[]
  seats!: number
  totalCents!: number
  currency!: string
  paymentMethod!: TripPaymentMethod
  paymentStatus!: TripPaymentStatus
  onlineDueCents!: number
  paidCents!: number
  refundedCents!: number
  holdExpiresAt!: Date | null
  confirmedAt!: Date | null
  cancelledAt!: Date | null
  cancelReason!: string | null
  customerName!: string
  customerEmail!: string
  customerPhone!: string
  customerCountry!: string | null
  language!: string
  guideLanguage!: string | null
  notes!: string
  source!: TripBookingSource
  createdByUserId!: number | null
  idempotencyKey!: string | null
  version!: number
  reminderSentAt!: Date | null
  reviewRequestedAt!: Date | null
}

export type TripEnquiryStatus = 'new' | 'answered' | 'booked' | 'closed'

export class TripEnquiryModel extends TimestampedModel {
  static override tableName = 'trip_enquiries'
  id!: number
  reference!: string
  tripId!: number
  travelDate!: string
  participants!: number
  /** How many of the participants are children (the rest are adults). */
  children!: number
  name!: string
  email!: string
  phone!: string
  message!: string
  language!: string
  status!: TripEnquiryStatus
  answer!: string | null
  answeredAt!: Date | null
  answeredByUserId!: number | null
  bookingId!: number | null
  consentAt!: Date | null
}
