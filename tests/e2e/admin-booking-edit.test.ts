import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'
import { formatDateTime } from '../../src/i18n/format'
import { islandTimeToInstant, localParts } from '../../src/lib/island-time'

const t = useSiteInBrowser({ smtp: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)
const islandDay = (days: number) => localParts(new Date(Date.now() + days * 86_400_000)).date

describe('staff change bookings in a real browser (docs/decisions/041)', () => {
  it('a dispatcher edits a booking’s pick-up time and sees it in the history, then takes a phone booking', async () => {
    const date = islandDay(30)
    const booked = await request(t.site.app)
      .post('/api/transfers/requests?lng=de')
      .send({
        tripType: 'one-way', from: 'airport', to: 'ciutadella', date, time: '12:00', flightNumber: 'VY 3904',
        adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car',
        name: 'Hanna Vogel', email: 'hanna@example.de', phone: '+49 170 5550101', terms: true,
      })
    expect(booked.status).toBe(201)
    const reference = booked.body.reference as string
    const { id } = await t.site.knex('transfer_bookings').where({ reference }).first()

    const user = await createStaff('dispatcher')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/admin/transfers/${id}?lng=en`)
    await page.getByLabel(a('login.email')).fill(user.email)
    await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: a('login.submit') }).click()
    await page.waitForURL(new RegExp(`/admin/transfers/${id}`))

    await page.getByRole('link', { name: a('bookingEdit.edit') }).click()
    await page.waitForURL(/\/edit/)
    const time = page.getByLabel(a('bookingEdit.fields.time')).first()
    expect(await time.inputValue()).toBe('12:00')
    await time.fill('13:15')
    await page.getByRole('button', { name: a('bookingEdit.save') }).click()
    await page.waitForURL(/saved=edited/)
    expect(await page.getByText(a('bookingEdit.saved')).isVisible()).toBe(true)
    const history = page.locator('#t-history + div')
    await expect.poll(() => history.textContent()).toContain(a('bookingEdit.historyActions.edited'))
    expect(await history.textContent()).toContain(`${a('bookingEdit.legs.outbound')} · ${a('bookingEdit.changeFields.pickup')}: ${formatDateTime(islandTimeToInstant(date, '12:00')!, 'en')} → ${formatDateTime(islandTimeToInstant(date, '13:15')!, 'en')}`)
    const [leg] = await t.site.knex('transfer_legs').where({ booking_id: id })
    expect(localParts(new Date(leg.pickupAt)).time).toBe('13:15')
    expect(await t.site.knex('mail_outbox').where({ kind: 'transfer-changed', to_address: 'hanna@example.de' }).pluck('language')).toEqual(['de'])

    // A phone booking: the same form, empty.
    await page.goto(`${t.site.url}/admin/transfers?lng=en`)
    await page.getByRole('link', { name: a('bookingEdit.newBooking') }).click()
    await page.waitForURL(/\/admin\/transfers\/new/)
    await page.locator('#f-name').fill('Pere Pons')
    await page.locator('#f-email').fill('pere@example.cat')
    await page.getByLabel(a('bookingEdit.fields.phone')).fill('+34 600 111 222')
    await page.getByLabel(a('bookingEdit.fields.language')).selectOption('ca')
    await page.locator('#f-from').selectOption('airport')
    await page.locator('#f-to').selectOption('ciutadella')
    await page.getByLabel(a('bookingEdit.fields.date')).first().fill(islandDay(31))
    await page.getByLabel(a('bookingEdit.fields.time')).first().fill('10:30')
    await page.getByLabel(a('bookingEdit.fields.flightNumber')).first().fill('VY 1234')
    await page.getByLabel(a('bookingEdit.fields.adults')).fill('2')
    await page.getByLabel(a('bookingEdit.fields.vehicle')).selectOption('car')
    await page.getByRole('button', { name: a('bookingEdit.create') }).click()
    await page.waitForURL(/saved=created/)
    expect(await page.getByText(a('bookingEdit.created')).isVisible()).toBe(true)
    const phone = await t.site.knex('transfer_bookings').where({ customer_email: 'pere@example.cat' }).first()
    expect(phone).toMatchObject({ source: 'phone', createdByUserId: user.id, status: 'confirmed', language: 'ca' })

    // Back, and the form the browser kept sent again: asked first, naming the booking just made.
    await page.goBack()
    await page.waitForURL(/\/admin\/transfers\/new/)
    await page.getByRole('button', { name: a('bookingEdit.create') }).click()
    await expect.poll(() => page.getByText(a('bookingEdit.errors.duplicate', { reference: phone.reference })).isVisible()).toBe(true)
    expect(await page.getByLabel(a('bookingEdit.confirmDuplicate')).isVisible()).toBe(true)
    expect(await t.site.knex('transfer_bookings').where({ customer_email: 'pere@example.cat' })).toHaveLength(1)
    await context.close()
  })
})
