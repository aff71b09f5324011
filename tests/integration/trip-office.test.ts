import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'
import { localParts } from '../../src/lib/island-time'
import { loginAs } from '../helpers/staff'
import { ad, pdfOf, referencesIn, useTripOffice } from '../helpers/trip-office'

// The back office of trip bookings (docs/decisions/042): the list with its search, filters and CSV,
// a departure's manifest on screen and printed, a day's manifests, and who may see them.
// Closing a departure and changing bookings: trip-office-changes.test.ts.

const office = useTripOffice()
let t: TestApp
let tripId: number
let tripName: string
beforeAll(() => {
  ;({ t, tripId, tripName } = office)
})
const { departure, booking } = office

describe('the trip bookings list', () => {
  it('searches by reference, name, e-mail and phone, and filters by trip, status, payment, source and departure day', async () => {
    const early = await departure({ date: islandDay(250) })
    const late = await departure({ date: islandDay(260) })
    const anna = await booking(early, { name: 'Anna Søndergaard', email: 'anna.sondergaard@example.dk', phone: '+45 20 12 34 56' })
    const phone = await booking(late, { name: 'Pere Vidal', source: 'phone', paymentMethod: 'on_the_day', language: 'ca' })
    const pending = await booking(late, { name: 'Paula Pending', status: 'pending_payment', paid: false })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const list = async (query: string) => {
      const res = await agent.get(`/admin/trip-bookings?pageSize=100&${query}`)
      expect(res.status).toBe(200)
      return referencesIn(res.text)
    }
    expect(await list(`q=${anna.reference}`)).toEqual([anna.reference])
    expect(await list('q=S%C3%B8ndergaard')).toEqual([anna.reference])
    expect(await list('q=anna.sondergaard%40example')).toEqual([anna.reference])
    // A phone typed with other spaces finds it by its digits.
    expect(await list(`q=${encodeURIComponent('+4520123456')}`)).toEqual([anna.reference])
    expect(await list(`source=phone&q=Pere`)).toEqual([phone.reference])
    expect(await list(`source=web&q=Pere`)).toEqual([])
    expect(await list(`status=pending_payment&q=Paula`)).toEqual([pending.reference])
    expect(await list(`payment=paid&q=Paula`)).toEqual([])
    expect(await list(`trip=${tripId}&from=${islandDay(255)}&to=${islandDay(265)}`)).toEqual(expect.arrayContaining([phone.reference, pending.reference]))
    expect(await list(`trip=${tripId}&from=${islandDay(255)}&to=${islandDay(265)}`)).not.toContain(anna.reference)
    expect(await list(`from=${islandDay(249)}&to=${islandDay(251)}`)).toEqual([anna.reference])
    // Pagination: one per page.
    const first = await agent.get(`/admin/trip-bookings?pageSize=10&from=${islandDay(249)}&to=${islandDay(261)}&sort=reference`)
    expect(referencesIn(first.text).slice(0, 3)).toEqual([anna.reference, phone.reference, pending.reference])
  })

  it('exports the filtered list as CSV, one row per booking with participants per category', async () => {
    const dep = await departure({ date: islandDay(270) })
    const family = await booking(dep, { name: 'Familia, "Puig"', adults: 2, children: 3, notes: '=cmd' })
    const couple = await booking(dep, { name: 'Couple Brown', adults: 2 })
    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get(`/admin/trip-bookings/export.csv?from=${islandDay(270)}&to=${islandDay(270)}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trip-bookings-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('reference,status,trip,date,time,customer_name,customer_email,customer_phone,customer_country,language,guide_language,source,seats,payment_method,payment_status,currency,total,online_due,paid,refunded,notes,created_at,participants_adult,participants_child')
    expect(lines).toHaveLength(3)
    const familyLine = lines.find((l) => l.startsWith(family.reference))!
    expect(familyLine).toContain(`,${dep.localDate},${dep.localTime},"Familia, ""Puig""",`)
    expect(familyLine).toContain(',5,online,paid,EUR,175.00,175.00,175.00,0.00,')
    // Formula injection is defused by the CSV kit.
    expect(familyLine).toContain(",'=cmd,")
    expect(familyLine.endsWith(',2,3')).toBe(true)
    // Made when, in island time like the departure beside it (not UTC).
    const { createdAt } = await t.knex('trip_bookings').where({ reference: family.reference }).first()
    const made = localParts(new Date(createdAt))
    expect(familyLine).toContain(`,${made.date} ${made.time},2,3`)
    expect(lines.find((l) => l.startsWith(couple.reference))!.endsWith(',2,0')).toBe(true)
    // The search narrows it like the list.
    const one = await agent.get(`/admin/trip-bookings/export.csv?q=${couple.reference}`)
    expect(one.text.trim().split('\r\n')).toHaveLength(2)
  })
})

describe('a departure\'s manifest', () => {
  it('shows participants by category with totals, each booking\'s phone, notes and what is due, and prints it in the reader\'s language', async () => {
    const dep = await departure()
    await booking(dep, { name: 'Marta Coll', adults: 2, children: 1, phone: '+34 611 222 333', notes: 'Vegetarian lunch', paymentMethod: 'on_the_day' })
    await booking(dep, { name: 'Tom Baker', adults: 3 })
    await booking(dep, { name: 'Gone Away', status: 'cancelled' })
    const { agent, user } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/departures/${dep.id}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Marta Coll')
    expect(page.text).toContain('href="tel:+34611222333"')
    expect(page.text).toContain('Vegetarian lunch')
    // Marta pays on the day: 2 adults and a child are due; Tom paid online.
    expect(page.text).toMatch(new RegExp(`${ad('en', 'manifest.payment.due', { amount: '' })}[^<]*125`))
    expect(page.text).toMatch(/Paid \([^)]*150/)
    expect(page.text).not.toContain('Gone Away')
    expect(page.text).toContain(`/admin/trip-bookings/new?departure=${dep.id}`)

    // Printed in the language the admin is read in (ADR 070), whatever the language of the reader's e-mails.
    await t.knex('users').where({ id: user.id }).update({ language: 'en' })
    await agent.get(`/admin/departures/${dep.id}?lng=de`)
    const { res, text } = await pdfOf(agent, `/admin/departures/${dep.id}/manifest.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(text).toContain(ad('de', 'manifest.title'))
    expect(text).toContain(ad('de', 'manifest.columns.participants'))
    // 5 adults and a child over the two live bookings: 6 participants, 8 of 12 seats (the cancelled one still counts in seats_taken here).
    // The categories in the reader's language, whatever words the bookings were made with.
    const german = async (code: string) => {
      const row = await t.knex('trip_price_categories').where({ trip_id: tripId, code }).first()
      return (row.translations?.label?.de as string | undefined) || (row.label as string)
    }
    expect(text).toContain(`5 × ${await german('adult')} · 1 × ${await german('child')} · ${ad('de', 'manifest.participants_other', { count: 6 })}`)
    expect(text).toContain('Marta Coll')
    expect(text).toContain('Tom Baker')
    expect(text).toContain('Vegetarian lunch')
    expect(text).toContain(ad('de', 'manifest.payment.due', { amount: '' }).trim())
    expect(text).not.toContain('Gone Away')
    expect((await agent.get('/admin/departures/99999999/manifest.pdf')).status).toBe(404)
  })

  it('prints a day\'s manifests in one PDF, each departure with its bookings; a bad date is a 400', async () => {
    const day = islandDay(280)
    const morning = await departure({ date: day, time: '09:00' })
    const evening = await departure({ date: day, time: '19:00' })
    await booking(morning, { name: 'Early Bird' })
    await booking(evening, { name: 'Sunset Lover' })
    const { agent } = await loginAs(t.app, 'admin')
    const { res, text } = await pdfOf(agent, `/admin/departures/manifests.pdf?date=${day}&lng=en`)
    expect(res.status).toBe(200)
    expect(text).toContain(ad('en', 'manifest.dayTitle'))
    expect(text).toContain(ad('en', 'manifest.departures_other', { count: 2 }))
    // Each departure's heading (its time and trip), then its bookings, by start.
    let from = 0
    for (const expected of ['09:00', tripName.split(' ')[0]!, 'Early Bird', '19:00', 'Sunset Lover']) {
      const at = text.indexOf(expected, from)
      expect([expected, at >= 0]).toEqual([expected, true])
      from = at + expected.length
    }
    // Tomorrow's by default.
    expect((await pdfOf(agent, '/admin/departures/manifests.pdf')).res.status).toBe(200)
    const bad = await agent.get('/admin/departures/manifests.pdf?date=2026-02-30').set('Accept', 'application/json')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.date).toBe(ad('en', 'manifest.invalidDate'))
  })
})

