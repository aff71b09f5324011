import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { addDays, localParts } from '../../src/lib/island-time'
import { bookTransfer } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { useTripManage } from '../helpers/trip-manage'

// The day's takings (/admin/takings, docs/decisions/076): every payment and refund the bookings'
// history recorded on an island day, by method, by who took the money by hand, and one by one.

const office = useTripManage()
const euros = (cents: number) => formatPrice(cents, 'EUR', 'en')
const ad = (key: string, vars: Record<string, string | number> = {}) => html(tr('en', 'admin', `takings.${key}`, vars))
const today = () => localParts(new Date()).date

/** The cells of a table row marked `attribute="value"`, as text. */
function rowCells(page: string, attribute: string, value: string): string[] {
  const row = new RegExp(`<tr[^>]*${attribute}="${value}"[^>]*>([\\s\\S]*?)</tr>`).exec(page)?.[1]
  if (!row) return []
  return [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim())
}

describe('the day’s takings', () => {
  it('adds up the day’s card payments and the money taken and given back by hand, per method and per person, with every movement', async () => {
    const { t, sunset, bookAndPay } = office
    const trip = await bookAndPay(sunset.tripId, sunset.departures[0]!.id, 'en')
    const transfer = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')
    const money = (direction: string, amount: string, method: string) => agent.post(`/admin/transfers/${transfer.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction, amount, method })
    expect((await money('received', '30', 'cash')).status).toBe(303)
    expect((await money('received', '10', 'card_terminal')).status).toBe(303)
    expect((await money('returned', '5', 'cash')).status).toBe(303)
    // Yesterday's payment is yesterday's: not in today's takings.
    const old = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    expect((await agent.post(`/admin/transfers/${old.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: '50', method: 'cash' })).status).toBe(303)
    await t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: old.id, action: 'paid-by-hand' }).update({ created_at: new Date(Date.now() - 86_400_000) })

    const page = await agent.get(`/admin/takings?date=${today()}&lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(ad('title'))
    expect(rowCells(page.text, 'data-method', 'online')).toEqual([tr('en', 'admin', 'takings.methods.online'), euros(trip.paidCents), euros(0), euros(trip.paidCents)])
    expect(rowCells(page.text, 'data-method', 'cash')).toEqual([tr('en', 'admin', 'takings.methods.cash'), euros(3000), euros(500), euros(2500)])
    expect(rowCells(page.text, 'data-method', 'card_terminal')).toEqual([tr('en', 'admin', 'takings.methods.card_terminal'), euros(1000), euros(0), euros(1000)])
    // Who holds it: the dispatcher who took it, net of what they gave back; Stripe's money is no one's to hand in.
    expect(rowCells(page.text, 'data-person', user.name)).toEqual([`${user.name} · ${tr('en', 'admin', 'takings.actors.staff')}`, euros(2500), euros(1000)])
    expect(page.text).not.toContain('data-person="Stripe"')
    // Every movement, linked to its booking; yesterday's is not there.
    expect(page.text.match(new RegExp(`data-taking="${transfer.reference}"`, 'g'))).toHaveLength(3)
    expect(page.text).toContain(`href="/admin/trip-bookings/${trip.id}"`)
    expect(page.text).toContain(html(`−${euros(500)}`))
    expect(page.text).not.toContain(`data-taking="${old.reference}"`)
    // The same movements as a spreadsheet: amounts positive with their direction, times on the island's clock.
    expect(page.text).toContain(`href="/admin/takings.csv?date=${today()}"`)
    const csv = await agent.get(`/admin/takings.csv?date=${today()}`)
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="takings-${today()}.csv"`)
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('date,time,kind,reference,customer_name,direction,method,amount,currency,recorded_by,recorded_by_type')
    expect(lines.filter((l) => l.includes(transfer.reference)).map((l) => l.split(',').slice(5, 9))).toEqual([
      ['received', 'cash', '30.00', 'EUR'],
      ['received', 'card_terminal', '10.00', 'EUR'],
      ['returned', 'cash', '5.00', 'EUR'],
    ])
    expect(lines.some((l) => l.includes(trip.reference) && l.includes(`received,online,${(trip.paidCents / 100).toFixed(2)},EUR,Stripe,payment`))).toBe(true)
    const yesterday = await agent.get(`/admin/takings?date=${addDays(today(), -1)}&lng=en`)
    expect(rowCells(yesterday.text, 'data-method', 'cash')).toEqual([tr('en', 'admin', 'takings.methods.cash'), euros(5000), euros(0), euros(5000)])
  })

  it('says so on a day without money, reads a wrong date as today, and is for admins and dispatchers only', async () => {
    const { t } = office
    const { agent } = await loginAs(t.app, 'admin')
    const empty = await agent.get(`/admin/takings?date=${addDays(today(), 400)}&lng=de`)
    expect(empty.status).toBe(200)
    expect(empty.text).toContain(html(tr('de', 'admin', 'takings.empty')))
    const wrong = await agent.get('/admin/takings?date=2026-02-30&lng=en')
    expect(wrong.status).toBe(200)
    expect(wrong.text).toContain(`value="${today()}"`)
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/takings')).status).toBe(403)
    expect((await editor.agent.get('/admin/takings.csv')).status).toBe(403)
    // Nothing that day: no spreadsheet to download.
    expect(empty.text).not.toContain('/admin/takings.csv')
    expect((await request(t.app).get('/admin/takings')).status).toBe(303)
  })

  it('is linked from the dispatch board of the same day', async () => {
    const { agent } = await loginAs(office.t.app, 'dispatcher')
    const board = await agent.get(`/admin/dispatch?date=${today()}&lng=es`)
    expect(board.text).toContain(`href="/admin/takings?date=${today()}"`)
    expect(board.text).toContain(html(tr('es', 'admin', 'dispatchAdmin.board.takings')))
  })
})
