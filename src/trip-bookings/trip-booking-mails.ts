import type { TFunction } from 'i18next'
import { formatDate, formatDateTime, formatLanguageName, formatPrice } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import type { Language } from '../i18n/languages'
import type { AppSecrets } from '../lib/secrets'
import { renderMail } from '../mail/mail-layout'
import type { MailAttachment, QueuedMail } from '../mail/mail.server'
import type { SiteSettings } from '../settings/settings.schema'
import { participantsSummary, paymentSentence } from './trip-booking-summary'
import { tripBookingPath } from './trip-booking-token'
import type { TripBookingView } from './trip-bookings.server'
import { languageNamedHref } from '../i18n/links'

// The e-mails of a trip booking: the customer reads theirs in the language they booked in; the
// business's notices are in each recipient's language. t is the trips namespace in that language.

export interface TripMailContext {
  site: SiteSettings
  publicUrl: string
  secrets: AppSecrets
}

type Row = [string, string]
const NS = 'trips:booking.'

/** What happened, from the customer's side (keys under trips:booking.mail.customer.<kind>). */
export type TripCustomerMailKind = 'confirmed' | 'paid' | 'expired' | 'reminder' | 'refundedLate' | 'refundedDuplicate'

/** The booking as label/value rows (e-mails, the voucher). */
export function bookingRows(t: TFunction, b: TripBookingView, lng: Language, { staff = false }: { staff?: boolean } = {}): Row[] {
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Row[] = [
    [d('reference'), b.reference],
    [d('trip'), b.tripName],
    [d('date'), `${formatDate(b.date, lng)} · ${b.time}`],
    [d('meetingPoint'), b.meetingPoint],
    [d('participants'), participantsSummary(b)],
  ]
  if (b.guideLanguage) rows.push([d('guideLanguage'), t(`${NS}languages.${b.guideLanguage}`, { defaultValue: b.guideLanguage.toUpperCase() })])
  rows.push([d('total'), formatPrice(b.totalCents, b.currency, lng)], [d('payment'), paymentSentence(t, b, lng)])
  if (b.freeCancellationUntil) rows.push([d('freeCancellation'), formatDateTime(b.freeCancellationUntil, lng)])
  if (staff) rows.push([d('name'), b.customer.name], [d('email'), b.customer.email], [d('phone'), formatPhone(b.customer.phone)], [d('language'), formatLanguageName(b.language, lng)])
  if (b.notes) rows.push([d('notes'), b.notes])
  return rows
}

function footer(site: SiteSettings): string {
  return `${site.businessName} · ${formatPhone(site.phone)} · ${site.email}`
}

/** The customer's e-mail about their booking; `documents` (the voucher and calendar file) are attached to a confirmed booking's, made after the commit. */
export function customerTripMail(b: TripBookingView, kind: TripCustomerMailKind, t: TFunction, ctx: TripMailContext, { documents }: { documents?: () => Promise<MailAttachment[]> } = {}): QueuedMail {
  const lng = b.language
  const k = (key: string) => `${NS}mail.customer.${kind}.${key}`
  // The meeting point is the operator's text, often whole sentences: its own full stop would double the sentence's ("…antes.. Adjuntamos").
  const vars = { reference: b.reference, name: b.customer.name, trip: b.tripName, date: formatDate(b.date, lng), time: b.time, meetingPoint: b.meetingPoint.trim().replace(/\.+$/, '') }
  const paragraphs = [t(k('text'), vars), paymentSentence(t, b, lng)]
  if (kind === 'reminder' && b.whatToBring.length) paragraphs.push(`${t(`${NS}voucher.whatToBring`)}: ${b.whatToBring.join(', ')}`)
  paragraphs.push(t(`${NS}mail.customer.help`, { phone: formatPhone(ctx.site.whatsapp) }))
  const live = b.status === 'confirmed' || b.status === 'pending_payment'
  const rendered = renderMail(
    {
      subject: t(k('subject'), vars),
      heading: t(k('heading'), vars),
      paragraphs,
      details: bookingRows(t, b, lng),
      ...(live ? { button: { label: t(`${NS}mail.customer.viewBooking`), url: `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), lng)}` } } : {}),
      footer: footer(ctx.site),
    },
    lng,
  )
  const attachments = b.status === 'confirmed' ? documents : undefined
  return { kind: `trip-${kind}`, to: b.customer.email, language: lng, ...rendered, ...(attachments ? { attachments } : {}) }
}

/** What staff hear of (keys under trips:booking.mail.staff.<kind>). */
export type TripStaffMailKind = 'new' | 'paid'

/** One staff notice, in the language of `t` (the recipient's); queueForRecipients adds the address. */
export function staffTripMail(b: TripBookingView, kind: TripStaffMailKind, t: TFunction, lng: Language, ctx: TripMailContext): Omit<QueuedMail, 'to' | 'language'> {
  const k = (key: string) => `${NS}mail.staff.${kind}.${key}`
  const vars = { reference: b.reference, name: b.customer.name, trip: b.tripName, date: formatDate(b.date, lng), time: b.time }
  const rendered = renderMail(
    { subject: t(k('subject'), vars), heading: t(k('subject'), vars), paragraphs: [t(k('text'), vars)], details: bookingRows(t, b, lng, { staff: true }), button: { label: t(`${NS}mail.staff.open`), url: `${ctx.publicUrl}/admin/trip-bookings/${b.id}` }, footer: footer(ctx.site) },
    lng,
  )
  return { kind: `trip-${kind}-staff`, ...rendered }
}
