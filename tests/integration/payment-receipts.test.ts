import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatDate, formatPrice } from '../../src/i18n/format'
import { bookingPath } from '../../src/transfers/booking-token'
import { bookTransfer } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { loginAs } from '../helpers/staff'
import { useTripManage } from '../helpers/trip-manage'

// A booking's payment receipt (src/payments/receipt.ts): once money has changed hands, the holder
// of the booking's signed link can download a PDF that says what was paid, how and when, what was
// given back, and what is still due — in their language, with the business's tax number. Staff
// open the same receipt, in the customer's language, from the booking's page.

const office = useTripManage()
// PDF text comes out with plain spaces where the formatters put narrow and non-breaking ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const euros = (cents: number, lng: string) => plain(formatPrice(cents, 'EUR', lng as 'es'))
const receipt = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'common', `receipt.${key}`, vars)

async function pdfText(path: string): Promise<{ status: number; text: string; type?: string; filename?: string }> {
  const res = await request(office.t.app).get(path).buffer(true)
  if (res.status !== 200) return { status: res.status, text: '' }
  const text = plain((await readPdf(res.body as Buffer)).pages.map((p) => p.text).join('\n'))
  return { status: 200, text, type: res.headers['content-type'], filename: decodeURIComponent(String(res.headers['content-disposition'])) }
}

describe('the receipt of a trip paid online and then cancelled', () => {
  it('lists the card payment and its refund with their dates, in the customer’s language, with the tax number', async () => {
    const { t, sunset, bookAndPay, managePath, post } = office
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id, 'de')
    const link = managePath(row.reference)
    const signed = link.slice(link.indexOf('?'))
    const today = formatDate(new Date().toISOString(), 'de')

    const page = await request(t.app).get(`${link}&lng=de`)
    expect(page.text).toContain(html(receipt('de', 'download')))
    expect(page.text).toContain(`href="/trips/booking/receipt.pdf${signed.replaceAll('&', '&amp;')}"`)
    const paid = await pdfText(`/trips/booking/receipt.pdf${signed}&lng=de`)
    expect(paid.type).toBe('application/pdf')
    expect(paid.filename).toContain(`${receipt('de', 'file')} ${row.reference}.pdf`)
    for (const line of [receipt('de', 'title'), row.reference, receipt('de', 'taxId', { id: 'B07482913' }), `${today} ${receipt('de', 'received.online')}: ${euros(row.paidCents, 'de')}`, receipt('de', 'price'), receipt('de', 'paid'), receipt('de', 'vatIncluded')]) {
      expect(paid.text).toContain(line)
    }
    expect(paid.text).toContain(euros(row.paidCents, 'de'))
    expect(paid.text).not.toContain(receipt('de', 'refunded'))

    expect((await post(`${link}&lng=de`, { action: 'cancel' })).status).toBe(303)
    const refunded = await pdfText(`/trips/booking/receipt.pdf${signed}&lng=de`)
    expect(refunded.text).toContain(`${today} ${receipt('de', 'returned.online')}: −${euros(row.paidCents, 'de')}`)
    expect(refunded.text).toContain(receipt('de', 'refunded'))
    expect(refunded.text).toContain(`${receipt('de', 'held')} ${euros(0, 'de')}`)
    // A cancelled booking's price is no longer due: the receipt does not present it as owed.
    expect(refunded.text).not.toContain(receipt('de', 'price'))
    expect(refunded.text).not.toContain(receipt('de', 'due'))
  })

  it('gives nothing to a forged link, and nothing for a booking nobody has paid for yet', async () => {
    const { t, sunset, managePath } = office
    const row = await office.bookAndPay(sunset.tripId, sunset.departures[3]!.id, 'en')
    const link = managePath(row.reference)
    expect((await request(t.app).get(`/trips/booking/receipt.pdf?ref=${row.reference}&token=forged`)).status).toBe(404)
    await t.knex('trip_bookings').where({ id: row.id }).update({ paid_cents: 0 })
    expect((await request(t.app).get(`/trips/booking/receipt.pdf${link.slice(link.indexOf('?'))}`)).status).toBe(404)
    expect((await request(t.app).get(`${link}&lng=en`)).text).not.toContain('data-receipt')
  })

  it('still accounts for money a booking holds without a dated record (an imported booking)', async () => {
    const { t, sunset, managePath } = office
    const row = await office.bookAndPay(sunset.tripId, sunset.departures[4]!.id, 'es')
    await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: row.id }).delete()
    const link = managePath(row.reference)
    const text = (await pdfText(`/trips/booking/receipt.pdf${link.slice(link.indexOf('?'))}&lng=es`)).text
    expect(text).toContain(`${receipt('es', 'received.recorded')} ${euros(row.paidCents, 'es')}`)
  })
})

describe('the receipt of a transfer paid to the driver', () => {
  it('appears once the office records the cash, shows what is still due, and staff open it in the customer’s language', async () => {
    const { t } = office
    const booked = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    const row = await t.knex('transfer_bookings').where({ id: booked.id }).first()
    expect(row.language).toBe('es')
    const page0 = bookingPath(t.context.secrets, booked.reference)
    const signed = page0.slice(page0.indexOf('?'))
    // Nothing paid yet: no receipt, and the booking page offers none.
    expect((await request(t.app).get(`/airport-transfers/booking/receipt.pdf${signed}`)).status).toBe(404)
    expect((await request(t.app).get(`/airport-transfers/booking${signed}&lng=es`)).text).not.toContain('data-receipt')

    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const recorded = await agent.post(`/admin/transfers/${booked.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: '20', method: 'cash' })
    expect(recorded.status).toBe(303)
    const staffPage = (await agent.get(`/admin/transfers/${booked.id}?lng=en`)).text
    expect(staffPage).toContain(html(tr('en', 'admin', 'bookingEdit.receipt')))
    expect(staffPage).toContain(`href="/airport-transfers/booking/receipt.pdf${signed.replaceAll('&', '&amp;')}&amp;lng=es"`)

    const page = await request(t.app).get(`/airport-transfers/booking${signed}&lng=es`)
    expect(page.text).toContain(html(receipt('es', 'download')))
    const { text } = await pdfText(`/airport-transfers/booking/receipt.pdf${signed}&lng=es`)
    expect(text).toContain(`${formatDate(new Date().toISOString(), 'es')} ${receipt('es', 'received.cash')}: ${euros(2000, 'es')}`)
    expect(text).toContain(`${receipt('es', 'price')} ${euros(row.priceCents, 'es')}`)
    expect(text).toContain(`${receipt('es', 'due')} ${euros(row.priceCents - 2000, 'es')}`)
    expect(text).toContain(receipt('es', 'transfer'))
    expect(text).toContain(tr('es', 'airport-transfers', 'legs.outbound'))
  })
})
