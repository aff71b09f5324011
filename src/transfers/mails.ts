import type { TFunction } from 'i18next'
import { isLanguage, type Language } from '../i18n/languages'
import { renderMail, type MailContent } from '../mail/mail-layout'
import type { QueuedMail } from '../mail/mail.server'
import type { SiteSettings } from '../settings/settings.schema'
import { formatDateTime, formatPhone } from '../i18n/format'
import type { BookingView } from './booking-view'
import { placeLabel } from './places'
import { luggageSummary, passengerSummary, priceLabels, priceLines } from './summary'

// The e-mails of a transfer request. Customers read theirs in the language they booked in;
// the business reads Spanish and gets every detail, with Reply-To set to the customer.

export interface MailContext {
  site: SiteSettings
  publicUrl: string
}

type Row = [string, string]

function bookingRows(t: TFunction, b: BookingView, lng: Language, { staff }: { staff: boolean }): Row[] {
  const rows: Row[] = [
    [t('details.reference'), b.reference],
    [t('details.route'), `${placeLabel(t, b.from)} → ${placeLabel(t, b.to)}`],
    [t('details.pickup'), formatDateTime(b.pickupAt, lng)],
  ]
  if (b.flightNumber) rows.push([t('details.flight'), b.flightNumber])
  if (b.isReturn && b.returnAt) {
    rows.push([t('details.returnRoute'), `${placeLabel(t, b.to)} → ${placeLabel(t, b.from)}`], [t('details.returnPickup'), formatDateTime(b.returnAt, lng)])
    if (b.returnFlightNumber) rows.push([t('details.returnFlight'), b.returnFlightNumber])
  }
  rows.push([t('details.vehicle'), b.vehicle.name], [t('details.passengers'), passengerSummary(t, b)], [t('details.luggage'), luggageSummary(t, b)])
  if (b.childSeats) rows.push([t('details.childSeats'), String(b.childSeats)])
  for (const line of priceLines(priceLabels(t), b.price, lng)) rows.push([line.label, line.value])
  if (staff) {
    rows.push(
      [t('details.name'), b.customer.name],
      [t('details.email'), b.customer.email],
      [t('details.phone'), b.customer.phone],
      [t('details.language'), b.language],
    )
  }
  if (b.notes) rows.push([t('details.notes'), b.notes])
  return rows
}

function footer(site: SiteSettings): string {
  return `${site.businessName} · ${formatPhone(site.phone)} · ${site.email}`
}

function customerLanguage(b: BookingView): Language {
  return isLanguage(b.language) ? b.language : 'es'
}

function mail(kind: string, to: string, language: Language, content: MailContent, replyTo?: string): QueuedMail {
  return { kind, to, replyTo, language, ...renderMail(content, language) }
}

/** The customer's confirmation (t in the booking's language) and the business notification (staffT in Spanish). */
export function requestMails(b: BookingView, t: TFunction, staffT: TFunction, ctx: MailContext): QueuedMail[] {
  const lng = customerLanguage(b)
  const customer = mail('transfer-request', b.customer.email, lng, {
    subject: t('mail.customer.subject', { reference: b.reference }),
    heading: t('mail.customer.heading', { name: b.customer.name }),
    paragraphs: [t('mail.customer.received'), t('mail.customer.next'), t('mail.customer.help', { phone: formatPhone(ctx.site.whatsapp) })],
    details: bookingRows(t, b, lng, { staff: false }),
    button: { label: t('mail.customer.viewBooking'), url: `${ctx.publicUrl}${b.bookingPath}` },
    footer: footer(ctx.site),
  })
  const staff = mail(
    'transfer-request-staff',
    ctx.site.email,
    'es',
    {
      subject: staffT('mail.staff.subject', { reference: b.reference, name: b.customer.name, date: formatDateTime(b.pickupAt, 'es') }),
      heading: staffT('mail.staff.heading', { reference: b.reference }),
      paragraphs: [staffT('mail.staff.intro')],
      details: bookingRows(staffT, b, 'es', { staff: true }),
      footer: ctx.site.businessName,
    },
    b.customer.email,
  )
  return [customer, staff]
}

/**
 * After the customer asked to cancel: 'cancelled' (far enough ahead) or 'requested' (staff
 * decide). The customer's copy follows the language they are using on the booking page.
 */
export function cancellationMails(b: BookingView, outcome: 'cancelled' | 'requested', note: string | null, t: TFunction, staffT: TFunction, ctx: MailContext & { lng: Language }): QueuedMail[] {
  const { lng } = ctx
  const customer = mail('transfer-cancellation', b.customer.email, lng, {
    subject: t(`mail.cancel.${outcome}.subject`, { reference: b.reference }),
    heading: t(`mail.cancel.${outcome}.heading`, { reference: b.reference }),
    paragraphs: [t(`mail.cancel.${outcome}.text`)],
    details: bookingRows(t, b, lng, { staff: false }),
    button: { label: t('mail.customer.viewBooking'), url: `${ctx.publicUrl}${b.bookingPath}` },
    footer: footer(ctx.site),
  })
  const staff = mail(
    'transfer-cancellation-staff',
    ctx.site.email,
    'es',
    {
      subject: staffT(`mail.staff.${outcome}Subject`, { reference: b.reference, name: b.customer.name }),
      heading: staffT(`mail.staff.${outcome}Subject`, { reference: b.reference, name: b.customer.name }),
      paragraphs: [staffT(`mail.staff.${outcome}Text`), staffT('mail.staff.note', { note: note || '—' })],
      details: bookingRows(staffT, b, 'es', { staff: true }),
      footer: ctx.site.businessName,
    },
    b.customer.email,
  )
  return [customer, staff]
}

/**
 * Staff moved the request to confirmed, completed or cancelled: the customer hears of it in the
 * language they booked in (t is airport-transfers in that language).
 */
export function statusChangeMail(b: BookingView, status: 'confirmed' | 'completed' | 'cancelled', t: TFunction, ctx: MailContext): QueuedMail {
  const lng = customerLanguage(b)
  return mail(`transfer-${status}`, b.customer.email, lng, {
    subject: t(`mail.statusChange.${status}.subject`, { reference: b.reference }),
    heading: t(`mail.statusChange.${status}.heading`, { name: b.customer.name, reference: b.reference }),
    paragraphs: [t(`mail.statusChange.${status}.text`), t('mail.customer.help', { phone: formatPhone(ctx.site.whatsapp) })],
    details: bookingRows(t, b, lng, { staff: false }),
    ...(status === 'completed' ? {} : { button: { label: t('mail.customer.viewBooking'), url: `${ctx.publicUrl}${b.bookingPath}` } }),
    footer: footer(ctx.site),
  })
}
