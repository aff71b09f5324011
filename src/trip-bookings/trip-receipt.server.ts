import type { TFunction } from 'i18next'
import { historyOf } from '../audit/audit.server'
import { formatDate, formatPrice } from '../i18n/format'
import type { MailAttachment } from '../mail/mail.server'
import { MONEY_HISTORY_ACTIONS, moneyMovements, receiptAttachment, receiptIssuer, receiptPdf } from '../payments/receipt'
import type { Language } from '../i18n/languages'
import type { TripMailContext } from './trip-booking-mails'
import { participantsReadIn } from './participant-labels.server'
import { tripBookingPath } from './trip-booking-token'
import { TRIP_BOOKING_AUDIT, type TripBookingView } from './trip-bookings.server'
import { languageNamedHref } from '../i18n/links'

const NS = 'trips:booking.details.'

/** The booking's payment receipt in `lng` (`t` fixed to it): the trip, what was paid, how and when, and what was given back. */
export async function tripReceiptPdf(b: TripBookingView, t: TFunction, lng: Language, ctx: TripMailContext): Promise<Buffer> {
  const [history, participants] = await Promise.all([historyOf([{ type: TRIP_BOOKING_AUDIT, id: b.id }], { actions: MONEY_HISTORY_ACTIONS, limit: 10_000 }), participantsReadIn(b, lng)])
  return receiptPdf(t, {
    language: lng,
    business: receiptIssuer(t, ctx.site, ctx.publicUrl),
    reference: b.reference,
    bookingUrl: `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), lng)}`,
    customer: { name: b.customer.name, email: b.customer.email },
    service: {
      heading: b.tripName,
      rows: [
        [t(`${NS}date`), `${formatDate(b.date, lng)} · ${b.time}`],
        ...participants.map((p): [string, string] => [p.label, `${p.count} × ${formatPrice(p.unitPriceCents, b.currency, lng)}`]),
      ],
    },
    currency: b.currency,
    priceCents: b.totalCents,
    live: b.status === 'confirmed' || b.status === 'pending_payment',
    paidCents: b.paidCents,
    refundedCents: b.refundedCents,
    movements: moneyMovements(history),
    createdAt: new Date(b.createdAt),
  })
}

/** The receipt as an e-mail attachment, in the booking's language (`b` read in it, `t` fixed to it). */
export async function tripReceiptAttachment(b: TripBookingView, t: TFunction, ctx: TripMailContext): Promise<MailAttachment> {
  return receiptAttachment(t, b.reference, await tripReceiptPdf(b, t, b.language, ctx))
}
