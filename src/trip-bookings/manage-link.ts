import type { AppSecrets } from '../lib/secrets'

// TEMPORARY until branch trip-booking is merged (its tripBookingPath replaces this file).
const PURPOSE = 'trip-booking'

export function verifyTripToken(secrets: AppSecrets, reference: string, token: string): boolean {
  return secrets.verify(PURPOSE, reference, token)
}

export function tripBookingPath(secrets: AppSecrets, reference: string): string {
  return `/trips/booking?${new URLSearchParams({ ref: reference, token: secrets.sign(PURPOSE, reference) })}`
}
