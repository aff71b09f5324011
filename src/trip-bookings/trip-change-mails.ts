import type { TFunction } from 'i18next'
import { formatDateTime, formatPrice } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import type { Language } from '../i18n/languages'
import { renderMail } from '../mail/mail-layout'
import type { MailAttachment, QueuedMail } from '../mail/mail.server'
import { bookingRows, type TripMailContext } from './trip-booking-mails'
import { participantsSummary } from './trip-booking-summary'
import { tripBookingPath } from './trip-booking-token'
import type { TripBookingView } from './trip-bookings.server'
import { languageNamedHref } from '../i18n/links'

// The customer's e-mails about a change to their trip booking (cancelled, moved to another date),
// each in the language they booked in; `t` is the trips namespace in that language. The booking's
// details are the same rows as in its other e-mails and its voucher.

const footer = (ctx: TripMailContext) => `${ctx.site.businessName} · ${formatPhone(ctx.site.phone)} · ${ctx.site.email}`

/**
 * The booking is cancelled: what is refunded (or that nothing is), in the customer's language. Of
 * the refund, what its card payments can give back goes to the card; the rest (money taken by the
 * office, or already given back outside the site) the office returns: each part said with its amount.
 */
export function cancelledMail(b: TripBookingView, t: TFunction, ctx: TripMailContext, { refundCents, toCardCents = refundCents, note }: { refundCents: number; /** What Stripe can give back to the card it was paid with. */ toCardCents?: number; note?: string | null }): QueuedMail {
  const lng = b.language
  const vars = { reference: b.reference, name: b.customer.name, trip: b.tripName }
  const amount = (cents: number) => ({ ...vars, amount: formatPrice(cents, b.currency, lng) })
  const toCard = Math.min(refundCents, Math.max(0, toCardCents))
  const paragraphs = [t('trips:cancel.mail.text', vars)]
  if (toCard > 0) paragraphs.push(t('trips:cancel.mail.refund', amount(toCard)))
  if (refundCents > toCard) paragraphs.push(t('trips:cancel.mail.refundByOffice', amount(refundCents - toCard)))
  // Nothing paid is nothing to refund, not "no refund": that reads like a penalty.
  if (refundCents <= 0) paragraphs.push(t(`trips:cancel.mail.${b.paidCents > b.refundedCents ? 'noRefund' : 'nothingPaid'}`, vars))
  if (note) paragraphs.push(t('trips:cancel.mail.note', { note }))
  paragraphs.push(t('trips:manage.mailHelp', { phone: formatPhone(ctx.site.whatsapp) }))
  const details = bookingRows(t, b, lng).filter(([label]) => label !== t('trips:booking.details.freeCancellation'))
  return {
    kind: 'trip-cancelled',
    to: b.customer.email,
    language: lng,
    ...renderMail({ subject: t('trips:cancel.mail.subject', vars), heading: t('trips:cancel.mail.heading', vars), paragraphs, details, footer: footer(ctx) }, lng),
  }
}

/** The booking moved to another date: the new date, the old one, the new voucher attached (made after the commit). */
export function movedMail(b: TripBookingView, t: TFunction, ctx: TripMailContext, { previousStartsAt, documents }: { previousStartsAt: Date | string; documents: () => Promise<MailAttachment[]> }): QueuedMail {
  const lng = b.language
  const vars = { reference: b.reference, name: b.customer.name, trip: b.tripName, when: formatDateTime(b.startsAt, lng), before: formatDateTime(previousStartsAt, lng) }
  return {
    kind: 'trip-moved',
    to: b.customer.email,
    language: lng,
    ...renderMail(
      {
        subject: t('trips:changeDate.mail.subject', vars),
        heading: t('trips:changeDate.mail.heading', vars),
        paragraphs: [t('trips:changeDate.mail.text', vars), t('trips:manage.mailHelp', { phone: formatPhone(ctx.site.whatsapp) })],
        details: bookingRows(t, b, lng),
        button: { label: t('trips:manage.viewBooking'), url: `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), lng)}` },
        footer: footer(ctx),
      },
      lng,
    ),
    attachments: documents,
  }
}

/** Staff changed the party: the new party and total, and what it means (still to pay, or money we owe), the new voucher attached. */
export function participantsChangedMail(b: TripBookingView, t: TFunction, ctx: TripMailContext, { balanceCents, documents }: { balanceCents: number; documents: () => Promise<MailAttachment[]> }): QueuedMail {
  const lng = b.language
  const vars = { reference: b.reference, name: b.customer.name, trip: b.tripName, party: participantsSummary(b), total: formatPrice(b.totalCents, b.currency, lng), amount: formatPrice(Math.abs(balanceCents), b.currency, lng) }
  const paragraphs = [t('trips:manage.participants.mail.text', vars)]
  if (balanceCents > 0) paragraphs.push(t('trips:manage.participants.mail.due', vars))
  if (balanceCents < 0) paragraphs.push(t('trips:manage.participants.mail.owed', vars))
  paragraphs.push(t('trips:manage.mailHelp', { phone: formatPhone(ctx.site.whatsapp) }))
  return {
    kind: 'trip-participants',
    to: b.customer.email,
    language: lng,
    ...renderMail(
      {
        subject: t('trips:manage.participants.mail.subject', vars),
        heading: t('trips:manage.participants.mail.heading', vars),
        paragraphs,
        details: bookingRows(t, b, lng),
        button: { label: t('trips:manage.viewBooking'), url: `${ctx.publicUrl}${languageNamedHref(tripBookingPath(ctx.secrets, b.reference), lng)}` },
        footer: footer(ctx),
      },
      lng,
    ),
    attachments: documents,
  }
}

/** What staff hear when a customer changes their own booking (keys under trips:manage.staff.<kind>). */
export type StaffChangeKind = 'cancelled' | 'moved'

/** One staff notice of a customer's change, in the recipient's language `lng` (`t` and `b` in it); queueForRecipients adds the address. */
export function staffChangeMail(b: TripBookingView, kind: StaffChangeKind, t: TFunction, lng: Language, ctx: TripMailContext, { refundCents = 0, previousStartsAt }: { refundCents?: number; previousStartsAt?: Date | string }): Omit<QueuedMail, 'to' | 'language'> {
  const vars = { reference: b.reference, name: b.customer.name, trip: b.tripName, when: formatDateTime(b.startsAt, lng), before: previousStartsAt ? formatDateTime(previousStartsAt, lng) : '', amount: formatPrice(refundCents, b.currency, lng) }
  const k = (key: string) => `trips:manage.staff.${kind}.${key}`
  const rendered = renderMail(
    {
      subject: t(k('subject'), vars),
      heading: t(k('subject'), vars),
      paragraphs: [t(k('text'), vars)],
      details: bookingRows(t, b, lng, { staff: true }),
      button: { label: t('trips:manage.staff.open'), url: `${ctx.publicUrl}/admin/trip-bookings/${b.id}` },
      footer: footer(ctx),
    },
    lng,
  )
  return { kind: `trip-${kind}-staff`, ...rendered }
}
