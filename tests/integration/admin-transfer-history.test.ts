import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime, formatPrice } from '../../src/i18n/format'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'
import { editForm } from '../helpers/booking-edit-form'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// What staff read on /admin/transfers/{id}: the history with every value in their language (no
// codes, ids, ISO dates or bare amounts) and the status dialogs' fields.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200, travelBufferMinutes: 30 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)

let n = 0
/** A car booked in German, paid to the driver (the public form, each from an address of its own). */
async function bookInGerman(date: string) {
  n += 1
  const res = await request(t.app).post('/api/transfers/requests?lng=de').set('X-Forwarded-For', `203.0.113.${70 + n}`).send({
    tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date, time: '14:30', flightNumber: 'VY 3904',
    adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car', name: 'Greta Gruber', email: `greta.history.${n}@example.de`, phone: `+49 170 ${3999000 + n}`, notes: '', terms: true, payment: 'driver',
  })
  expect(res.status, res.text).toBe(201)
  return t.knex('transfer_bookings').where({ reference: res.body.reference }).first()
}

/** The vehicle class's name as customers read it in `lng`. */
async function className(code: string, lng: string): Promise<string> {
  const row = await t.knex('transfer_vehicles').where({ code }).first()
  return (row.translations?.name?.[lng] as string | undefined) || (row.name as string)
}

describe('a transfer booking\'s history', () => {
  it('says every value in the staff member\'s language: payment method, vehicle class, language, driver by name, pick-up date and time, price with its currency', async () => {
    const date = islandDay(50)
    const booking = await bookInGerman(date)
    expect(booking).toMatchObject({ status: 'confirmed', paymentMethod: 'driver', vehicleCode: 'car', language: 'de' })
    const [driver] = await t.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611428730', languages: JSON.stringify(['es', 'de']) }).returning('id')
    await t.knex('transfer_legs').where({ booking_id: booking.id }).update({ driver_id: driver.id })

    // Staff move the pick-up (the driver is taken off), change the class and the customer's language.
    const { agent } = await loginAs(t.app, 'dispatcher')
    const saved = await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send(await editForm(agent, booking.id, { time: '15:00', vehicle: 'minivan', language: 'en', notify: '' }))
    expect(saved.status).toBe(303)
    const after = await t.knex('transfer_bookings').where({ id: booking.id }).first()
    expect(after.priceCents).not.toBe(booking.priceCents)
    const [edit] = await t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: booking.id, action: 'edited' })
    expect(edit.changes['outbound.driver']).toEqual([driver.id, null])

    for (const lng of ['es', 'de'] as const) {
      const page = (await agent.get(`/admin/transfers/${booking.id}?lng=${lng}`)).text
      const outbound = ad(lng, 'bookingEdit.legs.outbound')
      const pickup = (time: string) => formatDateTime(islandTimeToInstant(date, time)!, lng)
      for (const line of [
        `${ad(lng, 'transfersAdmin.fields.paymentMethod')}: — → ${ad(lng, 'paymentMethod.driver')}`,
        `${ad(lng, 'bookingEdit.changeFields.vehicleCode')}: ${await className('car', lng)} → ${await className('minivan', lng)}`,
        `${ad(lng, 'bookingEdit.changeFields.language')}: ${ad(lng, 'transfersAdmin.languages.de')} → ${ad(lng, 'transfersAdmin.languages.en')}`,
        `${outbound} · ${ad(lng, 'bookingEdit.changeFields.driver')}: Toni Pons → —`,
        `${outbound} · ${ad(lng, 'bookingEdit.changeFields.pickup')}: ${pickup('14:30')} → ${pickup('15:00')}`,
        `${ad(lng, 'bookingEdit.changeFields.priceCents')}: ${formatPrice(booking.priceCents, booking.currency, lng)} → ${formatPrice(after.priceCents, after.currency, lng)}`,
      ]) {
        expect(page, lng).toContain(html(line))
      }
      expect(page).not.toMatch(/→ (driver|minivan|en)</)
      expect(page).not.toContain(`${date} 14:30`)
    }

    // A driver deleted since: no stale id, a dash.
    await t.knex('drivers').where({ id: driver.id }).delete()
    const later = (await agent.get(`/admin/transfers/${booking.id}?lng=en`)).text
    expect(later).toContain(html(`${ad('en', 'bookingEdit.legs.outbound')} · ${ad('en', 'bookingEdit.changeFields.driver')}: — → —`))
    expect(later).not.toContain(`${ad('en', 'bookingEdit.changeFields.driver')}: ${driver.id} →`)
  })
})

describe('the status dialogs', () => {
  it('mark the optional message to the customer "optional" once, in every staff language', async () => {
    const booking = await bookInGerman(islandDay(51))
    const { agent } = await loginAs(t.app, 'admin')
    for (const lng of ['es', 'en', 'de', 'ca']) {
      const page = (await agent.get(`/admin/transfers/${booking.id}?lng=${lng}`)).text
      const label = /<label[^>]*for="status-cancelled-note"[^>]*>([\s\S]*?)<\/label>/.exec(page)?.[1]
      expect(label, lng).toBeDefined()
      const text = label!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')
      const optional = tr(lng, 'common', 'forms.optional')
      expect(text, lng).toBe(html(`${ad(lng, 'transfersAdmin.noteToCustomer')} (${optional})`))
      // Said once: the field marks itself optional, the label does not say it again.
      expect(text.toLowerCase().split(optional.toLowerCase()), lng).toHaveLength(2)
    }
  })
})
