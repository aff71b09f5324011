import type { Knex } from 'knex'
import { ICS_CONTENT_TYPE, toIcs } from '../documents/ics'
import { renderVoucherPdf } from '../documents/voucher-pdf.server'
import { formatDateTime, formatPrice } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import type { SeedSiteSettings } from './types'

const DAY_MS = 86_400_000

/** An island date `days` from now at an island time. */
function islandDay(days: number, time: string): Date {
  return islandTimeToInstant(localParts(new Date(Date.now() + days * DAY_MS)).date, time)!
}

/**
 * A German family's transfer confirmation in the outbox, sent with its voucher PDF and its .ics
 * (ADR 035): the outbox screen shows and serves the files after `npm start`. The files are made
 * by the documents kit, as every real confirmation's are.
 */
export async function seedDemoMail(trx: Knex.Transaction, settings: SeedSiteSettings): Promise<void> {
  const reference = 'TR-DEMO-0001'
  const outbound = islandDay(5, '14:05')
  const back = islandDay(12, '09:30')
  const when = (d: Date) => formatDateTime(d, 'de')
  const address = `${settings.address.street}, ${settings.address.postalCode} ${settings.address.locality}`
  const pdf = await renderVoucherPdf({
    language: 'de',
    business: { name: settings.businessName, phone: formatPhone(settings.phone), email: settings.email, address },
    title: 'Transfergutschein',
    referenceLabel: 'Buchungsnummer',
    reference,
    qrUrl: `http://localhost:3000/airport-transfers/booking?ref=${reference}`,
    qrCaption: 'Scannen, um Ihre Buchung zu öffnen',
    sections: [
      { heading: 'Hinfahrt', rows: [['Abholung', when(outbound)], ['Strecke', 'Flughafen Menorca (MAH) → Ciutadella, Hotel Sa Pedrera'], ['Flug', 'EW 582 aus Düsseldorf'], ['Fahrgäste', '2 Erwachsene, 2 Kinder · 2 Kindersitze']] },
      { heading: 'Rückfahrt', rows: [['Abholung', when(back)], ['Strecke', 'Ciutadella, Hotel Sa Pedrera → Flughafen Menorca (MAH)']] },
      { heading: 'Kunde', rows: [['Name', 'Familie Weber'], ['Telefon', '+49 170 1234567']] },
    ],
    notesHeading: 'Gut zu wissen',
    notes: [`Zahlen Sie dem Fahrer ${formatPrice(12600, 'EUR', 'de')} bar oder mit Karte.`, 'Treffpunkt: Ankunftshalle, am Ausgang „Llegades / Ankunft“; Ihr Fahrer hält ein Schild mit Ihrem Namen.'],
    footer: 'Kostenlose Stornierung bis 24 Stunden vor der Abholung.',
  })
  const ics = toIcs(
    [
      { uid: `${reference}-outbound@menorcatours.example`, start: outbound, end: new Date(outbound.getTime() + 60 * 60_000), summary: 'Transfer: Flughafen Menorca → Hotel Sa Pedrera', location: 'Aeropuerto de Menorca (MAH)' },
      { uid: `${reference}-return@menorcatours.example`, start: back, end: new Date(back.getTime() + 60 * 60_000), summary: 'Transfer: Hotel Sa Pedrera → Flughafen Menorca', location: 'Hotel Sa Pedrera, Ciutadella' },
    ],
    { prodId: `-//${settings.businessName}//Transfers//DE` },
  )
  const text = `Hallo Familie Weber,\n\nIhr Transfer ${reference} ist bestätigt. Im Anhang finden Sie Ihren Gutschein und die Termine für Ihren Kalender.\n\n${settings.businessName}`
  const [{ id }] = await trx('mail_outbox')
    .insert({
      kind: 'transfer-confirmation', to_address: 'familie.weber@example.com', subject: `Ihr Transfer ${reference} ist bestätigt`, html: `<p>${text.replace(/\n\n/g, '</p><p>')}</p>`, text,
      language: 'de', status: 'sent', attempts: 1, sent_at: new Date(),
    })
    .returning('id')
  await trx('mail_attachments').insert([
    { outbox_id: id, filename: `Gutschein ${reference}.pdf`, content_type: 'application/pdf', content: pdf, size: pdf.length },
    { outbox_id: id, filename: `Transfer ${reference}.ics`, content_type: ICS_CONTENT_TYPE, content: Buffer.from(ics), size: Buffer.byteLength(ics) },
  ])
}
