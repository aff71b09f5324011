import type { TFunction } from 'i18next'
import { historyOf } from '../audit/audit.server'
import type { DocumentSection } from '../documents/document-types'
import { formatDateTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import type { MailAttachment } from '../mail/mail.server'
import { MONEY_HISTORY_ACTIONS, moneyMovements, receiptAttachment, receiptIssuer, receiptPdf } from '../payments/receipt'
import type { BookingView } from './booking-view'
import { placeLabel } from './places'
import { passengerSummary } from './summary'
import { TransferBookingModel } from './transfers.model'
import type { VoucherContext } from './voucher.server'
import { languageNamedHref } from '../i18n/links'

const NS = 'airport-transfers:'

/** The transfer as the receipt names it: each leg driven (all of them once cancelled), the vehicle, the party. */
function service(t: TFunction, b: BookingView, lng: Language): DocumentSection {
  const cancelled = b.status === 'cancelled' || b.status === 'expired'
  const legs = b.legs.filter((leg) => cancelled || leg.status !== 'cancelled')
  return {
    heading: t('common:receipt.transfer'),
    rows: [
      ...legs.map((leg): [string, string] => [t(`${NS}legs.${leg.direction}`), `${placeLabel(t, leg.from)} → ${placeLabel(t, leg.to)} · ${formatDateTime(leg.pickupAt, lng)}`]),
      [t(`${NS}details.vehicle`), b.vehicle.name],
      [t(`${NS}details.passengers`), passengerSummary(t, b)],
    ],
  }
}

/** The booking's payment receipt in `lng` (`t` fixed to it): what was paid, how and when, and what was given back. */
export async function transferReceiptPdf(b: BookingView, t: TFunction, lng: Language, ctx: VoucherContext): Promise<Buffer> {
  const row = await TransferBookingModel.query().findOne({ reference: b.reference }).select('id')
  const history = row ? await historyOf([{ type: 'transfer-booking', id: row.id }], { actions: MONEY_HISTORY_ACTIONS, limit: 10_000 }) : []
  const p = b.payment
  return receiptPdf(t, {
    language: lng,
    business: receiptIssuer(t, ctx.site, ctx.publicUrl),
    reference: b.reference,
    bookingUrl: `${ctx.publicUrl}${languageNamedHref(b.bookingPath, lng)}`,
    customer: { name: b.customer.name, email: b.customer.email },
    service: service(t, b, lng),
    currency: p.currency,
    priceCents: p.totalCents,
    live: b.status !== 'cancelled' && b.status !== 'expired',
    paidCents: p.paidCents,
    refundedCents: p.refundedCents,
    movements: moneyMovements(history),
    createdAt: new Date(b.createdAt),
  })
}

/** The receipt as an e-mail attachment. */
export async function transferReceiptAttachment(b: BookingView, t: TFunction, lng: Language, ctx: VoucherContext): Promise<MailAttachment> {
  return receiptAttachment(t, b.reference, await transferReceiptPdf(b, t, lng, ctx))
}
