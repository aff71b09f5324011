import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime, formatIslandDates, formatShortPickup } from '../../src/i18n/format'
import { formatPhone } from '../../src/i18n/phone-format'
import { siteSettings } from '../../src/seed/content/settings'
import { addDays, islandTimeToInstant, localParts } from '../../src/lib/island-time'
import { bookingPath, confirmationPath } from '../../src/transfers/booking-token'
import { replyDeadline } from '../../src/transfers/reply-deadline'
import * as officeHoursMigration from '../../migrations/20261202090000_office_hours'
import { islandDay, transferRequest } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// A transfer on request promises an answer within the office's hours, not the clock's: the hours
// are part of the booking rules, and the page, the e-mail and the form all say what they give.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const RULES = { instantMinNoticeHours: '168', slotMinutes: '60', jobsPerSlot: '4', travelBufferMinutes: '30', paymentMode: 'choice', depositPercent: '100', onRequestReplyHours: '4', officeOpensAt: '09:00', officeClosesAt: '20:00', checkoutHoldMinutes: '30', reminderHoursBefore: '24' }

async function saveRules(over: Record<string, string> = {}) {
  const { agent, csrf } = await loginAs(t.app, 'admin')
  return agent.post('/admin/transfers/settings?lng=en').type('form').send({ _csrf: csrf, intent: 'rules', ...RULES, ...over })
}

const island = (date: string, time: string) => islandTimeToInstant(date, time)!

