import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built } from '../helpers/test-app'
import { bookableTrip, SUNSET_BOAT, type BookableTrip } from '../helpers/trip-bookings'

// Issue 15's couple: on a 390 px phone, from the sunset boat's page, a date with seats, two adults,
// pay on (a stand-in of) Stripe's page, the confirmation, and the voucher by e-mail — in fewer than
// 8 steps from the trip page (each tap or form filled counts one).

let stripe: StripeStandIn
let trip: BookableTrip
const t = useSiteInBrowser(async () => {
  stripe = await startStripeStandIn()
  return { env: { STRIPE_API_URL: stripe.url }, smtp: true, publicUrlIsSite: true }
})
beforeAll(async () => {
  await built.saveApiKeys(t.site.context.secrets, stripe.apiKeys)
  stripe.deliverTo(`${t.site.url}/api/payments/stripe/webhook`)
  trip = await bookableTrip(t.site.knex, { capacity: 12, days: [3, 4, 5], payOnDayAllowed: false })
  // Ten of twelve seats of the first date are taken: "2 seats left" is what the couple sees.
  await t.site.knex('trip_departures').where({ id: trip.departures[0]!.id }).update({ seats_taken: 10 })
})
afterAll(async () => {
  await stripe?.close()
})

const en = (key: string, vars: Record<string, string | number> = {}) => tr('en', 'trips', key, vars)

