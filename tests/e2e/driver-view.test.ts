import AxeBuilder from '@axe-core/playwright'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'
import { localParts } from '../../src/lib/island-time'

const t = useSiteInBrowser({ smtp: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

describe('the driver on a phone, in a real browser', () => {
  it('logs in on a 390 × 844 screen, lands on their jobs, calls or messages the customer, and taps the job along the road', async () => {
    const inTenDays = localParts(new Date(Date.now() + 10 * 86_400_000)).date
    const booked = await request(t.site.app)
      .post('/api/transfers/requests?lng=en')
      .send({
        tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: inTenDays, time: '14:30', flightNumber: 'VY 3904',
        adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car', name: 'Sarah Thompson', email: 'sarah@example.co.uk', phone: '+34 612 345 678', terms: true,
      })
    expect(booked.status).toBe(201)
    const booking = await t.site.knex('transfer_bookings').where({ reference: booked.body.reference }).first()
    const user = await createStaff('driver')
    const [{ id: driverId }] = await t.site.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611200301', user_id: user.id }).returning('id')
    // Today, in twenty minutes (picked up and done are pressed from an hour before), given to this driver (what the dispatch board does).
    const today = localParts(new Date()).date
    const soon = new Date(Date.now() + 20 * 60_000)
    await t.site.knex('transfer_legs').where({ booking_id: booking.id }).update({ pickup_at: soon, service_date: today, driver_id: driverId })

    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/auth/login?lng=en`)
    await page.getByLabel(a('login.email')).fill(user.email)
    await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: a('login.submit') }).click()
    await page.waitForURL(/\/admin\/driver/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(a('driverView.title'))
    const job = page.locator('article[data-leg]').filter({ hasText: 'Sarah Thompson' })
    expect(await job.getByText(localParts(soon).time).first().isVisible()).toBe(true)
    expect(await job.getByText('VY3904').isVisible()).toBe(true)

    // Phone-sized: nothing wider than the screen, thumb-sized targets.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const call = job.getByRole('link', { name: a('driverView.callLabel', { name: 'Sarah Thompson', phone: '+34 612 34 56 78' }) })
    expect(await call.getAttribute('href')).toBe('tel:+34612345678')
    expect(await job.getByRole('link', { name: a('driverView.whatsappLabel', { name: 'Sarah Thompson' }) }).getAttribute('href')).toBe('https://wa.me/34612345678')
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(axe.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([])

    for (const status of ['on_the_way', 'picked_up', 'completed'] as const) {
      const button = job.getByRole('button', { name: a(`legActions.${status}`) })
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      await button.tap()
      await page.waitForURL(new RegExp(`saved=${status}`))
      expect(await page.getByText(a('driverView.saved', { status: a(`legStatus.${status}`) })).isVisible()).toBe(true)
      expect(await job.locator(`[data-status="${status}"]`).count()).toBe(1)
    }
    // Done on the road; the fare is still to say: the driver took it in cash, and the office sees it paid.
    expect(await t.site.knex('transfer_legs').where({ booking_id: booking.id }).pluck('status')).toEqual(['completed'])
    const amount = formatPrice(booking.priceCents, 'EUR', 'en')
    const cash = job.getByRole('button', { name: a('driverView.collected.cash', { amount }) })
    expect((await cash.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await cash.tap()
    await page.waitForURL(/saved=collected/)
    expect(await page.getByText(a('driverView.collected.done')).isVisible()).toBe(true)
    expect(await job.locator('[data-payment]').getAttribute('data-payment')).toBe('paid')
    expect(await t.site.knex('transfer_bookings').where({ id: booking.id }).first()).toMatchObject({ paidCents: booking.priceCents, paymentStatus: 'paid' })
    // Nothing more to press.
    expect(await job.getByRole('button').count()).toBe(0)
    await context.close()
  })
})
