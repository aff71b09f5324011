import type { TFunction } from 'i18next'
import { formatDateTime, formatLanguageName, formatPrice } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import { isLanguage, type Language } from '../i18n/languages'
import { renderMail, type MailContent } from '../mail/mail-layout'
import type { QueuedMail } from '../mail/mail.server'
import type { StaffRecipient } from '../settings/notifications.server'
import type { SiteSettings } from '../settings/settings.schema'
import type { BookingView, LegView } from './booking-view'
import { placeLabel } from './places'
import { childSeatSummary, luggageSummary, passengerSummary, paymentSentence, priceLabels, priceLines } from './summary'
import { languageNamedHref } from '../i18n/links'

// The e-mails of a transfer booking. Customers read theirs in the language they booked in; the
// business's notification is in its recipients' language and links to the booking in the admin.

export interface MailContext {
  site: SiteSettings
  publicUrl: string
}

export type { StaffRecipient } from '../settings/notifications.server'

type Row = [string, string]
const NS = 'airport-transfers:'

export function customerLanguage(b: Pick<BookingView, 'language'>): Language {
  return isLanguage(b.language) ? b.language : 'es'
}

function legRows(t: TFunction, leg: LegView, lng: Language, { withDriver }: { withDriver: boolean }): Row[] {
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Row[] = [
    [d(leg.direction === 'outbound' ? 'route' : 'returnRoute'), `${placeLabel(t, leg.from)} → ${placeLabel(t, leg.to)}`],
    [d(leg.direction === 'outbound' ? 'pickup' : 'returnPickup'), formatDateTime(leg.pickupAt, lng)],
  ]
  if (leg.travel) rows.push([d(leg.direction === 'outbound' ? 'flight' : 'returnFlight'), leg.travel.time ? `${leg.travel.number} (${leg.travel.time})` : leg.travel.number])
  if (withDriver && leg.driver) rows.push([d('driver'), `${leg.driver.name} · ${formatPhone(leg.driver.phone)}`])
  return rows
}

function bookingRows(t: TFunction, b: BookingView, lng: Language, { staff, payment = paymentSentence(t, b, lng) }: { staff: boolean; payment?: string }): Row[] {
  const d = (key: string) => t(`${NS}details.${key}`)
  const rows: Row[] = [[d('reference'), b.reference], [d('status'), t(`${NS}status.${b.status}`)]]
  for (const leg of b.legs) rows.push(...legRows(t, leg, lng, { withDriver: true }))
  rows.push([d('vehicle'), b.vehicle.name], [d('passengers'), passengerSummary(t, b)], [d('luggage'), luggageSummary(t, b)])
  if (b.childSeats) rows.push([d('childSeats'), childSeatSummary(b)])
  for (const line of priceLines(priceLabels(t, b.extraNames), b.price, lng, b.payment.totalCents)) rows.push([line.label, line.value])
  rows.push([d('payment'), payment])
  if (staff) rows.push([d('name'), b.customer.name], [d('email'), b.customer.email], [d('phone'), formatPhone(b.customer.phone)], [d('language'), formatLanguageName(b.language, lng)])
  if (b.notes) rows.push([d('notes'), b.notes])
  return rows
}

function footer(site: SiteSettings): string {
  return `${site.businessName} · ${formatPhone(site.phone)} · ${site.email}`
}

function mail(kind: string, to: string, language: Language, content: MailContent, replyTo?: string): QueuedMail {
  return { kind, to, replyTo, language, ...renderMail(content, language) }
}

/** What happened, from the customer's side (subject, heading and text keys under mail.customer.<kind>). */
export type CustomerMailKind = 'received' | 'confirmed' | 'paid' | 'cancelled' | 'cancelRequested' | 'declined' | 'changed' | 'expired' | 'refundedDuplicate'

/** The customer's e-mail about their booking; t is airport-transfers in the customer's language. */
/** A note on a change: staff's words to the customer, or the customer's own (quoted back to them as theirs). */
export interface ChangeNote {
  note?: string | null
  noteBy?: 'staff' | 'customer'
  /** A cancellation's refund, made after the mail is queued: `toCard` when Stripe can give all of it back. */
  refund?: { cents: number; toCard: boolean }
}

/** What the customer pays or gets back: a refund on its way said as such, not "you pay nothing". */
function paymentText(t: TFunction, b: BookingView, lng: Language, refund: ChangeNote['refund']): string {
  if (!refund || refund.cents <= 0) return paymentSentence(t, b, lng)
  return t(`${NS}payment.${refund.toCard ? 'refunding' : 'refundingByOffice'}`, { amount: formatPrice(refund.cents, b.payment.currency, lng) })
}