describe('who may', () => {
  it('refuses editors and drivers every trip office page, file and action', async () => {
    const dep = await departure()
    const b = await booking(dep)
    for (const role of ['editor', 'driver'] as const) {
      const { agent, csrf } = await loginAs(t.app, role)
      for (const path of ['/admin/trip-bookings', `/admin/trip-bookings/${b.id}`, '/admin/trip-bookings/new', '/admin/trip-bookings/export.csv', `/admin/departures/${dep.id}`, `/admin/departures/${dep.id}/manifest.pdf`, '/admin/departures/manifests.pdf']) {
        expect((await agent.get(path)).status, `${role} ${path}`).toBe(403)
      }
      expect((await agent.post(`/admin/departures/${dep.id}`).type('form').send({ _csrf: csrf, intent: 'close', reason: 'x', confirm: 'on' })).status).toBe(403)
      expect((await agent.post('/admin/trip-bookings/new').type('form').send({ _csrf: csrf, departureId: String(dep.id) })).status).toBe(403)
      expect((await agent.post(`/admin/trip-bookings/${b.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(403)
    }
    expect((await t.knex('trip_departures').where({ id: dep.id }).first()).status).toBe('open')
    // Not logged in: the login page.
    expect((await request(t.app).get('/admin/trip-bookings')).status).toBe(303)
  })
})
