import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'
import { localParts } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'

const t = useSiteInBrowser({ smtp: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

describe('transfer bookings in the staff area, in a real browser', () => {
  it('a dispatcher finds a booking on request, confirms it after being asked, undoes it, confirms again; the customer e-mail arrives in Catalan', async () => {
    // Six hours ahead: closer than the instant-confirmation lead time, so it waits on request.
    const soon = localParts(new Date(Date.now() + 6 * 3_600_000))
    const booked = await request(t.site.app)
      .post('/api/transfers/requests?lng=ca')
      .send({
        tripType: 'one-way', from: 'airport', to: 'ciutadella', date: soon.date, time: soon.time, flightNumber: 'VY 3904',
        adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car',
        name: 'Núria Camps', email: 'nuria@example.cat', phone: '+34 600 123 456', terms: true,
      })
    expect(booked.status).toBe(201)
    expect(booked.body.status).toBe('on_request')
    const reference = booked.body.reference as string

    const user = await createStaff('dispatcher')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/admin/transfers?lng=en`)
    await page.getByLabel(a('login.email')).fill(user.email)
    await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: a('login.submit') }).click()
    await page.waitForURL(/\/admin\/transfers/)

    await page.getByLabel(a('grid.searchLabel')).fill(reference)
    await page.getByLabel(a('transfersAdmin.status')).selectOption('on_request')
    await page.getByRole('button', { name: a('grid.apply') }).click()
    await page.waitForURL(/status=on_request/)
    const row = page.getByRole('row').filter({ hasText: reference })
    await row.getByRole('link', { name: a('grid.edit') }).click()
    await page.waitForURL(/\/admin\/transfers\/\d+/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(reference)

    const confirm = async () => {
      // The button asks first: it opens what will happen, and only "Yes" posts.
      await page.getByText(a('transfersAdmin.actions.on_request.confirmed'), { exact: true }).click()
      await expect.poll(() => page.getByText(a('transfersAdmin.questions.on_request.confirmed', { language: a('transfersAdmin.languages.ca') })).isVisible()).toBe(true)
      await page.getByRole('button', { name: a('transfersAdmin.confirmAction') }).first().click()
      await page.waitForURL(/saved=confirmed/)
    }
    await confirm()
    expect(await page.getByText(a('transfersAdmin.saved.confirmed', { minutes: 5 })).isVisible()).toBe(true)
    expect(await page.locator('[data-status="confirmed"]').count()).toBeGreaterThan(0)

    // Undone before its e-mail went out: back on request, the e-mail withdrawn.
    await page.getByRole('button', { name: a('transfersAdmin.undo') }).click()
    await page.waitForURL(/saved=undone/)
    expect(await page.locator('[data-status="on_request"]').count()).toBeGreaterThan(0)
    expect(await t.site.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: 'nuria@example.cat' }).pluck('status')).toEqual(['withdrawn'])

    await confirm()
    // The undo window passes.
    await t.site.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: 'nuria@example.cat', status: 'pending' }).update({ next_attempt_at: new Date() })
    await t.site.mailWorker.kick()
    const subject = tr('ca', 'airport-transfers', 'mail.customer.confirmed.subject', { reference })
    await expect.poll(() => t.site.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1)
    const mail = t.site.smtp!.messages.find((m) => m.subject === subject)!
    expect(mail.text).toContain(tr('ca', 'airport-transfers', 'mail.customer.confirmed.text'))
    await context.close()
  })

  it('a day of bookings fits a 1280 px screen with every row\'s Edit in sight, in pick-up order, and reads as cards on a phone', async () => {
    const day = islandDay(45)
    const send = (time: string, name: string, over: Record<string, unknown> = {}) =>
      request(t.site.app).post('/api/transfers/requests?lng=de').set('X-Forwarded-For', `198.51.100.${Number(time.slice(0, 2)) + 1}`).send({
        tripType: 'one-way', from: 'airport', to: 'ciutadella', toAddress: 'Hotel Port Ciutadella Gran Vista Suites & Spa', date: day, time, flightNumber: 'VY 3904',
        adults: 4, children: 1, infants: 0, suitcases: 4, vehicle: 'minivan', name, email: `${time.replace(':', '')}@fit.example`, phone: `+49 170 ${time.replace(':', '')}567`, terms: true, ...over,
      })
    // Booked in another order than they run; one is a return (two pick-ups to show).
    for (const [time, name, over] of [['18:55', 'Maximilian Friedrich-Wilhelmsen', {}], ['07:10', 'Anna-Katharina Schmidt-Oberländer', { tripType: 'return', returnDate: islandDay(52), returnTime: '18:00', returnFlightNumber: 'BA 2713' }], ['12:30', 'Núria Camps i Pons', {}]] as const) {
      const res = await send(time, name, over)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    const user = await createStaff('dispatcher')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/auth/login`)
    await page.getByLabel(tr('es', 'admin', 'login.email')).fill(user.email)
    await page.getByLabel(tr('es', 'admin', 'login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: tr('es', 'admin', 'login.submit') }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'))

    const fits = () => page.locator('table').evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement!.clientWidth, page: document.documentElement.scrollWidth, window: window.innerWidth }))
    for (const lng of ['es', 'de']) {
      await page.goto(`${t.site.url}/admin/transfers?from=${day}&to=${day}&q=fit.example&lng=${lng}`)
      const size = await fits()
      expect(size.table, lng).toBeLessThanOrEqual(size.box)
      expect(size.page, lng).toBeLessThanOrEqual(size.window)
      const edits = page.getByRole('link', { name: tr(lng, 'admin', 'grid.edit'), exact: true })
      expect(await edits.count()).toBe(3)
      for (const box of await Promise.all((await edits.all()).map((link) => link.boundingBox()))) expect(box!.x + box!.width, lng).toBeLessThanOrEqual(1280)
      // The day in the order the drivers run it.
      const names = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''))
      expect(names.map((text) => ['Anna-Katharina', 'Núria', 'Maximilian'].findIndex((name) => text.includes(name)))).toEqual([0, 1, 2])
    }

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${t.site.url}/admin/transfers?from=${day}&to=${day}&q=fit.example&lng=es`)
    const phone = await fits()
    expect(phone.page).toBeLessThanOrEqual(390)
    const edit = page.getByRole('link', { name: tr('es', 'admin', 'grid.edit'), exact: true }).first()
    await edit.scrollIntoViewIfNeeded()
    const box = (await edit.boundingBox())!
    expect(box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await context.close()
  })
})
