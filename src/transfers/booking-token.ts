import { createHmac, timingSafeEqual } from 'node:crypto'

// A booking is shown to whoever holds its reference and a signature of it (in the confirmation
// redirect and the customer's e-mail), or who types its reference with the booking e-mail.
// References are sequential, so the reference alone must never be enough.

let secret: string | undefined

/** Set once by the transfers router with APP_SECRET, which every instance shares. */
export function configureBookingTokens(appSecret: string): void {
  secret = appSecret
}

export function bookingToken(reference: string): string {
  if (!secret) throw new Error('booking tokens are not configured')
  return createHmac('sha256', secret).update(`transfer-booking:${reference}`).digest('base64url').slice(0, 32)
}

export function verifyBookingToken(reference: string, token: string): boolean {
  const expected = Buffer.from(bookingToken(reference))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The page that shows a booking (and offers to cancel it), as an address with its signature. */
export function bookingPath(reference: string): string {
  return `/airport-transfers/booking?${new URLSearchParams({ ref: reference, token: bookingToken(reference) })}`
}

export function confirmationPath(reference: string): string {
  return `/airport-transfers/request/confirmation?${new URLSearchParams({ ref: reference, token: bookingToken(reference) })}`
}