describe('the office hours in the booking rules', () => {
  it('are saved and shown on the rules screen', async () => {
    expect((await saveRules({ officeOpensAt: '08:30', officeClosesAt: '21:00' })).status).toBe(303)
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get('/admin/transfers/settings?lng=en')
    expect(page.text).toMatch(/id="f-officeOpensAt"[^>]*value="08:30"|value="08:30"[^>]*id="f-officeOpensAt"/)
    expect(page.text).toMatch(/id="f-officeClosesAt"[^>]*value="21:00"|value="21:00"[^>]*id="f-officeClosesAt"/)
    expect(page.text).toContain(html(tr('en', 'admin', 'bookingRulesAdmin.fields.officeOpensAt')))
    expect((await saveRules()).status).toBe(303)
  })

  it.each([
    ['officeClosesAt', { officeOpensAt: '20:00', officeClosesAt: '09:00' }, 'errors.officeHours', {}],
    ['officeClosesAt', { officeOpensAt: '09:00', officeClosesAt: '09:00' }, 'errors.officeHours', {}],
    ['officeOpensAt', { officeOpensAt: '25:00' }, 'errors.time', {}],
    ['officeClosesAt', { officeClosesAt: '' }, 'errors.time', {}],
    ['jobsPerSlot', { jobsPerSlot: '0' }, 'errors.range', { min: 1, max: 200 }],
  ])('refuses %s for %j with its message, in the staff member’s language', async (field, over, key, vars) => {
    const res = await saveRules(over)
    expect(res.status).toBe(400)
    expect(res.text).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`))
    expect(res.text).toContain(html(tr('en', 'admin', `bookingRulesAdmin.${key}`, vars)))
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const german = await agent.post('/admin/transfers/settings?lng=de').type('form').send({ _csrf: csrf, intent: 'rules', ...RULES, ...over })
    expect(german.text).toContain(html(tr('de', 'admin', `bookingRulesAdmin.${key}`, vars)))
  })
})

describe('the migration', () => {
  const stored = async () => (await t.knex('settings').where({ key: 'transfers.booking' }).first()).value
  it('gives rules saved before the office hours 09:00–20:00, and leaves hours a site has alone', async () => {
    const before = { instantMinNoticeHours: 24, slotMinutes: 60, jobsPerSlot: 6, travelBufferMinutes: 30, paymentMode: 'driver', depositPercent: 100, onRequestReplyHours: 3, checkoutHoldMinutes: 30, reminderHoursBefore: 24 }
    await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify(before) }).onConflict('key').merge()
    await officeHoursMigration.up(t.knex)
    expect(await stored()).toEqual({ ...before, officeOpensAt: '09:00', officeClosesAt: '20:00' })
    await t.knex('settings').where({ key: 'transfers.booking' }).update({ value: JSON.stringify({ ...before, officeOpensAt: '08:00', officeClosesAt: '22:00' }) })
    await officeHoursMigration.up(t.knex)
    expect(await stored()).toMatchObject({ officeOpensAt: '08:00', officeClosesAt: '22:00' })
    await officeHoursMigration.down(t.knex)
    expect(await stored()).toEqual(before)
    // The rules screen saves them again for the tests below (and clears the rules' cache).
    expect((await saveRules()).status).toBe(303)
  })
})

describe('a request on request', () => {
  it('sent at 21:02 on the evening before summer time starts is promised an answer by 13:00 the next day, on its page and in its e-mail', async () => {
    expect((await saveRules()).status).toBe(303)
    // Five days ahead is closer than the 168 hours of instant confirmation: on request.
    const res = await request(t.app).post('/api/transfers/requests?lng=en').set('X-Forwarded-For', '203.0.113.61').send(transferRequest({ date: islandDay(5) }))
    expect(res.status).toBe(201)
    expect(res.body.status).toBe('on_request')
    const reference = res.body.reference as string
    const row = await t.knex('transfer_bookings').where({ reference }).first()

    // The e-mail sent now names the deadline counted in office hours from when it was sent.
    const received = await t.knex('mail_outbox').where({ kind: 'transfer-received' }).where('subject', 'like', `%${reference}%`).first()
    const promised = replyDeadline(new Date(row.createdAt), 4, { opensAt: '09:00', closesAt: '20:00' })
    expect(received.text).toContain(tr('en', 'airport-transfers', 'mail.customer.received.text', { answerBy: formatDateTime(promised, 'en') }))
    // The office's notice names the same promise, in its reader's language.
    const notice = await t.knex('mail_outbox').where({ kind: 'transfer-new-staff' }).where('subject', 'like', `%${reference}%`).first()
    expect(notice.text).toContain(tr(notice.language, 'airport-transfers', 'mail.staff.answerBy', { answerBy: formatDateTime(promised, notice.language) }))

    // As if it had come in on Saturday 28 March 2026 at 21:02: the office is closed until Sunday 09:00 (summer time by then).
    await t.knex('transfer_bookings').where({ reference }).update({ created_at: island('2026-03-28', '21:02') })
    const answerBy = formatDateTime(island('2026-03-29', '13:00'), 'en')
    const page = await request(t.app).get(`${confirmationPath(t.context.secrets, reference)}&lng=en`)
    expect(page.status).toBe(200)
    // That promise is long past by now: the page names it while it apologises (see "a request whose answer is late").
    expect(page.text).toContain(html(tr('en', 'airport-transfers', 'confirmation.texts.on_request_overdue', { answerBy, phone: formatPhone(siteSettings.phone), whatsapp: formatPhone(siteSettings.whatsapp) })))
    // Four hours of the clock would have been 01:02 on Sunday, when nobody answers.
    expect(page.text).not.toContain(html(formatDateTime(island('2026-03-29', '01:02'), 'en')))

    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.post(`/admin/transfers/${row.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(303)
    const resent = await t.knex('mail_outbox').where({ kind: 'transfer-received' }).where('subject', 'like', `%${reference}%`).orderBy('id', 'desc').first()
    expect(resent.id).not.toBe(received.id)
    expect(resent.text).toContain(tr('en', 'airport-transfers', 'mail.customer.received.text', { answerBy }))
  })

  it('for a pick-up sooner than the office can answer in writing, asks the customer to call, on its page and in its e-mail', async () => {
    expect((await saveRules()).status).toBe(303)
    const date = islandDay(5)
    const res = await request(t.app).post('/api/transfers/requests?lng=de').set('X-Forwarded-For', '203.0.113.62').send(transferRequest({ date, time: '14:30' }))
    expect(res.body.status).toBe('on_request')
    const reference = res.body.reference as string
    // As if it had come in at 12:00 that very day: four office hours end at 16:00, after the 14:30 pick-up.
    await t.knex('transfer_bookings').where({ reference }).update({ created_at: island(date, '12:00') })
    const vars = { answerBy: formatDateTime(island(date, '16:00'), 'de'), phone: formatPhone(siteSettings.phone), whatsapp: formatPhone(siteSettings.whatsapp) }
    const page = await request(t.app).get(`${confirmationPath(t.context.secrets, reference)}&lng=de`)
    expect(page.text).toContain(html(tr('de', 'airport-transfers', 'confirmation.texts.on_request_too_late', vars)))
    expect(page.text).not.toContain(html(tr('de', 'airport-transfers', 'confirmation.texts.on_request', vars)))
    // A phone at night: the numbers are buttons to tap, not only text.
    expect(page.text).toContain(`href="tel:${siteSettings.phone}"`)
    expect(page.text).toContain(html(tr('de', 'airport-transfers', 'contact.call')))
    expect(page.text).toContain('href="https://wa.me/34611428730')
    const row = await t.knex('transfer_bookings').where({ reference }).first('id')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.post(`/admin/transfers/${row.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(303)
    const resent = await t.knex('mail_outbox').where({ kind: 'transfer-received' }).where('subject', 'like', `%${reference}%`).orderBy('id', 'desc').first()
    expect(resent.text).toContain(tr('de', 'airport-transfers', 'mail.customer.received.textTooLate', vars))
    // The office sees it on the booking too.
    expect((await agent.get(`/admin/transfers/${row.id}?lng=es`)).text).toContain(html(tr('es', 'admin', 'transfersAdmin.warnings.answer-too-late')))
  })

  it('the request form says the answer comes within office hours, and which', async () => {
    const page = await request(t.app).get('/airport-transfers/request?lng=en')
    expect(page.text).toContain(html(tr('en', 'airport-transfers', 'form.payment.onRequest', { hours: 168, reply: 4, opens: '09:00', closes: '20:00' })))
  })
})

describe('the answers the office owes', () => {
  const promisedFor = (createdAt: Date) => replyDeadline(createdAt, 4, { opensAt: '09:00', closesAt: '20:00' })
  const requested = async (ip: string) => {
    const res = await request(t.app).post('/api/transfers/requests?lng=en').set('X-Forwarded-For', ip).send(transferRequest({ date: islandDay(5) }))
    expect(res.body.status).toBe('on_request')
    return (await t.knex('transfer_bookings').where({ reference: res.body.reference }).first()) as { id: number; reference: string; createdAt: Date }
  }

  it('are counted on the dashboard, listed in the order they are due with the late ones marked, and named on each request', async () => {
    expect((await saveRules()).status).toBe(303)
    // Only this test's two requests wait for an answer.
    await t.knex('transfer_bookings').where({ status: 'on_request' }).update({ status: 'cancelled' })
    const late = await requested('203.0.113.71')
    const yesterday = addDays(localParts(new Date()).date, -1)
    await t.knex('transfer_bookings').where({ id: late.id }).update({ created_at: island(yesterday, '10:00') })
    const fresh = await requested('203.0.113.72')
    const lateBy = island(yesterday, '14:00')
    const freshBy = promisedFor(new Date(fresh.createdAt))

    const { agent } = await loginAs(t.app, 'admin')
    const dashboard = await agent.get('/admin?lng=en')
    expect(dashboard.text).toContain(html(tr('en', 'admin', 'dashboardPage.answersOverdue', { count: 1 })))
    // Its link opens the requests in the order their answers are due (oldest first).
    expect(dashboard.text).toContain('href="/admin/transfers?status=on_request"')

    const list = (await agent.get('/admin/transfers?status=on_request&lng=en')).text
    expect(list.indexOf(late.reference)).toBeGreaterThan(-1)
    expect(list.indexOf(late.reference)).toBeLessThan(list.indexOf(fresh.reference))
    expect(list).toContain(html(tr('en', 'admin', 'transfersAdmin.answerOverdue', { time: formatShortPickup(lateBy, 'en') })))
    expect(list).toContain(html(tr('en', 'admin', 'transfersAdmin.answerBy', { time: formatShortPickup(freshBy, 'en') })))

    const lateDetail = (await agent.get(`/admin/transfers/${late.id}?lng=de`)).text
    expect(lateDetail).toContain(html(tr('de', 'admin', 'transfersAdmin.answerPromisedOverdue', { time: formatDateTime(lateBy, 'de') })))
    const freshDetail = (await agent.get(`/admin/transfers/${fresh.id}?lng=de`)).text
    expect(freshDetail).toContain(html(tr('de', 'admin', 'transfersAdmin.answerPromised', { time: formatDateTime(freshBy, 'de') })))

    // Answered (confirmed): nothing is late any more, and the dashboard names the next answer due.
    await t.knex('transfer_bookings').where({ id: late.id }).update({ status: 'confirmed' })
    const after = (await agent.get('/admin?lng=en')).text
    expect(after).not.toContain(html(tr('en', 'admin', 'dashboardPage.answersOverdue', { count: 1 })))
    expect(after).toContain(html(tr('en', 'admin', 'dashboardPage.nextAnswerBy', { time: formatShortPickup(freshBy, 'en') })))
    expect((await agent.get(`/admin/transfers/${late.id}?lng=de`)).text).not.toContain('data-answer=')
  })
})

describe('a request whose answer is late', () => {
  it('tells its customer so, with an apology and the buttons to call, on its confirmation and on its booking page', async () => {
    expect((await saveRules()).status).toBe(303)
    const res = await request(t.app).post('/api/transfers/requests?lng=es').set('X-Forwarded-For', '203.0.113.81').send(transferRequest({ date: islandDay(6) }))
    expect(res.body.status).toBe('on_request')
    const reference = res.body.reference as string
    const yesterday = addDays(localParts(new Date()).date, -1)
    const vars = { phone: formatPhone(siteSettings.phone), whatsapp: formatPhone(siteSettings.whatsapp) }

    // While the promise holds, the confirmation and the booking page repeat it, with no call to call.
    const { createdAt } = await t.knex('transfer_bookings').where({ reference }).first('created_at as createdAt')
    const promised = formatDateTime(replyDeadline(new Date(createdAt), 4, { opensAt: '09:00', closesAt: '20:00' }), 'es')
    const confirmation = await request(t.app).get(`${confirmationPath(t.context.secrets, reference)}&lng=es`)
    expect(confirmation.text).toContain(html(tr('es', 'airport-transfers', 'confirmation.texts.on_request', { answerBy: promised })))
    expect(confirmation.text).not.toContain(html(tr('es', 'airport-transfers', 'contact.call')))
    const fresh = await request(t.app).get(`${bookingPath(t.context.secrets, reference)}&lng=es`)
    expect(fresh.text).toContain(html(tr('es', 'airport-transfers', 'confirmation.texts.on_request', { answerBy: promised })))
    // "You pay nothing now" is said once, in the summary: not again by the answer's note or by an empty payment box.
    const payNothing = html(tr('es', 'airport-transfers', 'payment.onRequest')).split(':')[0]!
    for (const page of [confirmation, fresh]) expect(page.text.split(payNothing).length - 1).toBe(1)
    expect(fresh.text).not.toContain('id="payment-title"')

    await t.knex('transfer_bookings').where({ reference }).update({ created_at: island(yesterday, '10:00') })
    const late = { answerBy: formatDateTime(island(yesterday, '14:00'), 'es'), ...vars }
    for (const path of [confirmationPath(t.context.secrets, reference), bookingPath(t.context.secrets, reference)]) {
      const page = await request(t.app).get(`${path}&lng=es`)
      expect(page.status, path).toBe(200)
      expect(page.text, path).toContain(html(tr('es', 'airport-transfers', 'confirmation.texts.on_request_overdue', late)))
      expect(page.text, path).not.toContain(html(tr('es', 'airport-transfers', 'confirmation.texts.on_request', late)))
      expect(page.text, path).toContain(`href="tel:${siteSettings.phone}"`)
    }
    // Answered: the apology is gone.
    await t.knex('transfer_bookings').where({ reference }).update({ status: 'confirmed' })
    const answered = await request(t.app).get(`${bookingPath(t.context.secrets, reference)}&lng=es`)
    expect(answered.text).not.toContain('data-answer=')
  })
})

describe('the days the office is closed', () => {
  const settings = async (body: Record<string, string>) => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    return agent.post('/admin/transfers/settings?lng=en').type('form').send({ _csrf: csrf, ...body })
  }

  it('are listed on the rules screen with their reason, and taken off again', async () => {
    const day = islandDay(3)
    expect((await settings({ intent: 'close', day, reason: 'Fiesta de Sant Antoni' })).status).toBe(303)
    const { agent } = await loginAs(t.app, 'admin')
    const page = (await agent.get('/admin/transfers/settings?lng=en')).text
    const closed = /<section aria-labelledby="closed"[\s\S]*?<\/section>/.exec(page)?.[0] ?? ''
    expect(closed).toContain(html(tr('en', 'admin', 'bookingRulesAdmin.closedDays')))
    expect(closed).toContain('Fiesta de Sant Antoni')
    expect(closed).toContain(`name="day" value="${day}"`)
    // The days without online sales are another list.
    expect(/<section aria-labelledby="stops"[\s\S]*?<\/section>/.exec(page)?.[0]).not.toContain('Fiesta de Sant Antoni')
    // The request form tells visitors before they send one.
    const notice = html(tr('de', 'airport-transfers', 'form.payment.officeClosed', { days: formatIslandDates([day], 'de') }))
    expect((await request(t.app).get('/airport-transfers/request?lng=de')).text).toContain(notice)
    expect((await settings({ intent: 'reopen', day })).status).toBe(303)
    expect((await agent.get('/admin/transfers/settings?lng=en')).text).not.toContain('Fiesta de Sant Antoni')
    expect((await request(t.app).get('/airport-transfers/request?lng=de')).text).not.toContain(notice)
  })

  it('refuses a day that is not one, on its own form only', async () => {
    const res = await settings({ intent: 'close', day: '2026-02-30', reason: '' })
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/id="closed-day"[^>]*aria-invalid="true"/)
    expect(res.text).not.toMatch(/id="stops-day"[^>]*aria-invalid="true"/)
    expect(res.text).not.toMatch(/id="load-day"[^>]*aria-invalid="true"/)
  })

  it('are skipped by a request’s promised answer, on its page and for the office', async () => {
    expect((await saveRules()).status).toBe(303)
    const res = await request(t.app).post('/api/transfers/requests?lng=en').set('X-Forwarded-For', '203.0.113.91').send(transferRequest({ date: islandDay(5) }))
    expect(res.body.status).toBe('on_request')
    const reference = res.body.reference as string
    const today = localParts(new Date()).date
    const [twoDaysAgo, yesterday] = [addDays(today, -2), addDays(today, -1)]
    // Sent two days ago at 19:00: one office hour that evening, yesterday closed, three hours this morning.
    await t.knex('transfer_bookings').where({ reference }).update({ created_at: island(twoDaysAgo, '19:00') })
    const page = async () => (await request(t.app).get(`${confirmationPath(t.context.secrets, reference)}&lng=en`)).text
    expect(await page()).toContain(html(formatDateTime(island(yesterday, '12:00'), 'en')))
    expect((await settings({ intent: 'close', day: yesterday, reason: 'Staff outing' })).status).toBe(303)
    const skipped = await page()
    expect(skipped).toContain(html(formatDateTime(island(today, '12:00'), 'en')))
    expect(skipped).not.toContain(html(formatDateTime(island(yesterday, '12:00'), 'en')))
    const { id } = await t.knex('transfer_bookings').where({ reference }).first('id')
    const { agent } = await loginAs(t.app, 'admin')
    expect((await agent.get(`/admin/transfers/${id}?lng=en`)).text).toMatch(new RegExp(`data-answer="(due|overdue)">[^<]*${formatDateTime(island(today, '12:00'), 'en')}`))
    expect((await settings({ intent: 'reopen', day: yesterday })).status).toBe(303)
    expect(await page()).toContain(html(formatDateTime(island(yesterday, '12:00'), 'en')))
  })
})

describe('the days of the week the office is closed', () => {
  const sundays = { officeClosed7: 'on' }
  afterAll(async () => {
    await saveRules()
  })

  it('are ticked on the rules screen, and the request form says on which days the office answers', async () => {
    expect((await saveRules(sundays)).status).toBe(303)
    const { agent } = await loginAs(t.app, 'admin')
    expect((await agent.get('/admin/transfers/settings?lng=en')).text).toMatch(/name="officeClosed7" checked=""/)
    const form = (await request(t.app).get('/airport-transfers/request?lng=de')).text
    const days = tr('de', 'airport-transfers', 'form.payment.dayRange', { from: 'Montag', to: 'Samstag' })
    expect(form).toContain(html(tr('de', 'airport-transfers', 'form.payment.onRequestDays', { hours: 168, reply: 4, opens: '09:00', closes: '20:00', days })))
    // Not every day in a row: the days are listed.
    expect((await saveRules({ officeClosed3: 'on', officeClosed7: 'on' })).status).toBe(303)
    expect((await request(t.app).get('/airport-transfers/request?lng=en')).text).toContain('Monday, Tuesday, Thursday, Friday and Saturday')
  })

  it('refuses a week with no day open, with its message on the days', async () => {
    const all = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`officeClosed${d}`, 'on']))
    const res = await saveRules(all)
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/id="f-officeClosedWeekdays"[^>]*aria-invalid="true"/)
    expect(res.text).toContain(html(tr('en', 'admin', 'bookingRulesAdmin.errors.officeClosedAllWeek')))
    // What was ticked comes back ticked.
    expect(res.text).toMatch(/name="officeClosed1" checked=""/)
  })

  it('are skipped by a request’s promised answer', async () => {
    expect((await saveRules(sundays)).status).toBe(303)
    const res = await request(t.app).post('/api/transfers/requests?lng=en').set('X-Forwarded-For', '203.0.113.92').send(transferRequest({ date: islandDay(5) }))
    expect(res.body.status).toBe('on_request')
    // Saturday 21 November 2026 at 18:30: 1.5 h that evening, nobody on Sunday, 2.5 h on Monday.
    await t.knex('transfer_bookings').where({ reference: res.body.reference }).update({ created_at: island('2026-11-21', '18:30') })
    const page = await request(t.app).get(`${confirmationPath(t.context.secrets, res.body.reference)}&lng=en`)
    expect(page.text).toContain(html(formatDateTime(island('2026-11-23', '11:30'), 'en')))
    expect(page.text).not.toContain(html(formatDateTime(island('2026-11-22', '11:30'), 'en')))
  })
})
