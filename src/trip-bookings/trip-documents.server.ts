import { businessIdentity } from '../settings/business-identity'
import type { TFunction } from 'i18next'
import type { DocumentSection } from '../documents/document-types'
import { ICS_CONTENT_TYPE, toIcs } from '../documents/ics'
import { renderVoucherPdf } from '../documents/voucher-pdf.server'
import { formatDateTime, formatPrice } from '../i18n/format'
import type { MailAttachment } from '../mail/mail.server'
import { bookingRows, type TripMailContext } from './trip-booking-mails'
import { paymentSentence } from './trip-booking-summary'
import { tripBookingPath } from './trip-booking-token'
import type { TripBookingView } from './trip-bookings.server'
import { languageNamedHref } from '../i18n/links'

// The customer's documents of a confirmed trip booking: the PDF voucher (a QR code of the signed
// booking link, the meeting point with a map link, what to bring, the party, paid and due) and
// the calendar file. Attached to the confirmation e-mail (rendered after the commit) and
// downloadable from the booking's pages: the same content for the same booking.

const NS = 'trips:booking.'

export function tripVoucherFilename(t: TFunction, reference: string): string {
  return `${t(`${NS}voucher.file`)} ${reference}.pdf`
}

/** The voucher PDF, in the view's language (`t` is the trips namespace in it). */
export async function tripVoucherPdf(b: TripBookingView, t: TFunction, ctx: TripMailContext): Promise<Buffer> {
  const lng = b.language
  const d = (key: string) => t(`${NS}details.${key}`)
  const trip: DocumentSection = { heading: b.tripName, rows: bookingRows(t, b, lng).filter(([label]) => label !== d('reference') && label !== d('trip')) }
  const party: DocumentSection = {
    heading: t(`${NS}voucher.party`),
    rows: [[d('name'), b.customer.name], ...b.participants.map((p): [string, string] => [p.label, `${p.count} × ${formatPrice(p.unitPriceCents, b.currency, lng)}`])],
  }
  const notes = [paymentSentence(t, b, lng), `${t(`${NS}voucher.map`)} ${b.mapUrl}`]
  if (b.whatToBring.length) notes.push(`${t(`${NS}voucher.whatToBring`)}: ${b.whatToBring.join(', ')}`)
  notes.push(t(`${NS}voucher.arrive`), b.freeCancellationUntil ? t(`${NS}voucher.cancel`, { until: formatDateTime(b.freeCancellationUntil, lng) }) : t(`${NS}voucher.noRefund`))
  return renderVoucherPdf({
    language: lng,
    createdAt: new Date(b.confirmedAt ?? b.createdAt),
    business: businessIdentity(ctx.site, ctx.publicUrl),
    title: t(`${NS}voucher.title`),
    referenceLabel: d('reference'),
    reference: b.reference,
    qrUrl: `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), lng)}`,
    qrCaption: t(`${NS}voucher.scan`),
    sections: [trip, party],
    notesHeading: t(`${NS}voucher.goodToKnow`),
    notes,
    footer: t(`${NS}voucher.footer`, { business: ctx.site.businessName }),
  })
}

/** One calendar event: from the start to the trip's end, at the meeting point. */
export function tripCalendarFile(b: TripBookingView, t: TFunction, ctx: Pick<TripMailContext, 'publicUrl' | 'secrets'>): string {
  const host = new URL(ctx.publicUrl).host
  return toIcs(
    [
      {
        uid: `${b.reference}@${host}`,
        start: new Date(b.startsAt),
        end: new Date(b.endsAt),
        summary: t(`${NS}voucher.event`, { trip: b.tripName, reference: b.reference }),
        description: [b.meetingPoint, b.mapUrl, b.participants.map((p) => `${p.count} × ${p.label}`).join(', ')].filter(Boolean).join('\n'),
        location: b.meetingPoint,
        url: `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), b.language)}`,
        status: b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
    { prodId: '-//Menorca Tours//Trips//EN' },
  )
}

/** The voucher and the calendar file, as e-mail attachments. */
export async function tripBookingDocuments(b: TripBookingView, t: TFunction, ctx: TripMailContext): Promise<MailAttachment[]> {
  return [
    { filename: tripVoucherFilename(t, b.reference), contentType: 'application/pdf', content: await tripVoucherPdf(b, t, ctx) },
    { filename: `${b.reference}.ics`, contentType: ICS_CONTENT_TYPE, content: Buffer.from(tripCalendarFile(b, t, ctx)) },
  ]
}
