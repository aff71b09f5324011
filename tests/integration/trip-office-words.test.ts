import { beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
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

describe('closing a departure for a reason from the list', () => {
  it('tells each customer the reason in their own language, and staff in theirs', async () => {
    const dep = await departure()
    const german = await booking(dep, { name: 'Greta Wind', email: 'greta.wind@example.de', language: 'de' })
    const catalan = await booking(dep, { name: 'Jordi Vent', email: 'jordi.vent@example.cat', language: 'ca' })
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const form = (await agent.get(`/admin/departures/${dep.id}?lng=en`)).text
    expect(form).toContain(html(tr('en', 'trips', 'closure.causes.weather')))
    const closed = await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'close', cause: 'weather', reason: '', confirm: 'on' })
    expect(closed.status).toBe(303)
    const mails = await t.knex('mail_outbox').where({ kind: 'trip-closure' }).whereIn('to_address', [german.customerEmail, catalan.customerEmail])
    const textOf = (lng: string) => mails.find((m) => m.language === lng).text as string
    expect(textOf('de')).toContain(tr('de', 'trips', 'closure.reason', { reason: tr('de', 'trips', 'closure.causes.weather') }))
    expect(textOf('ca')).toContain(tr('ca', 'trips', 'closure.reason', { reason: tr('ca', 'trips', 'closure.causes.weather') }))
    expect((await agent.get(`/admin/departures/${dep.id}?lng=es`)).text).toContain(html(ad('es', 'departureClosure.isClosed', { reason: tr('es', 'trips', 'closure.causes.weather') })))
  })

  it('needs the office\'s own words for another reason', async () => {
    const dep = await departure()
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const res = await agent.post(`/admin/departures/${dep.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'close', cause: 'other', reason: '', confirm: 'on' })
    expect(res.status).toBe(400)
    expect(res.text).toContain('id="f-reason-error"')
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')
  })
})

describe('a refused move of a trip booking', () => {
  it('speaks to staff about the party, not to the customer about "your group"', async () => {
    const dep = await departure()
    const full = await departure()
    const { id } = await booking(dep, { adults: 3 })
    await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: full.capacity - 1 })
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const res = await agent.post(`/admin/trip-bookings/${id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'move', departureId: String(full.id) })
    expect(res.status).toBe(409)
    expect(res.text).toContain(html(ad('en', 'tripBookings.moveRefused.full', { seatsLeft: 1 })))
    expect(res.text).not.toContain(html(tr('en', 'trips', 'changeDate.refused.full', { seatsLeft: 1 })))
  })
})