describe('an English couple books the sunset boat on a phone', () => {
  it('picks a date with seats, pays on Stripe’s page, sees the confirmation and gets the voucher — in under 8 steps', async () => {
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-GB' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    let steps = 0
    const step = async <T>(action: Promise<T>) => {
      steps += 1
      return action
    }
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=en`)
    const departure = trip.departures[0]!

    // The call to action is at hand on the phone (and hidden on a desktop width), and does not hide the form's end.
    const sticky = page.getByRole('link', { name: en('book.sticky') })
    expect(await sticky.isVisible()).toBe(true)
    // The cookie banner first (a tap of its own, counted).
    await step(page.getByTestId('cookie-banner').getByRole('button', { name: tr('en', 'cookie', 'rejectAll') }).tap())
    await step(sticky.tap())
    await page.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
    // The calendar shows the month of the first date with seats; the couple taps the day.
    for (let i = 0; i < 2 && !(await page.locator(`button[data-date="${departure.date}"]`).isVisible()); i++) await page.getByRole('button', { name: en('book.nextMonth') }).tap()
    const day = page.locator(`button[data-date="${departure.date}"]`)
    expect(await day.getAttribute('aria-label')).toContain(en('book.seatsLeft_other', { count: 2 }))
    await step(day.tap())
    // One time that day: chosen with the day. Two adults are the form's start; the total says 90 €.
    expect(await page.locator(`button[data-departure="${departure.id}"]`).getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('[data-total]').getAttribute('data-total')).toBe('9000')

    await step(
      (async () => {
        await page.getByLabel(en('book.name')).fill('Oliver and Emma Clarke')
        await page.getByLabel(en('book.email')).fill('clarke.couple@example.co.uk')
        await page.getByLabel(en('book.phone')).fill('+44 7911 123456')
      })(),
    )
    await step(page.locator('#f-terms').check())
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await step(page.getByRole('button', { name: en('book.submit.online') }).tap())

    // Stripe's hosted page (the stand-in): 90 €, then "Pay".
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`))
    const booking = await t.site.knex('trip_bookings').where({ customer_email: 'clarke.couple@example.co.uk' }).first()
    expect(booking).toMatchObject({ status: 'pending_payment', seats: 2, totalCents: 9000, departureId: departure.id })
    // The page is cached for everyone: the island made this visitor's own idempotency key.
    expect(booking.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect([...stripe.sessions.values()].at(-1)!.amount_total).toBe(9000)
    await step(page.getByRole('button', { name: 'Pay' }).tap())

    // Back on the confirmation: the signed webhook confirmed it (the return itself confirms nothing).
    await page.waitForURL(/\/trips\/booking\/confirmation\?ref=TR-\d{4}-\d{6}&token=[\w-]+&checkout=success/)
    await expect.poll(async () => {
      await page.reload()
      return page.getByText(en('booking.confirmation.titles.confirmed')).first().isVisible()
    }, { timeout: 10_000 }).toBe(true)
    expect(await page.locator('[data-reference]').textContent()).toBe(booking.reference)
    expect(await t.site.knex('trip_departures').where({ id: departure.id }).first()).toMatchObject({ seatsTaken: 12 })
    expect(steps).toBeLessThan(8)

    await t.site.mailWorker.kick()
    const theirs = () => t.site.smtp!.messages.filter((m) => (m.subject ?? '').includes(booking.reference) && JSON.stringify(m.to).includes('clarke.couple@example.co.uk'))
    await expect.poll(() => theirs().length, { timeout: 15_000 }).toBe(1)
    const mail = theirs()[0]!
    const voucher = mail.attachments.find((a) => a.contentType === 'application/pdf')!
    const text = (await readPdf(voucher.content)).pages.map((p) => p.text).join('\n')
    for (const expected of [booking.reference, 'Oliver and Emma Clarke', en('booking.voucher.title'), '2 × Adult']) expect(text).toContain(expected)
    expect(mail.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true)

    // The voucher from the confirmation page is a PDF too.
    const href = await page.getByRole('link', { name: en('booking.voucher.download') }).getAttribute('href')
    const download = await page.request.get(`${t.site.url}${href}`)
    expect(download.headers()['content-type']).toBe('application/pdf')
    await context.close()
  })

  it('says before sending when the party is larger than the seats left or has no adult, and stops saying it once it fits', async () => {
    const departure = trip.departures[1]!
    await t.site.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: 11 })
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=en`)
    // The picker hydrates when it comes into view.
    await page.locator('[data-island="TripBookingPicker"]').scrollIntoViewIfNeeded()
    await page.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
    for (let i = 0; i < 2 && !(await page.locator(`button[data-date="${departure.date}"]`).isVisible()); i++) await page.getByRole('button', { name: en('book.nextMonth') }).click()
    await page.locator(`button[data-date="${departure.date}"]`).click()
    // Two adults, the form's start, on the last seat.
    const warning = page.getByRole('status').filter({ hasText: en('book.errors.onlyLeft_one', { count: 1 }) })
    await expect.poll(() => warning.isVisible()).toBe(true)
    await page.getByRole('button', { name: `${en('book.less')}: Adult` }).click()
    await expect.poll(() => warning.isVisible()).toBe(false)
    expect(await page.locator('[data-total]').getAttribute('data-total')).toBe('4500')
    // More than the boat holds (12) is said the same way, not left for the server to refuse.
    await page.getByLabel(/^Adult/).fill('13')
    await expect.poll(() => warning.isVisible()).toBe(true)
    await page.getByLabel(/^Adult/).fill('1')
    await expect.poll(() => warning.isVisible()).toBe(false)
    // A child on their own is refused by the server: the form says why before it is sent.
    const alone = page.getByRole('status').filter({ hasText: en('book.errors.needsAdult') })
    await page.getByRole('button', { name: `${en('book.more')}: Child (4–12)` }).click()
    await page.getByRole('button', { name: `${en('book.less')}: Adult` }).click()
    await expect.poll(() => alone.isVisible()).toBe(true)
    await page.getByRole('button', { name: `${en('book.more')}: Adult` }).click()
    await expect.poll(() => alone.isVisible()).toBe(false)
    await context.close()
  })

  it('without JavaScript, a refused booking opens on its summary, and a summary link shows its field below the header', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=en`)
    await page.getByRole('button', { name: en('book.submit.online') }).click()
    await page.waitForLoadState()
    // Focused as the page loads (autofocus: the address names no element, so the browser runs it).
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true)
    await page.locator('[data-error-summary] a[href="#f-name"]').click()
    const header = (await page.locator('header').first().boundingBox())!
    expect((await page.locator('#f-name').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
    await context.close()
  })

  it('has no sticky button on a desktop width', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=en`)
    expect(await page.getByRole('link', { name: en('book.sticky') }).isVisible()).toBe(false)
    await context.close()
  })
})

describe('the Back button from Stripe’s page', () => {
  it('sends the same booking form again to the same payment: one booking, one checkout, two seats', async () => {
    const departure = trip.departures[2]!
    const email = `back.button.${Date.now()}@example.com`
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=en&date=${departure.date}`)
    const send = async () => {
      await page.locator('[data-island="TripBookingPicker"]').scrollIntoViewIfNeeded()
      await page.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
      // The page came back from the browser's history: the date is chosen again only if it was lost.
      if ((await page.locator(`button[data-departure="${departure.id}"]`).getAttribute('aria-pressed').catch(() => null)) !== 'true') {
        for (let i = 0; i < 2 && !(await page.locator(`button[data-date="${departure.date}"]`).isVisible()); i++) await page.getByRole('button', { name: en('book.nextMonth') }).click()
        await page.locator(`button[data-date="${departure.date}"]`).click()
      }
      if (!(await page.getByLabel(en('book.email')).inputValue())) {
        await page.getByLabel(en('book.name')).fill('Sam Back')
        await page.getByLabel(en('book.email')).fill(email)
        await page.getByLabel(en('book.phone')).fill('+44 7911 123457')
      }
      if (!(await page.locator('#f-terms').isChecked())) await page.locator('#f-terms').check()
      await page.waitForTimeout(MIN_FILL_MS + 200)
      await page.getByRole('button', { name: en('book.submit.online') }).click()
      await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`))
      return page.url()
    }
    const first = await send()
    await page.goBack()
    await page.waitForURL(new RegExp(`/trips/${trip.tripId}`))
    // A page loaded again (not kept by the browser) gets a new key from the island: as if it had.
    await page.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
    await page.locator('input[name="idempotencyKey"]').evaluate((input: HTMLInputElement) => {
      input.value = globalThis.crypto.randomUUID()
    })
    const second = await send()
    expect(second).toBe(first)
    const rows = await t.site.knex('trip_bookings').where({ customer_email: email })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'pending_payment', seats: 2, departureId: departure.id })
    expect(await t.site.knex('payments').where({ subject_type: 'trip', subject_id: rows[0].id })).toHaveLength(1)
    expect((await t.site.knex('trip_departures').where({ id: departure.id }).first()).seatsTaken).toBe(2)
    await context.close()
  })
})

describe('a visitor without JavaScript', () => {
  it('books from the cached page (its form has no key: the e-mail check guards a double click) and lands on the confirmation', async () => {
    // Another trip, paid on the day: the form's own submit leads straight to the confirmation.
    const other = await t.site.knex('trips').whereNot({ slug: SUNSET_BOAT }).where({ status: 'published' }).orderBy('id').first('slug')
    const plain = await bookableTrip(t.site.knex, { slug: other.slug, capacity: 8, days: [3, 4], onlinePayment: 'none', payOnDayAllowed: true })
    const departure = plain.departures[0]!
    const de = (key: string, vars: Record<string, string | number> = {}) => tr('de', 'trips', key, vars)
    const email = `ohne.js.${Date.now()}@example.de`
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false, locale: 'de-DE' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${plain.tripId}?lng=de&date=${departure.date}`)
    const key = await page.locator('input[name="idempotencyKey"]').getAttribute('value')
    expect(key).toBe('')
    await page.locator('#f-departureId').selectOption(String(departure.id))
    await page.getByLabel(de('book.name')).fill('Lena Ohne Skript')
    await page.getByLabel(de('book.email')).fill(email)
    await page.getByLabel(de('book.phone')).fill('+49 170 5550123')
    await page.locator('#f-terms').check()
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await page.getByRole('button', { name: de('book.submit.onTheDay') }).click()
    await page.waitForURL(/\/trips\/booking\/confirmation\?ref=TR-\d{4}-\d{6}&token=[\w-]+/)
    const booking = await t.site.knex('trip_bookings').where({ customer_email: email }).first()
    expect(booking).toMatchObject({ idempotencyKey: null, status: 'confirmed', seats: 2, departureId: departure.id })
    expect(await page.locator('[data-reference]').textContent()).toBe(booking.reference)
    // This site sends mail: the page says the confirmation is on its way (never that it arrived).
    expect(await page.getByText(de('booking.confirmation.mail.sending', { email })).isVisible()).toBe(true)
    expect(await t.site.knex('trip_bookings').where({ customer_email: email })).toHaveLength(1)
    await context.close()
  })
})
