import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { islandDay } from '../helpers/bookings'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

let ip = 0
const from = () => `203.0.113.${(ip++ % 250) + 1}`
const at = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'airport-transfers', key, vars)
const common = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'common', key, vars)

/** A return trip from the airport with the outbound flight, the return date and time and the name left out. */
const incomplete = () => ({
  tripType: 'return', from: 'airport', to: 'fornells', date: islandDay(10), time: '14:30', flightNumber: '', returnDate: '', returnTime: '',
  adults: '2', children: '0', infants: '0', suitcases: '2', vehicle: 'car', name: '', email: 'anna@example.de', phone: '+49 170 1234567', terms: 'on',
  idempotencyKey: `summary-${Date.now()}-${ip}`, started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '',
})

/** The summary box (it holds no other box). */
function summaryOf(page: string): string {
  const start = page.indexOf('data-error-summary')
  expect(start, 'an error summary').toBeGreaterThan(-1)
  return page.slice(page.lastIndexOf('<div', start), page.indexOf('</div>', start) + 6)
}

describe.each(LANGUAGES)('the request form in %s', (lng) => {
  it('says when a field that looks optional is required', async () => {
    const res = await request(t.app).get(`/airport-transfers/request?lng=${lng}`)
    expect(res.status).toBe(200)
    const label = (id: string) => res.text.match(new RegExp(`<label for="${id}"[^>]*>(.*?)</label>`))?.[1]?.replace(/<[^>]+>/g, '')
    expect(label('f-flightNumber')).toBe(html(`${at(lng, 'form.flightNumber')} (${at(lng, 'form.requiredWhen.terminal')})`))
    expect(label('f-returnDate')).toBe(html(`${at(lng, 'form.returnDate')} (${at(lng, 'form.requiredWhen.return')})`))
    expect(label('f-returnTime')).toBe(html(`${at(lng, 'form.returnTime')} (${at(lng, 'form.requiredWhen.return')})`))
    expect(label('f-returnFlightNumber')).toBe(html(`${at(lng, 'form.returnFlightNumber')} (${at(lng, 'form.requiredWhen.returnTerminal')})`))
    // The return block is titled for what it is, for a browser that shows it for a one-way trip too.
    expect(res.text).toContain(`${html(at(lng, 'form.return.legend'))}</legend>`)
    // No summary before anything was sent.
    expect(res.text).not.toContain('data-error-summary')
  })

  it('after a refused request, opens on a focused summary that links to each field in the order of the form', async () => {
    const res = await request(t.app).post(`/airport-transfers/request?lng=${lng}`).set('X-Forwarded-For', from()).type('form').send(incomplete())
    expect(res.status).toBe(400)
    const summary = summaryOf(res.text)
    expect(summary).toMatch(/^<div role="alert" tabindex="-1" autofocus="" aria-labelledby="error-summary-title"/)
    expect(summary).toContain(`<h2 id="error-summary-title" class="text-base font-bold">${html(common(lng, 'forms.errorSummary.title_other', { count: 4 }))}</h2>`)
    const links = [...summary.matchAll(/<a href="#([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]])
    expect(links).toEqual([
      ['f-flightNumber', html(`${at(lng, 'form.flightNumber')}: ${at(lng, 'errors.flightRequired')}`)],
      ['f-returnDate', html(`${at(lng, 'form.returnDate')}: ${common(lng, 'forms.errors.required')}`)],
      ['f-returnTime', html(`${at(lng, 'form.returnTime')}: ${common(lng, 'forms.errors.required')}`)],
      ['f-name', html(`${at(lng, 'form.name')}: ${common(lng, 'forms.errors.required')}`)],
    ])
    // Each link lands on a field that is on the page.
    for (const [id] of links) expect(res.text).toContain(`id="${id}"`)
    // The summary is the one form-level message: the generic one is not repeated elsewhere.
    expect(res.text.split(html(common(lng, 'forms.fixErrors'))).length - 1).toBe(0)
  })
})

describe('the summary on /menorca-taxis', () => {
  it('is the same, and a message that is not about one field (sent too fast) stands alone', async () => {
    const tooFast = formStartToken(t.env.SESSION_SECRET, Date.now())
    const res = await request(t.app).post('/menorca-taxis?lng=de').set('X-Forwarded-For', from()).type('form').send({ ...incomplete(), tripType: 'one-way', flightNumber: 'VY3904', name: 'Anna', started: tooFast })
    expect(res.status).toBe(400)
    const summary = summaryOf(res.text)
    expect(summary).toContain(html(tr('de', 'common', 'forms.sendAgain')))
    expect(summary).not.toContain('<a href="#')
  })

  it('links a radio group to its first choice and a field without a control is listed as text', async () => {
    const res = await request(t.app).post('/menorca-taxis?lng=en').set('X-Forwarded-For', from()).type('form').send({ ...incomplete(), tripType: 'ferry', vehicle: 'rocket', idempotencyKey: '!' })
    const summary = summaryOf(res.text)
    expect(summary).toContain('<a href="#f-tripType-one-way"')
    expect(summary).toContain('<a href="#f-vehicle-car"')
    expect(res.text).toContain('id="f-tripType-one-way"')
    expect(res.text).toContain('id="f-vehicle-car"')
    expect(summary).toMatch(/<li>[^<]+<\/li>/)
  })
})
