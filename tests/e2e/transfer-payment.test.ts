import { describe, expect, it, beforeAll, afterAll } from 'vitest'
import { MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { localParts } from '../../src/lib/island-time'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built } from '../helpers/test-app'

// The German family on a phone: a return transfer from the airport to Ciutadella with two child
// seats, paid online on (a stand-in of) Stripe's page, confirmed by the signed webhook — then the
// booking page says so, and the confirmation e-mail with the voucher arrives.

let stripe: StripeStandIn
const t = useSiteInBrowser(async () => {
  stripe = await startStripeStandIn()
  return { env: { STRIPE_API_URL: stripe.url }, smtp: true, publicUrlIsSite: true }
})
beforeAll(async () => {
  await built.saveApiKeys(t.site.context.secrets, stripe.apiKeys)
  stripe.deliverTo(`${t.site.url}/api/payments/stripe/webhook`)
})
afterAll(async () => {
  await stripe?.close()
})

const de = (key: string, vars: Record<string, string | number> = {}) => tr('de', 'airport-transfers', key, vars)
const en = (key: string, vars: Record<string, string | number> = {}) => tr('en', 'airport-transfers', key, vars)
const day = (days: number) => localParts(new Date(Date.now() + days * 86_400_000)).date

describe('a German family books and pays a return transfer on a phone', () => {
  it('pays on Stripe’s page, comes back to a confirmed booking, and gets the voucher by e-mail', async () => {
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${t.site.url}/airport-transfers/request?lng=de`)

    await page.getByLabel(de('form.tripTypes.return', { percent: 10 })).check()
    await page.locator('#f-from').selectOption('airport')
    await page.locator('#f-to').selectOption('ciutadella')
    await page.getByLabel(de('form.toAddress')).fill('Hotel Sant Ignasi')
    await page.locator('#f-date').fill(day(20))
    await page.locator('#f-time').fill('16:10')
    await page.locator('#f-flightNumber').fill('EW 582')
    await page.locator('#f-travelTime').fill('15:55')
    await page.locator('#f-returnDate').fill(day(27))
    await page.locator('#f-returnTime').fill('11:00')
    await page.locator('#f-returnFlightNumber').fill('EW 583')
    await page.locator('#f-adults').fill('2')
    await page.locator('#f-children').fill('2')
    await page.locator('#f-extra_child-seat').fill('2')
    await page.locator('#f-suitcases').fill('4')
    await page.getByLabel('Minivan').check()
    await page.getByLabel(de('form.payment.online')).check()
    await page.getByLabel(de('form.name')).fill('Familie Weber')
    await page.getByLabel(de('form.email')).fill('familie.weber@example.de')
    await page.getByLabel(de('form.phone')).fill('+49 151 23456789')
    await page.locator('#f-terms').check()
    // The live price knows the two child seats (free) and the return.
    await expect.poll(() => page.locator('[data-quote-total]').getAttribute('data-quote-total')).not.toBeNull()
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await page.getByRole('button', { name: de('form.submit') }).click()

    // Stripe's hosted page (the stand-in): the whole price, then "Pay".
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`))
    const session = [...stripe.sessions.values()].at(-1)!
    const booking = await t.site.knex('transfer_bookings').where({ customer_email: 'familie.weber@example.de' }).first()
    expect(session.amount_total).toBe(booking.priceCents)
    expect(booking.status).toBe('pending_payment')
    await page.getByRole('button', { name: 'Pay' }).click()

    // Back on the booking page: the webhook has confirmed it (the return itself confirms nothing).
    await page.waitForURL(/\/airport-transfers\/booking\?ref=MT-\d{4}-\d{6}&token=[\w-]+&checkout=success/)
    await expect.poll(() => page.getByText(de('paymentBox.checkout.successConfirmed')).isVisible()).toBe(true)
    expect(await page.locator('[data-leg]').count()).toBe(2)
    expect(await page.locator('main').textContent()).toContain(de('status.confirmed'))
    expect(await t.site.knex('transfer_bookings').where({ id: booking.id }).first()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidCents: booking.priceCents, childSeats: 2 })

    await t.site.mailWorker.kick()
    const subject = de('mail.customer.paid.subject', { reference: booking.reference })
    await expect.poll(() => t.site.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 15_000 }).toBe(1)
    const mail = t.site.smtp!.messages.find((m) => m.subject === subject)!
    const voucher = mail.attachments.find((a) => a.contentType === 'application/pdf')!
    const text = (await readPdf(voucher.content)).pages.map((p) => p.text).join('\n')
    for (const expected of [booking.reference, 'Familie Weber', 'EW582', de('voucher.title')]) expect(text).toContain(expected)
    expect(mail.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true)

    // The voucher from the booking page is the same document.
    const href = await page.locator('[data-voucher]').getAttribute('href')
    const download = await page.request.get(`${t.site.url}${href}`)
    expect(download.headers()['content-type']).toBe('application/pdf')
    await context.close()
  })
})

describe('a visitor who goes back from Stripe’s page to the form', () => {
  it('finds the address and both flight numbers still filled in, and can send the form again', async () => {
    const context = await t.browser.newContext({ locale: 'en-GB' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${t.site.url}/airport-transfers/request?lng=en`)
    await page.getByLabel(en('form.tripTypes.return', { percent: 10 })).check()
    await page.locator('#f-from').selectOption('airport')
    await page.locator('#f-to').selectOption('ciutadella')
    const typed = { '#f-toAddress': 'Hotel Port Ciutadella', '#f-flightNumber': 'VY 3914', '#f-returnFlightNumber': 'VY 3915' }
    for (const [field, value] of Object.entries(typed)) await page.locator(field).fill(value)
    await page.locator('#f-date').fill(day(40))
    await page.locator('#f-time').fill('12:20')
    await page.locator('#f-returnDate').fill(day(47))
    await page.locator('#f-returnTime').fill('09:00')
    await page.locator('#f-adults').fill('2')
    await page.getByLabel('Minivan').check()
    await page.getByLabel(en('form.payment.online')).check()
    await page.getByLabel(en('form.name')).fill('Sarah Jones')
    await page.getByLabel(en('form.email')).fill('sarah.jones@example.co.uk')
    await page.getByLabel(en('form.phone')).fill('+44 7911 123456')
    await page.locator('#f-terms').check()
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await page.getByRole('button', { name: en('form.submit') }).click()
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`))

    // Back from Stripe's page: the browser gives the form back as it was left.
    await page.goBack()
    await page.waitForURL(/\/airport-transfers\/request\?lng=en/)
    for (const [field, value] of Object.entries(typed)) expect(await page.locator(field).inputValue(), field).toBe(value)
    // Sending it again (after a look at the form: the page was loaded anew) no longer asks for the
    // flight numbers; what it asks is whether a second booking is meant (the first one waits for
    // its payment), naming it to this browser, which made it; and so confirmed it goes on to pay.
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await page.getByRole('button', { name: en('form.submit') }).click()
    await page.waitForURL(/\/airport-transfers\/request(\?|$)/)
    const summary = await page.locator('[data-error-summary]').textContent()
    expect(summary).not.toContain(en('errors.flightRequired'))
    const { reference } = await t.site.knex('transfer_bookings').where({ customer_email: 'sarah.jones@example.co.uk' }).first()
    expect(summary).toContain(en('errors.duplicateOwn', { reference }))
    for (const field of Object.keys(typed)) expect(await page.locator(field).getAttribute('aria-invalid'), field).toBeNull()
    await page.locator('[name=confirmDuplicate]').check()
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await page.getByRole('button', { name: en('form.submit') }).click()
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`))
    await context.close()
  })
})
