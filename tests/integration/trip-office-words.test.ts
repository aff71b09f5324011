import { beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { html } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import type { TestApp } from '../helpers/test-app'
import { ad, useTripOffice } from '../helpers/trip-office'

// What the trip office reads on a booking's and a departure's page: the history's values in the
// reader's language (payment methods, money with its currency, guide languages by name) and the
// money to collect on the day, which a closed departure no longer asks for.

const office = useTripOffice()
let t: TestApp
beforeAll(() => {
  ;({ t } = office)
})
const { departure, booking } = office

describe('a trip booking\'s history', () => {
  it('says the payment method and the money in the reader\'s words, with the currency', async () => {
    const dep = await departure()
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const made = await agent.post('/admin/trip-bookings/new').type('form').send({ _csrf: csrf, departureId: String(dep.id), 'count.adult': '2', guideLanguage: 'en', name: 'Words Matter', phone: '+34 622 111 333', email: 'words.matter@example.com', language: 'en', payment: 'on_the_day' })
    expect(made.status).toBe(303)
    const id = Number(/\/admin\/trip-bookings\/(\d+)/.exec(made.headers.location ?? '')?.[1])
    const row = await t.knex('trip_bookings').where({ id }).first()
    expect(row).toMatchObject({ paymentMethod: 'on_the_day' })

    for (const lng of ['es', 'de'] as const) {
      const page = (await agent.get(`/admin/trip-bookings/${id}?lng=${lng}`)).text
      expect(page).toContain(html(`${ad(lng, 'tripBookings.fields.paymentMethod')}: — → ${ad(lng, 'tripBookings.paymentMethods.on_the_day')}`))
      expect(page).toContain(html(`${ad(lng, 'tripBookings.fields.totalCents')}: — → ${formatPrice(row.totalCents, row.currency, lng)}`))
      expect(page).not.toContain('on_the_day<')
    }
  })
})

describe('a departure\'s page', () => {
  it('names the guide languages in its history, not as codes', async () => {
    const dep = await departure()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.post(`/admin/departures/${dep.id}/edit`).type('form').send({ _csrf: csrf, capacity: '14', guide_de: 'on', guide_fr: 'on' })).status).toBe(303)
    const page = (await agent.get(`/admin/departures/${dep.id}?lng=es`)).text
    expect(page).toContain(html(ad('es', 'tripBookings.historyActions.edited')))
    const names = (codes: string[]) => codes.map((c) => ad('es', `dispatchAdmin.languageNames.${c}`)).join(', ')
    expect(page).toContain(html(`${ad('es', 'tripBookings.fields.guideLanguages')}: ${names(['es', 'en'])} → ${names(['de', 'fr'])}`))
    expect(page).not.toContain('guideLanguages: ')
  })

  it('asks for the money due on the day while the departure runs, and for none once it is closed', async () => {
    const dep = await departure()
    await booking(dep, { name: 'Pays On The Day', paymentMethod: 'on_the_day', adults: 2, children: 1 })
    await booking(dep, { name: 'Paid Online', adults: 2 })
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const dueRow = (page: string) => new RegExp(`<dt[^>]*>${html(ad('es', 'manifest.dueTotal'))}</dt><dd[^>]*>([^<]*)</dd>`).exec(page)?.[1]

    expect(dueRow((await agent.get(`/admin/departures/${dep.id}?lng=es`)).text)).toBe(formatPrice(12500, 'EUR', 'es'))
    const closed = await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'Tramontana', confirm: 'on' })
    expect(closed.status).toBe(303)
    const page = (await agent.get(`/admin/departures/${dep.id}?lng=es`)).text
    expect(page).toContain(html(ad('es', 'departureClosure.isClosed', { reason: 'Tramontana' })))
    expect(dueRow(page)).toBe(formatPrice(0, 'EUR', 'es'))
  })
})
