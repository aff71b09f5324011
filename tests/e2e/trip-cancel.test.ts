import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built } from '../helpers/test-app'
import { bookableTrip, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// A Catalan family with a child booked the sunset boat and paid online. Plans change: from the
// link in their confirmation e-mail they open the booking's page (in Catalan), read that
// cancelling is free until 24 h before and what comes back, confirm, and are refunded through
// (the stand-in of) Stripe; the cancellation e-mail arrives in Catalan.

let stripe: StripeStandIn
let trip: BookableTrip
const t = useSiteInBrowser(async () => {
  stripe = await startStripeStandIn()
  return { env: { STRIPE_API_URL: stripe.url }, smtp: true, publicUrlIsSite: true }
})
beforeAll(async () => {
  await built.saveApiKeys(t.site.context.secrets, stripe.apiKeys)
  stripe.deliverTo(`${t.site.url}/api/payments/stripe/webhook`)
  trip = await bookableTrip(t.site.knex, { capacity: 12, days: [6, 7] })
})
afterAll(async () => {
  await stripe?.close()
})

const ca = (key: string, vars: Record<string, string | number> = {}) => tr('ca', 'trips', key, vars)

describe('a Catalan family cancels within the policy', () => {
  it('cancels from the manage page, is refunded through Stripe and told in Catalan', async () => {
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ca-ES' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    const departure = trip.departures[0]!
    const email = `familia.puig.${Date.now()}@example.cat`

    // Their booking (two adults and a child), sent from the trip's form and paid on Stripe's page.
    const form = tripBookingForm(departure.id, { 'count.child': '1', name: 'Família Puig', email, phone: '+34 611 234 567', country: 'ES', guideLanguage: 'es' })
    const sent = await page.request.post(`${t.site.url}/trips/${trip.tripId}/book?lng=ca`, {
      form: { ...form, started: formStartToken(t.site.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' },
      maxRedirects: 0,
    })
    expect(sent.status()).toBe(303)
    await page.goto(sent.headers().location!)
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/trips\/booking\/confirmation\?ref=TR-\d{4}-\d{6}&token=[\w-]+&checkout=success/)
    const booking = await t.site.knex('trip_bookings').where({ customer_email: email }).first()
    await expect.poll(async () => (await t.site.knex('trip_bookings').where({ id: booking.id }).first()).status).toBe('confirmed')
    const paid = (await t.site.knex('trip_bookings').where({ id: booking.id }).first()).paidCents as number
    expect(paid).toBe(2 * 4500 + 2500)
    const amount = formatPrice(paid, 'EUR', 'ca')

    // The confirmation e-mail's button leads to the booking's own page.
    await t.site.mailWorker.kick()
    await expect.poll(() => t.site.smtp!.messages.find((m) => JSON.stringify(m.to).includes(email))?.text ?? '', { timeout: 15_000 }).toMatch(/\/trips\/booking\?ref=/)
    const message = t.site.smtp!.messages.find((m) => JSON.stringify(m.to).includes(email))!
    const link = /(https?:\/\/\S+\/trips\/booking\?ref=TR-[\w-]+&token=[\w-]+)/.exec(message.text ?? '')![1]!
    await page.goto(link)
    await expect.poll(() => page.locator('h1').textContent()).toContain(booking.reference)
    expect(await page.locator('html').getAttribute('lang')).toBe('ca')

    // The policy and the refund are stated before any click.
    const policy = page.locator('[data-policy="free"]')
    await expect.poll(() => policy.textContent()).toContain(ca('cancel.refundNow', { refund: amount }))
    await page.getByRole('link', { name: ca('cancel.start') }).click()
    await page.waitForURL(/step=cancel/)
    await expect.poll(() => page.locator('[data-cancel-confirm]').textContent()).toContain(ca('cancel.confirm.withRefund', { reference: booking.reference, refund: amount }))
    // Nothing changed by looking.
    expect((await t.site.knex('trip_bookings').where({ id: booking.id }).first()).status).toBe('confirmed')
    await page.getByRole('button', { name: ca('cancel.confirm.button') }).click()

    await page.waitForURL(/done=cancelled/)
    await expect.poll(() => page.getByText(ca('cancel.refunded', { amount })).isVisible()).toBe(true)
    expect(await page.locator('[data-booking-status]').textContent()).toBe(ca('manage.status.cancelled'))
    expect(await t.site.knex('trip_bookings').where({ id: booking.id }).first()).toMatchObject({ status: 'cancelled', refundedCents: paid, paymentStatus: 'refunded' })

    // Stripe (the stand-in) refunded the payment.
    const session = [...stripe.sessions.values()].find((s) => s.customer_email === email)!
    const refund = [...stripe.refunds.values()].find((r) => r.payment_intent === session.payment_intent)
    expect(refund).toMatchObject({ amount: paid, currency: 'eur' })
    // Stripe's word that the money went back (a card refund is pending first) reaches the payment too.
    if (refund!.status === 'pending') await stripe.refundSucceeds(refund!.id)
    await expect.poll(async () => (await t.site.knex('payments').where({ payment_intent_id: session.payment_intent }).first())?.refundedCents).toBe(paid)

    // The e-mail, in Catalan.
    await t.site.mailWorker.kick()
    const subject = ca('cancel.mail.subject', { reference: booking.reference })
    await expect.poll(() => t.site.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 15_000 }).toBe(1)
    const mail = t.site.smtp!.messages.find((m) => m.subject === subject)!
    expect(mail.text).toContain(ca('cancel.mail.refund', { amount }))
    expect(mail.text).toContain('Família Puig')
    await context.close()
  })
})
