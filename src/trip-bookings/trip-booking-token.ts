import type { AppSecrets } from '../lib/secrets'

// A trip booking is shown to whoever holds its reference and a signature of it (the confirmation
// redirect, the customer's e-mails, the voucher's QR code) — as transfer bookings are. References
// are sequential, so the reference alone must never be enough.
const PURPOSE = 'trip-booking'

export const TRIP_REFERENCE_RE = /^TR-\d{4}-\d{6,}$/

export function verifyTripBookingToken(secrets: AppSecrets, reference: string, token: string): boolean {
  return TRIP_REFERENCE_RE.test(reference) && secrets.verify(PURPOSE, reference, token)
}

const signed = (secrets: AppSecrets, reference: string) => new URLSearchParams({ ref: reference, token: secrets.sign(PURPOSE, reference) })

/** The booking's own page (view, pay, cancel, change the date), as an address with its signature. */
export function tripBookingPath(secrets: AppSecrets, reference: string): string {
  return `/trips/booking?${signed(secrets, reference)}`
}

/** The page the booking form and Stripe send the visitor back to. */
export function tripConfirmationPath(secrets: AppSecrets, reference: string): string {
  return `/trips/booking/confirmation?${signed(secrets, reference)}`
}

/** The confirmed booking's documents, signed like its page. */
export function tripDocumentPath(secrets: AppSecrets, reference: string, file: 'voucher.pdf' | 'calendar.ics' | 'receipt.pdf'): string {
  return `/trips/booking/${file}?${signed(secrets, reference)}`
}
