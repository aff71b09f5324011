import type { AppSecrets } from '../lib/secrets'

// A booking is shown to whoever holds its reference and a signature of it (in the confirmation
// redirect and the customer's e-mail), or who types its reference with the booking e-mail.
// References are sequential, so the reference alone must never be enough.
const PURPOSE = 'transfer-booking'

export function verifyBookingToken(secrets: AppSecrets, reference: string, token: string): boolean {
  return secrets.verify(PURPOSE, reference, token)
}

const signed = (secrets: AppSecrets, reference: string) => new URLSearchParams({ ref: reference, token: secrets.sign(PURPOSE, reference) })

/** The page that shows a booking (and offers to cancel it), as an address with its signature. */
export function bookingPath(secrets: AppSecrets, reference: string): string {
  return `/airport-transfers/booking?${signed(secrets, reference)}`
}

/** A document of the booking (voucher, calendar file, receipt), signed as its page is. */
export function bookingDocumentPath(secrets: AppSecrets, reference: string, file: 'voucher.pdf' | 'calendar.ics' | 'receipt.pdf'): string {
  return `/airport-transfers/booking/${file}?${signed(secrets, reference)}`
}

export function confirmationPath(secrets: AppSecrets, reference: string): string {
  return `/airport-transfers/request/confirmation?${signed(secrets, reference)}`
}
