import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'
import { localParts } from '../../src/transfers/local-time'

const t = useSiteInBrowser({ smtp: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

describe('transfers in the staff area, in a real browser', () => {
  it('finds a request, confirms it, and the customer e-mail arrives at the SMTP server in their language', async () => {
    const booked = await request(t.site.app)
      .post('/api/transfers/requests?lng=ca')
      .send({
        tripType: 'one-way', from: 'airport', to: 'ciutadella', date: localParts(new Date(Date.now() + 12 * 86_400_000)).date, time: '11:00', flightNumber: 'VY 3904',
        adults: 2, children: 0, infants: 0, suitcases: 2, sportsEquipment: 0, childSeats: 0, vehicle: 'car',
        name: 'Núria Camps', email: 'nuria@example.cat', phone: '+34 600 123 456', terms: true,
      })
    expect(booked.status).toBe(201)
    const reference = booked.body.reference as string

    const user = await createStaff('editor')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/admin/transfers?lng=en`)
    await page.getByLabel(a('login.email')).fill(user.email)
    await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: a('login.submit') }).click()
    await page.waitForURL(/\/admin\/transfers/)

    await page.getByLabel(a('grid.searchLabel')).fill(reference)
    await page.getByLabel(a('transfersAdmin.status')).selectOption('new')
    await page.getByRole('button', { name: a('grid.apply') }).click()
    await page.waitForURL(/status=new/)
    const row = page.getByRole('row').filter({ hasText: reference })
    await row.getByRole('link', { name: a('grid.edit') }).click()
    await page.waitForURL(/\/admin\/transfers\/\d+/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(reference)

    await page.getByRole('button', { name: a('transfersAdmin.actions.confirmed') }).click()
    await page.waitForURL(/saved=confirmed/)
    expect(await page.getByText(a('transfersAdmin.statusSaved', { status: a('transferStatus.confirmed') })).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: a('transfersAdmin.actions.confirmed') }).count()).toBe(0)

    await t.site.mailWorker.kick()
    const subject = tr('ca', 'airport-transfers', 'mail.statusChange.confirmed.subject', { reference })
    await expect.poll(() => t.site.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1)
    const mail = t.site.smtp!.messages.find((m) => m.subject === subject)!
    expect(mail.text).toContain(tr('ca', 'airport-transfers', 'mail.statusChange.confirmed.text'))
    await context.close()
  })
})
