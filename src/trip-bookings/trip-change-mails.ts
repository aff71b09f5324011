import type { TFunction } from 'i18next'
import { formatDateTime, formatPhone, formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { renderMail } from '../mail/mail-layout'
import type { MailAttachment, QueuedMail } from '../mail/mail.server'
import type { SiteSettings } from '../settings/settings.schema'
import type { BookedParticipants } from './trip-bookings.model'

// The customer's e-mails about a change to their trip booking (cancelled, moved to another date),
// each in the language they booked in; `t` is the trips namespace in that language.

export interface ChangedBooking {
  reference: string
  tripName: string
  startsAt: Date | string
  meetingPoint: string
  participants: BookedParticipants[]
  currency: string
  customerName: string
  customerEmail: string
  language: Language
}

interface MailContext {
  site: SiteSettings
  publicUrl: string
  /** The booking's signed manage page. */
  bookingPath: string
}

/** "2 × Adulto, 1 × Niño (4–12)": the party as it was priced. */
export function partySummary(participants: BookedParticipants[]): string {
  return participants
    .filter((p) => p.count > 0)
    .map((p) => `${p.count} × ${p.label}`)
    .join(', ')
}

function rows(t: TFunction, b: ChangedBooking): Array<[string, string]> {
  const d = (key: string) => t(`trips:manage.details.${key}`)
  const out: Array<[string, string]> = [
    [d('reference'), b.reference],
    [d('trip'), b.tripName],
    [d('when'), formatDateTime(b.startsAt, b.language)],
    [d('participants'), partySummary(b.participants)],
  ]
  if (b.meetingPoint) out.push([d('meetingPoint'), b.meetingPoint])
  return out
}

const footer = (site: SiteSettings) => `${site.businessName} · ${formatPhone(site.phone)} · ${site.email}`

/** The booking is cancelled: what is refunded (or that nothing is), in the customer's language. */
export function cancelledMail(b: ChangedBooking, t: TFunction, ctx: MailContext, { refundCents, note }: { refundCents: number; note?: string | null }): QueuedMail {
  const vars = { reference: b.reference, name: b.customerName, trip: b.tripName, amount: formatPrice(refundCents, b.currency, b.language) }
  const paragraphs = [t('trips:cancel.mail.text', vars), refundCents > 0 ? t('trips:cancel.mail.refund', vars) : t('trips:cancel.mail.noRefund', vars)]
  if (note) paragraphs.push(t('trips:cancel.mail.note', { note }))
  paragraphs.push(t('trips:manage.mailHelp', { phone: formatPhone(ctx.site.whatsapp) }))
  return {
    kind: 'trip-cancelled',
    to: b.customerEmail,
    language: b.language,
    ...renderMail({ subject: t('trips:cancel.mail.subject', vars), heading: t('trips:cancel.mail.heading', vars), paragraphs, details: rows(t, b), footer: footer(ctx.site) }, b.language),
  }
}

/** The booking moved to another date: the new date, the old one, the new voucher attached. */
export function movedMail(b: ChangedBooking, t: TFunction, ctx: MailContext, { previousStartsAt, attachments }: { previousStartsAt: Date | string; attachments?: () => Promise<MailAttachment[]> }): QueuedMail {
  const vars = { reference: b.reference, name: b.customerName, trip: b.tripName, when: formatDateTime(b.startsAt, b.language), before: formatDateTime(previousStartsAt, b.language) }
  return {
    kind: 'trip-moved',
    to: b.customerEmail,
    language: b.language,
    ...renderMail(
      {
        subject: t('trips:changeDate.mail.subject', vars),
        heading: t('trips:changeDate.mail.heading', vars),
        paragraphs: [t('trips:changeDate.mail.text', vars), t('trips:manage.mailHelp', { phone: formatPhone(ctx.site.whatsapp) })],
        details: rows(t, b),
        button: { label: t('trips:manage.viewBooking'), url: `${ctx.publicUrl}${ctx.bookingPath}` },
        footer: footer(ctx.site),
      },
      b.language,
    ),
    ...(attachments ? { attachments } : {}),
  }
}
