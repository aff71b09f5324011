import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { postSignedEvent } from '../helpers/stripe-stand-in'
import { built } from '../helpers/test-app'
import { useTripManage } from '../helpers/trip-manage'

// Refunds the booking did not ask for reach it from Stripe's events: one made in the Stripe
// Dashboard, and one Stripe accepted and later failed. Before, only the payment's row knew, and a
// cancellation then promised (and the office gave) the Dashboard's money a second time.
const manage = useTripManage()
const { booking, managePath, audit, post, bookAndPay } = manage
const intentOf = async (bookingId: number) => (await built.paymentsOf({ type: 'trip', id: bookingId }))[0]!.paymentIntentId!

describe('a refund made in the Stripe Dashboard', () => {
  it('moves the booking’s refunded total and history; a cancellation then gives back only the rest, to the card', async () => {
    const { t, stripe, sunset } = manage
    const row = await bookAndPay(sunset.tripId, sunset.departures[1]!.id, 'en')
    const event = await stripe.event('refund.created', { id: 're_dashboard_1', object: 'refund', amount: 5_000, currency: 'eur', payment_intent: await intentOf(row.id), status: 'succeeded', reason: null, metadata: {} })
    expect((await postSignedEvent(t.app, event)).status).toBe(200)
    expect(await booking(row.reference)).toMatchObject({ refundedCents: 5_000, paymentStatus: 'partially_refunded' })
    const [entry] = await audit(row.id, 'refunded')
    expect(entry).toMatchObject({ actorType: 'payment', actorName: 'Stripe', changes: { refundedCents: [0, 5_000] } })
    // The same event again changes nothing.
    await postSignedEvent(t.app, event)
    expect((await booking(row.reference)).refundedCents).toBe(5_000)
    // The day's takings count it.
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.agent.get('/admin/takings.csv')).text).toContain(row.reference)

    const rest = row.paidCents - 5_000
    const page = await request(t.app).get(`${managePath(row.reference)}&lng=en`)
    expect(page.text).toContain(html(tr('en', 'trips', 'cancel.refundNow', { refund: formatPrice(rest, 'EUR', 'en') })))
    expect((await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })).status).toBe(303)
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: row.paidCents, paymentStatus: 'refunded' })
    expect(await audit(row.id, 'refund-not-on-record')).toHaveLength(0)
    expect([...stripe.refunds.values()].some((r) => r.amount === rest)).toBe(true)
  })
})

describe('a refund Stripe accepted and later failed', () => {
  it('is taken back off the booking’s refunded total, with its reason in the history, once', async () => {
    const { t, stripe, sunset } = manage
    stripe.refundStatus = 'pending'
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id, 'en')
    expect((await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })).status).toBe(303)
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: row.paidCents })
    const [refund] = await built.paymentsOf({ type: 'trip', id: row.id }).then((p) => p[0]!.refunds)
    const failed = await stripe.refundFails(refund!.providerRefundId!, 'expired_or_canceled_card')
    expect((await postSignedEvent(t.app, failed)).status).toBe(200)
    expect(await booking(row.reference)).toMatchObject({ refundedCents: 0, paymentStatus: 'paid' })
    const [entry] = await audit(row.id, 'refund-reversed')
    expect(entry).toMatchObject({ actorName: 'Stripe', note: 'expired_or_canceled_card', changes: { refundedCents: [row.paidCents, 0] } })
    await postSignedEvent(t.app, failed)
    expect(await audit(row.id, 'refund-reversed')).toHaveLength(1)
    // Staff see it in the booking's history, in their language.
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.agent.get(`/admin/trip-bookings/${row.id}?lng=de`)).text).toContain(html(tr('de', 'admin', 'tripBookings.historyActions.refund-reversed')))
  })
})

describe('staff told of a refund that failed after Stripe accepted it', () => {
  it('e-mails each bookings recipient, in their language, once: the booking, the amount, the link, and that it must go back another way', async () => {
    const { t, stripe, sunset } = manage
    await t.knex('settings').insert({ key: 'notifications', value: JSON.stringify({ recipients: [{ email: 'office@example.com', language: 'en', topics: ['bookings'] }, { email: 'buero@example.de', language: 'de', topics: ['bookings', 'messages'] }, { email: 'messages@example.com', language: 'es', topics: ['messages'] }] }) }).onConflict('key').merge()
    stripe.refundStatus = 'pending'
    const row = await bookAndPay(sunset.tripId, sunset.departures[3]!.id, 'en')
    const { customerName: name } = await booking(row.reference)
    expect((await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })).status).toBe(303)
    const [refund] = await built.paymentsOf({ type: 'trip', id: row.id }).then((p) => p[0]!.refunds)
    const failed = await stripe.refundFails(refund!.providerRefundId!, 'expired_or_canceled_card')
    // Stripe sends the failure as two events and may deliver each again: one e-mail per recipient.
    const updated = await stripe.event('refund.updated', stripe.refunds.get(refund!.providerRefundId!)!)
    for (const event of [failed, updated, failed, updated]) expect((await postSignedEvent(t.app, event)).status).toBe(200)
    const queued = await t.knex('mail_outbox').where({ kind: 'refund-failed-staff' }).whereLike('subject', `%${row.reference}%`)
    expect(queued.map((m) => m.toAddress).sort()).toEqual(['buero@example.de', 'office@example.com'])

    await t.mailWorker.kick()
    const subject = tr('de', 'admin', 'refundFailedMail.subject', { reference: row.reference, name })
    await expect.poll(() => t.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1)
    const mail = t.smtp!.messages.find((m) => m.subject === subject)!
    expect(mail.to).toMatchObject({ text: 'buero@example.de' })
    const amount = formatPrice(row.paidCents, 'EUR', 'de')
    expect(mail.text).toContain(tr('de', 'admin', 'refundFailedMail.text', { amount, reference: row.reference, name }))
    expect(mail.text).toContain(tr('de', 'admin', 'refundFailedMail.action', { amount }))
    expect(mail.text).toContain(`${t.context.publicUrl}/admin/trip-bookings/${row.id}`)
    expect(mail.text).toContain('expired_or_canceled_card')
  })
})

describe('a cancellation refunding money paid two ways', () => {
  it('tells the customer each part: what goes back to the card, and what the office returns', async () => {
    const { t, deposit } = manage
    const row = await bookAndPay(deposit.tripId, deposit.departures[1]!.id, 'en')
    const { totalCents } = await booking(row.reference)
    const balance = totalCents - row.paidCents
    const admin = await loginAs(t.app, 'admin')
    const euros = (cents: number) => String(cents / 100).replace('.', ',')
    expect((await admin.agent.post(`/admin/trip-bookings/${row.id}`).type('form').send({ _csrf: admin.csrf, intent: 'money', direction: 'received', amount: euros(balance), method: 'cash' })).status).toBe(303)
    expect((await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })).status).toBe(303)
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: row.customerEmail })
    expect(mail.text).toContain(tr('en', 'trips', 'cancel.mail.refund', { amount: formatPrice(row.paidCents, 'EUR', 'en') }))
    expect(mail.text).toContain(tr('en', 'trips', 'cancel.mail.refundByOffice', { amount: formatPrice(balance, 'EUR', 'en') }))
  })
})