export function customerMail(b: BookingView, kind: CustomerMailKind, t: TFunction, ctx: MailContext, extra: ChangeNote = {}): QueuedMail {
  const lng = customerLanguage(b)
  const k = (key: string) => `${NS}mail.customer.${kind}.${key}`
  const vars = { reference: b.reference, name: b.customer.name, answerBy: b.answerBy ? formatDateTime(b.answerBy, lng) : '', phone: formatPhone(ctx.site.phone) }
  const payment = paymentText(t, b, lng, extra.refund)
  // A request for a pick-up sooner than the office's written answer: the customer is asked to call.
  const paragraphs = [t(k(kind === 'received' && b.answerTooLate ? 'textTooLate' : 'text'), vars), payment]
  if (extra.note) paragraphs.push(t(`${NS}mail.customer.${extra.noteBy === 'customer' ? 'yourNote' : 'staffNote'}`, { note: extra.note }))
  paragraphs.push(t(`${NS}mail.customer.help`, { phone: formatPhone(ctx.site.whatsapp) }))
  const live = b.status !== 'cancelled' && b.status !== 'expired'
  return mail(`transfer-${kind}`, b.customer.email, lng, {
    subject: t(k('subject'), vars),
    heading: t(k('heading'), vars),
    paragraphs,
    details: bookingRows(t, b, lng, { staff: false, payment }),
    ...(live ? { button: { label: t(`${NS}mail.customer.viewBooking`), url: `${ctx.publicUrl}${languageNamedHref(b.bookingPath, lng)}` } } : {}),
    footer: footer(ctx.site),
  })
}

/** What staff hear of (keys under mail.staff.<kind>). */
export type StaffMailKind = 'new' | 'paid' | 'cancelled' | 'cancelRequested' | 'expired'

/**
 * The business's notification, one per recipient, each wholly in the recipient's language (the
 * vehicle class and extras too: `viewIn` gives the booking in a language); tFor gives airport-transfers in a language.
 */
export function staffMails(viewIn: (lng: Language) => BookingView, kind: StaffMailKind, recipients: StaffRecipient[], tFor: (lng: Language) => TFunction, ctx: MailContext & { adminPath: string }, extra: { note?: string | null } = {}): QueuedMail[] {
  return recipients.map(({ email, language }) => {
    const t = tFor(language)
    const b = viewIn(language)
    const k = (key: string) => `${NS}mail.staff.${kind}.${key}`
    const vars = { reference: b.reference, name: b.customer.name, date: formatDateTime(b.pickupAt, language), status: t(`${NS}status.${b.status}`) }
    const paragraphs = [t(k('text'), vars)]
    // A request: the office reads the time the customer was promised, and whether that is too late for the pick-up.
    if (kind === 'new' && b.answerBy) paragraphs.push(t(`${NS}mail.staff.${b.answerTooLate ? 'answerTooLate' : 'answerBy'}`, { answerBy: formatDateTime(b.answerBy, language) }))
    if (extra.note) paragraphs.push(t(`${NS}mail.staff.note`, { note: extra.note }))
    return mail(
      `transfer-${kind}-staff`,
      email,
      language,
      {
        subject: t(k('subject'), vars),
        heading: t(k('subject'), vars),
        paragraphs,
        details: bookingRows(t, b, language, { staff: true }),
        button: { label: t(`${NS}mail.staff.open`), url: `${ctx.publicUrl}${ctx.adminPath}` },
        footer: ctx.site.businessName,
      },
      b.customer.email,
    )
  })
}

/** The reminder before one leg: when, where, and the driver once assigned. */
export function reminderMail(b: BookingView, leg: LegView, t: TFunction, ctx: MailContext): QueuedMail {
  const lng = customerLanguage(b)
  const vars = { reference: b.reference, name: b.customer.name, date: formatDateTime(leg.pickupAt, lng) }
  const paragraphs = [t(`${NS}mail.reminder.text`, vars), leg.driver ? t(`${NS}mail.reminder.driver`, { driver: leg.driver.name, phone: formatPhone(leg.driver.phone) }) : t(`${NS}mail.reminder.noDriverYet`, { phone: formatPhone(ctx.site.whatsapp) }), paymentSentence(t, b, lng)]
  return mail('transfer-reminder', b.customer.email, lng, {
    subject: t(`${NS}mail.reminder.subject`, vars),
    heading: t(`${NS}mail.reminder.heading`, vars),
    paragraphs,
    details: [[t(`${NS}details.reference`), b.reference], ...legRows(t, leg, lng, { withDriver: true }), [t(`${NS}details.vehicle`), b.vehicle.name], [t(`${NS}details.passengers`), passengerSummary(t, b)]],
    button: { label: t(`${NS}mail.customer.viewBooking`), url: `${ctx.publicUrl}${languageNamedHref(b.bookingPath, lng)}` },
    footer: footer(ctx.site),
  })
}

/** After the last leg is driven. */
export function thankYouMail(b: BookingView, t: TFunction, ctx: MailContext): QueuedMail {
  const lng = customerLanguage(b)
  const vars = { reference: b.reference, name: b.customer.name }
  return mail('transfer-completed', b.customer.email, lng, {
    subject: t(`${NS}mail.thankYou.subject`, vars),
    heading: t(`${NS}mail.thankYou.heading`, vars),
    paragraphs: [t(`${NS}mail.thankYou.text`), t(`${NS}mail.customer.help`, { phone: formatPhone(ctx.site.whatsapp) })],
    footer: footer(ctx.site),
  })
}
