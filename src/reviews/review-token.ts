import type { AppSecrets } from '../lib/secrets'

// The review form of a booking opens for whoever holds its reference and a signature of it (the
// link in the request e-mail); references are sequential, so the reference alone is never enough.
const PURPOSE = 'trip-review'

export function verifyReviewToken(secrets: AppSecrets, reference: string, token: string): boolean {
  return secrets.verify(PURPOSE, reference, token)
}

/** The review form of a booking, as an address with its signature. */
export function reviewPath(secrets: AppSecrets, reference: string): string {
  return `/trips/review?${new URLSearchParams({ ref: reference, token: secrets.sign(PURPOSE, reference) })}`
}
