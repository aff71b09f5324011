import { businessIdentity } from '../settings/business-identity'
import { mapSearchUrl } from '../lib/map-search'
import type { TFunction } from 'i18next'
import type { DocumentSection } from '../documents/document-types'
import { ICS_CONTENT_TYPE, toIcs, type IcsEvent } from '../documents/ics'
import { renderVoucherPdf } from '../documents/voucher-pdf.server'
import { formatDateTime } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import type { Language } from '../i18n/languages'
import type { MailAttachment, QueuedMail } from '../mail/mail.server'
import type { SiteSettings } from '../settings/settings.schema'
import type { BookingView, LegView } from './booking-view'
import { customerLanguage, customerMail, type ChangeNote, type CustomerMailKind, type MailContext } from './mails'
import { placeLabel, placeName } from './places'
import { isTerminal } from './quote'
import { transferReceiptAttachment } from './receipt.server'
import { childSeatSummary, luggageSummary, passengerSummary, paymentSentence } from './summary'
import { languageNamedHref } from '../i18n/links'

// The customer's documents of a confirmed booking: the PDF voucher (legs, meeting points, what to
// pay, a QR code of the signed booking link) and the calendar file, one event per leg. Attached to
// the confirmation e-mail and downloadable from the booking page: the same bytes for the same booking.

const NS = 'airport-transfers:'

export interface VoucherContext {
  site: SiteSettings
  publicUrl: string
}

/** Where the customer meets the driver, said for the place they start from. */
function meetingPoint(t: TFunction, leg: LegView): string {
  if (leg.from.code === 'airport') return t(`${NS}voucher.meet.airport`)
  if (isTerminal(leg.from.code)) return t(`${NS}voucher.meet.port`, { port: placeName(t, leg.from) })
  return t(`${NS}voucher.meet.address`, { place: placeLabel(t, leg.from) })
}

/** A map search for the pick-up place (the printed voucher shows it as text). */
function mapLink(t: TFunction, leg: LegView): string {
  const place = leg.pickupPoint || placeLabel(t, leg.from)
  return mapSearchUrl(place)
}

function legSection(t: TFunction, leg: LegView, lng: Language): DocumentSection {
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Array<[string, string]> = [
    [d('route'), `${placeLabel(t, leg.from)} → ${placeLabel(t, leg.to)}`],
    [d('pickup'), formatDateTime(leg.pickupAt, lng)],
    [t(`${NS}voucher.meetingPoint`), meetingPoint(t, leg)],
  ]
  if (leg.travel) rows.push([d('flight'), leg.travel.time ? `${leg.travel.number} (${leg.travel.time})` : leg.travel.number])
  rows.push([d('driver'), leg.driver ? `${leg.driver.name} · ${formatPhone(leg.driver.phone)}` : t(`${NS}legs.driverLater`)])
  return { heading: t(`${NS}legs.${leg.direction}`), rows }
}

export function voucherFilename(t: TFunction, reference: string): string {
  return `${t(`${NS}voucher.file`)} ${reference}.pdf`
}

/** The voucher PDF of a booking, in its view's language. */
export async function voucherPdf(b: BookingView, t: TFunction, lng: Language, ctx: VoucherContext): Promise<Buffer> {
  const d = (key: string) => t(`${NS}details.${key}`)
  const live = b.legs.filter((l) => l.status !== 'cancelled')
  const party: DocumentSection = {
    heading: t(`${NS}voucher.party`),
    rows: [
      [d('name'), b.customer.name],
      [d('vehicle'), b.vehicle.name],
      [d('passengers'), passengerSummary(t, b)],
      [d('luggage'), luggageSummary(t, b)],
      ...(b.childSeats ? [[d('childSeats'), childSeatSummary(b)] as [string, string]] : []),
    ],
  }
  return renderVoucherPdf({
    language: lng,
    createdAt: new Date(b.createdAt),
    business: businessIdentity(ctx.site, ctx.publicUrl),
    title: t(`${NS}voucher.title`),
    referenceLabel: d('reference'),
    reference: b.reference,
    qrUrl: `${ctx.publicUrl}${languageNamedHref(b.bookingPath, lng)}`,
    qrCaption: t(`${NS}voucher.scan`),
    sections: [...live.map((leg) => legSection(t, leg, lng)), party],
    notesHeading: t(`${NS}voucher.goodToKnow`),
    notes: [
      paymentSentence(t, b, lng),
      ...live.map((leg) => `${t(`${NS}legs.${leg.direction}`)}: ${t(`${NS}voucher.map`)} ${mapLink(t, leg)}`),
      t(`${NS}voucher.delay`, { phone: formatPhone(ctx.site.whatsapp) }),
      t(`${NS}voucher.cancel`, { hours: b.freeCancellationHours }),
    ],
    footer: t(`${NS}voucher.footer`, { business: ctx.site.businessName }),
  })
}

/** One calendar event per live leg: from the pick-up to the expected drop-off. */
export function calendarFile(b: BookingView, t: TFunction, ctx: VoucherContext): string {
  const host = new URL(ctx.publicUrl).host
  const events: IcsEvent[] = b.legs.map((leg) => ({
    uid: `${b.reference}-${leg.direction}@${host}`,
    start: new Date(leg.pickupAt),
    end: new Date(new Date(leg.pickupAt).getTime() + leg.durationMinutes * 60_000),
    summary: t(`${NS}voucher.event`, { reference: b.reference, route: `${placeName(t, leg.from)} → ${placeName(t, leg.to)}` }),
    description: [meetingPoint(t, leg), leg.travel ? leg.travel.number : '', leg.driver ? `${leg.driver.name} ${formatPhone(leg.driver.phone)}` : ''].filter(Boolean).join('\n'),
    location: leg.pickupPoint || placeLabel(t, leg.from),
    url: `${ctx.publicUrl}${languageNamedHref(b.bookingPath, b.language)}`,
    status: leg.status === 'cancelled' || b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  }))
  return toIcs(events, { prodId: '-//Menorca Tours//Transfers//EN' })
}

/** The voucher and the calendar file, as e-mail attachments. */
export async function bookingDocuments(b: BookingView, t: TFunction, lng: Language, ctx: VoucherContext): Promise<MailAttachment[]> {
  return [
    { filename: voucherFilename(t, b.reference), contentType: 'application/pdf', content: await voucherPdf(b, t, lng, ctx) },
    { filename: `${b.reference}.ics`, contentType: ICS_CONTENT_TYPE, content: Buffer.from(calendarFile(b, t, ctx)) },
  ]
}

/** The e-mails that carry the documents: the booking is confirmed, paid, or changed. */
const WITH_DOCUMENTS: ReadonlySet<CustomerMailKind> = new Set(['confirmed', 'paid', 'changed'])

/**
 * The customer's e-mail about their booking, with the voucher and calendar file when it confirms or
 * changes it, and the payment receipt when it says the payment arrived.
 */
export async function customerBookingMail(b: BookingView, kind: CustomerMailKind, t: TFunction, ctx: MailContext, extra: ChangeNote = {}): Promise<QueuedMail> {
  const mail = customerMail(b, kind, t, ctx, extra)
  if (!WITH_DOCUMENTS.has(kind) || b.status !== 'confirmed') return mail
  const lng = customerLanguage(b)
  // Rendered once the booking's transaction has committed (queueMail, transactionThen): a voucher takes ~100–300 ms,
  // and the receipt reads the payment from the history that transaction wrote.
  return { ...mail, attachments: async () => [...(await bookingDocuments(b, t, lng, ctx)), ...(kind === 'paid' ? [await transferReceiptAttachment(b, t, lng, ctx)] : [])] }
}
