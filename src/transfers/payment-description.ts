import type { TFunction } from 'i18next'
import { formatDateTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import type { BookingView } from './booking-view'
import { placeLabel } from './places'

// The line Stripe's payment page shows for a transfer: in the visitor's language, every leg as the
// booking page names it (the airport and ports translated, the town and the visitor's own
// address), each with its pick-up on the island's clock.

/** What Stripe takes as a line description (src/payments/payments.schema.ts). */
export const LINE_DESCRIPTION_MAX = 500

/** "Private transfer in Menorca MT-…: Menorca airport (MAH) → Hotel … (Ciutadella), Sunday, 14 March 2027 at 12:20 · …". */
export function transferLineDescription(t: TFunction, booking: Pick<BookingView, 'reference' | 'legs'>, lng: Language): string {
  const live = booking.legs.filter((leg) => leg.status !== 'cancelled')
  const legs = (live.length ? live : booking.legs).map((leg) =>
    t('airport-transfers:payment.lineLeg', { route: `${placeLabel(t, leg.from)} → ${placeLabel(t, leg.to)}`, when: formatDateTime(leg.pickupAt, lng) }),
  )
  return fitted(t('airport-transfers:payment.lineDescription', { reference: booking.reference, route: legs.join(' · ') }), LINE_DESCRIPTION_MAX)
}

/** The text cut (whole characters, then "…") to at most `max` UTF-16 units: long addresses must not make Stripe refuse the payment. */
function fitted(text: string, max: number): string {
  if (text.length <= max) return text
  const chars = Array.from(text)
  let cut = ''
  for (const char of chars) {
    if (cut.length + char.length > max - 1) break
    cut += char
  }
  return `${cut.trimEnd()}…`
}
