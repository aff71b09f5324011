import type { Knex } from 'knex'
import type { Language } from '../i18n/languages'
import { categoryLabels, labelOf } from './trip-bookings.admin.server'
import type { TripBookingView } from './trip-bookings.server'

/**
 * The booked lines as a page in `lng` names them. The booking keeps the words of the language it
 * was made in (its e-mails and voucher use them); read in another language, each line takes its
 * rate's name in that one, as the staff screens do.
 */
export async function participantsReadIn(booking: Pick<TripBookingView, 'participants' | 'language'>, lng: Language, trx?: Knex.Transaction): Promise<TripBookingView['participants']> {
  if (booking.language === lng) return booking.participants
  const labels = await categoryLabels(lng, trx)
  return booking.participants.map((p) => ({ ...p, label: labelOf(p, labels) }))
}

/**
 * The booking as a reader in `lng` reads it: its party in that language's words (staff notices).
 * Inside a transaction pass it: on the embedded database a read outside it would wait for its end.
 */
export async function bookingReadIn<B extends Pick<TripBookingView, 'participants' | 'language'>>(booking: B, lng: Language, trx?: Knex.Transaction): Promise<B> {
  return { ...booking, participants: await participantsReadIn(booking, lng, trx) }
}
