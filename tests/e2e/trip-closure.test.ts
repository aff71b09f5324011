import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'
import { bookableTrip } from '../helpers/trip-bookings'

// The office manager's day in a real browser (docs/decisions/042): a departure closed for the
// weather tells its customers, each in their language, with the two one-click choices; then a
// booking taken on the phone.

const t = useSiteInBrowser({ smtp: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

let n = 0
/** A confirmed booking of two adults paid online, as the booking flow leaves it. */
async function confirmedBooking(departureId: number, tripId: number, name: string, email: string, language: string) {
  n += 1
  const participants = [{ categoryId: 0, code: 'adult', label: 'Adult', unit: 'person', seats: 1, count: 2, unitPriceCents: 4500, totalCents: 9000 }]
  const [row] = await t.site.knex('trip_bookings').insert({
    reference: `TR-2099-${String(800000 + n)}`, trip_id: tripId, departure_id: departureId, status: 'confirmed', participants: JSON.stringify(participants), seats: 2,
    total_cents: 9000, payment_method: 'online', payment_status: 'paid', online_due_cents: 9000, paid_cents: 9000, customer_name: name, customer_email: email,
    customer_phone: '+34 600 000 00' + n, language, guide_language: 'en', source: 'web', confirmed_at: new Date(),
  }).returning('*')
  await t.site.knex('trip_departures').where({ id: departureId }).increment('seats_taken', 2)
  return row as { reference: string }
}

describe('the office closes a departure for the weather and takes a phone booking (docs/decisions/042)', () => {
  it('staff close a departure; every customer gets the choice in their language; then a phone booking is entered', async () => {
    const { tripId, departures } = await bookableTrip(t.site.knex, { days: [20, 21], time: '19:00' })
    const [closing, other] = [departures[0]!, departures[1]!]
    const greta = await confirmedBooking(closing.id, tripId, 'Greta Gruber', 'greta@example.de', 'de')
    const emma = await confirmedBooking(closing.id, tripId, 'Emma Brown', 'emma@example.co.uk', 'en')

    const user = await createStaff('dispatcher')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/admin/departures/${closing.id}?lng=en`)
    await page.getByLabel(a('login.email')).fill(user.email)
    await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: a('login.submit') }).click()
    await page.waitForURL(new RegExp(`/admin/departures/${closing.id}`))

    // The manifest lists both customers; the closure form asks for a reason (from the list: each customer reads it in their language) and a tick.
    expect(await page.getByText('Greta Gruber').isVisible()).toBe(true)
    expect(await page.getByText('Emma Brown').isVisible()).toBe(true)
    await page.getByLabel(tr('en', 'trips', 'closure.causes.weather')).check()
    await page.getByLabel(a('departureClosure.confirm')).check()
    await page.getByRole('button', { name: a('departureClosure.submit') }).click()
    await page.waitForURL(/saved=closed/)
    expect(await page.getByText(a('departureClosure.notified_other', { count: 2 })).isVisible()).toBe(true)
    expect(await page.getByText(a('departureClosure.isClosed', { reason: tr('en', 'trips', 'closure.causes.weather') })).isVisible()).toBe(true)
    expect((await t.site.knex('trip_departures').where({ id: closing.id }).first()).status).toBe('closed')

    // Each customer's e-mail arrives, in their language, with the two links to their booking page.
    const mailTo = (address: string) => t.site.smtp!.messages.find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text.includes(address)))
    await expect.poll(() => Boolean(mailTo('greta@example.de') && mailTo('emma@example.co.uk')), { timeout: 20_000 }).toBe(true)
    for (const [address, lng, reference] of [['greta@example.de', 'de', greta.reference], ['emma@example.co.uk', 'en', emma.reference]] as const) {
      const mail = mailTo(address)!
      expect(mail.text).toContain(tr(lng, 'trips', 'closure.heading'))
      expect(mail.text).toContain(tr(lng, 'trips', 'closure.reason', { reason: tr(lng, 'trips', 'closure.causes.weather') }))
      for (const choice of ['date', 'refund']) expect(mail.text).toMatch(new RegExp(`https?://[^/\\s]+/trips/booking\\?ref=${reference}&token=[\\w-]+&lng=${lng}&choice=${choice}`))
      expect(mail.html).toContain(tr(lng, 'trips', 'closure.chooseRefund'))
    }
    // One each.
    expect(t.site.smtp!.messages.filter((m) => m.text?.includes(tr('de', 'trips', 'closure.heading')))).toHaveLength(1)

    // A phone booking for the next evening, found from the bookings list.
    await page.goto(`${t.site.url}/admin/trip-bookings?lng=en`)
    await page.getByRole('link', { name: a('tripBookings.newBooking') }).click()
    await page.waitForURL(/\/admin\/trip-bookings\/new/)
    await page.locator('#c-trip').selectOption(String(tripId))
    await page.locator('#c-date').fill(other.date)
    await page.getByRole('button', { name: a('tripBookings.new.find') }).click()
    await page.locator(`a[data-departure="${other.id}"]`).click()
    await page.waitForURL(new RegExp(`departure=${other.id}`))
    await page.locator('input[name="count.adult"]').fill('3')
    await page.locator('#f-name').fill('Pere Pons')
    await page.locator('#f-phone').fill('+34 600 111 222')
    await page.locator('#f-email').fill('pere@example.cat')
    await page.locator('#f-language').selectOption('ca')
    await page.getByRole('button', { name: a('tripBookings.new.submit') }).click()
    await page.waitForURL(/saved=created/)
    expect(await page.getByText(a('tripBookings.saved.created')).isVisible()).toBe(true)
    const phone = await t.site.knex('trip_bookings').where({ customer_email: 'pere@example.cat' }).first()
    expect(phone).toMatchObject({ source: 'phone', createdByUserId: user.id, status: 'confirmed', language: 'ca', seats: 3, departureId: other.id, paymentMethod: 'on_the_day' })
    await context.close()
  })
})
